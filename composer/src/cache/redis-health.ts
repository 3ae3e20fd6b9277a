// Whether Redis is worth talking to right now. The cache must degrade to memory without flooding the logs
// or paying a timeout per request, so this tracks one state for the connection and logs only transitions:
// `redis_down` once at error level when Redis goes away (connection lost, never reached, or too many
// consecutive command failures on a connection that looks open: a hung server), `redis_up` once when it
// answers again. Per-attempt reconnect errors only go to debug.

import type { CacheLogger } from './logger.ts';

export type RedisHealthState = 'connecting' | 'ok' | 'down';

/** Consecutive failed commands (timeouts on an open socket) that open the circuit. */
export const FAILURES_TO_TRIP = 3;
export const PROBE_INTERVAL_MS = 1_000;

export interface RedisHealthOptions {
  logger: CacheLogger;
  /** Checks an open-looking connection while the circuit is open; resolves true when Redis answers. */
  probe: () => Promise<boolean>;
  onUp?: () => void;
}

export class RedisHealth {
  #state: RedisHealthState = 'connecting';
  #failures = 0;
  #lastError: unknown;
  #probeTimer: NodeJS.Timeout | undefined;
  #closed = false;
  readonly #options: RedisHealthOptions;

  constructor(options: RedisHealthOptions) {
    this.#options = options;
  }

  get state(): RedisHealthState {
    return this.#state;
  }

  get usable(): boolean {
    return this.#state === 'ok';
  }

  /** The client reported 'ready'. */
  connectionReady(): void {
    this.#markUp();
  }

  /** The client reported an error event; remembered so the next `redis_down` log carries it. */
  connectionError(err: unknown): void {
    this.#lastError = err;
    if (this.#state === 'ok') this.#markDown(err);
    else this.#options.logger.debug({ event: 'redis_connection_error', err }, 'redis connection error');
  }

  /** The client reported 'close' (also after a failed reconnect attempt). */
  connectionClosed(): void {
    this.#markDown(this.#lastError ?? new Error('Redis connection closed'));
  }

  commandSucceeded(): void {
    this.#failures = 0;
  }

  commandFailed(err: unknown): void {
    this.#lastError = err;
    this.#failures++;
    if (this.#failures >= FAILURES_TO_TRIP && this.#state === 'ok') {
      this.#markDown(err);
      this.#startProbing();
    }
  }

  /** Silently settles on 'down': a closed cache no longer talks to Redis, which is no outage. */
  close(): void {
    this.#closed = true;
    this.#state = 'down';
    this.#stopProbing();
  }

  #markDown(err: unknown): void {
    if (this.#closed || this.#state === 'down') return;
    this.#state = 'down';
    this.#options.logger.error({ event: 'redis_down', err }, 'Redis unavailable: serving from memory only');
  }

  #markUp(): void {
    this.#stopProbing();
    this.#failures = 0;
    this.#lastError = undefined;
    if (this.#closed || this.#state === 'ok') return;
    const previous = this.#state;
    this.#state = 'ok';
    if (previous === 'down') {
      this.#options.logger.warn({ event: 'redis_up' }, 'Redis available again');
    } else {
      this.#options.logger.info({ event: 'redis_connected' }, 'Redis connected');
    }
    this.#options.onUp?.();
  }

  #startProbing(): void {
    if (this.#probeTimer !== undefined) return;
    this.#probeTimer = setInterval(() => {
      this.#options.probe().then(
        (ok) => {
          if (ok) this.#markUp();
        },
        // probe() is expected to resolve false rather than reject; log in case it does not.
        (err: unknown) =>
          this.#options.logger.debug({ event: 'redis_probe_failed', err }, 'redis probe failed'),
      );
    }, PROBE_INTERVAL_MS);
    this.#probeTimer.unref();
  }

  #stopProbing(): void {
    if (this.#probeTimer === undefined) return;
    clearInterval(this.#probeTimer);
    this.#probeTimer = undefined;
  }
}
