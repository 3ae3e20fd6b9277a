/**
 * HTTP client for the seller's API (the sandbox in development). Keep-alive pool, a per-call timeout,
 * typed errors with the cause kept. Reads (`getJson`) follow storefront.md §7 "Shared request behaviour":
 * a 503 is retried once, another status >= 500 after 1 s then 3 s until more than 3 failures
 * (upstream-policy.ts), never past the request's deadline; and each dependency (`dependencyOf`) sits
 * behind a circuit breaker (cockatiel) so that a dead one is not hammered: after `threshold` failures in
 * a row its calls fail at once, until a single probe call goes through `halfOpenAfterMs` later.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  BrokenCircuitError,
  type CircuitBreakerPolicy,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleWhen,
} from 'cockatiel';
import type { FastifyBaseLogger } from 'fastify';
import { type Counter, Gauge, type Histogram, type Registry } from 'prom-client';
import { Pool } from 'undici';
import { Errors } from '../errors.ts';
import { dependencyOf, retryDelayMs, retryFitsDeadline } from './upstream-policy.ts';

/** A page-data call that finally failed (after its retries), for error reporting (storefront.md §8). */
export interface UpstreamFailure {
  dependency: string;
  /** The path called, with the base URL's path prefix. */
  path: string;
  /** The upstream's HTTP status, when it answered one. */
  status?: number;
  error: Error;
}

export interface CircuitBreakerOptions {
  /** Failures in a row that open a dependency's circuit. Default 5. */
  threshold?: number;
  /** How long an open circuit fails calls at once before one probe call is let through. Default 10 s. */
  halfOpenAfterMs?: number;
}

export interface UpstreamClientOptions {
  baseUrl: string;
  timeoutMs: number;
  connections?: number;
  metrics?: { errors: Counter<'source' | 'code'>; duration: Histogram<'source'> };
  /** Registers `waypoint_upstream_circuit_state{dependency}` (0 closed, 1 open, 2 half-open) on it. */
  registry?: Registry;
  breaker?: CircuitBreakerOptions;
  /** Called once per read that finally failed (not for a 404, which is an answer, nor a cancelled call). */
  onFailure?: (failure: UpstreamFailure) => void;
}

export interface GetJsonOptions {
  /** Metric and log label, e.g. 'home'. */
  source: string;
  acceptLanguage: string;
  /** Cancels the call (the page deadline): an aborted call is only logged at debug level. */
  signal?: AbortSignal;
  /** The request's deadline on the `performance.now()` clock: no retry waits past it. */
  deadlineAt?: number;
}

const DEFAULT_BREAKER = { threshold: 5, halfOpenAfterMs: 10_000 } as const;

/** The upstream's HTTP status carried by a typed upstream error, if it answered one. */
export function upstreamStatusOf(err: unknown): number | undefined {
  const status = (err as { upstreamStatus?: unknown }).upstreamStatus;
  return typeof status === 'number' ? status : undefined;
}

/**
 * What counts against a dependency's circuit: a status >= 500, a timeout, a refused or reset connection.
 * Not a 404 or another 4xx (the dependency answered), a malformed body, nor a call cancelled by the
 * caller's deadline.
 */
export function isDependencyFailure(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  if (code === 'WP_UPSTREAM_TIMEOUT') return true;
  if (code !== 'WP_UPSTREAM_UNAVAILABLE') return false;
  const status = upstreamStatusOf(err);
  return status === undefined || status >= 500;
}

const CIRCUIT_STATE_VALUE: Record<CircuitState, number> = {
  [CircuitState.Closed]: 0,
  [CircuitState.Open]: 1,
  [CircuitState.HalfOpen]: 2,
  [CircuitState.Isolated]: 1,
};

export class UpstreamClient {
  readonly #pool: Pool;
  readonly #prefix: string;
  readonly #timeoutMs: number;
  readonly #metrics: UpstreamClientOptions['metrics'];
  readonly #breakerOptions: Required<CircuitBreakerOptions>;
  readonly #breakers = new Map<string, CircuitBreakerPolicy>();
  readonly #circuitGauge: Gauge<'dependency'> | undefined;
  readonly #onFailure: UpstreamClientOptions['onFailure'];

  constructor(options: UpstreamClientOptions) {
    const url = new URL(options.baseUrl);
    this.#prefix = url.pathname.replace(/\/$/, '');
    this.#pool = new Pool(url.origin, {
      connections: options.connections ?? 32,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
    this.#timeoutMs = options.timeoutMs;
    this.#metrics = options.metrics;
    this.#breakerOptions = { ...DEFAULT_BREAKER, ...options.breaker };
    this.#onFailure = options.onFailure;
    this.#circuitGauge = options.registry
      ? new Gauge({
          name: 'waypoint_upstream_circuit_state',
          help: 'Circuit breaker state per upstream dependency: 0 closed, 1 open, 2 half-open',
          labelNames: ['dependency'],
          registers: [options.registry],
        })
      : undefined;
  }

  /** The circuit state of a dependency ('closed' when it was never called). */
  circuitState(dependency: string): 'closed' | 'open' | 'halfOpen' {
    const state = this.#breakers.get(dependency)?.state ?? CircuitState.Closed;
    return state === CircuitState.Closed ? 'closed' : state === CircuitState.HalfOpen ? 'halfOpen' : 'open';
  }

  #breaker(dependency: string): CircuitBreakerPolicy {
    let breaker = this.#breakers.get(dependency);
    if (!breaker) {
      breaker = circuitBreaker(handleWhen(isDependencyFailure), {
        halfOpenAfter: this.#breakerOptions.halfOpenAfterMs,
        breaker: new ConsecutiveBreaker(this.#breakerOptions.threshold),
      });
      const gauge = this.#circuitGauge;
      gauge?.set({ dependency }, 0);
      breaker.onStateChange((state) => gauge?.set({ dependency }, CIRCUIT_STATE_VALUE[state]));
      this.#breakers.set(dependency, breaker);
    }
    return breaker;
  }

  /**
   * GETs `path` (relative to the base URL) and returns the parsed JSON body: through the dependency's
   * circuit breaker, retried as storefront.md §7 says while the deadline allows.
   */
  async getJson(path: string, options: GetJsonOptions, log: FastifyBaseLogger): Promise<unknown> {
    const end = this.#metrics?.duration.startTimer({ source: options.source });
    const dependency = dependencyOf(path);
    const breaker = this.#breaker(dependency);
    const upstream = { method: 'GET', url: this.#prefix + path, source: options.source, dependency };
    try {
      let failures = 0;
      for (;;) {
        try {
          return await breaker.execute(() => this.#request(path, options));
        } catch (err) {
          if (err instanceof BrokenCircuitError) {
            throw new Errors.UPSTREAM_CIRCUIT_OPEN(dependency, `GET ${path}`, { cause: err });
          }
          failures++;
          const delay = retryDelayMs(upstreamStatusOf(err), failures);
          if (delay === null || options.signal?.aborted) throw err;
          // storefront.md §7: always inside the request's deadline; a wait that would pass it is not made.
          if (!retryFitsDeadline(performance.now(), delay, options.deadlineAt)) throw err;
          log.debug({ upstream, failures, delayMs: delay }, 'upstream call failed: retrying');
          if (delay > 0) await this.#wait(delay, options.signal, `GET ${path}`);
        }
      }
    } catch (err) {
      const code = (err as { code?: string }).code ?? 'UNKNOWN';
      this.#metrics?.errors.inc({ source: options.source, code });
      // storefront.md §8 "A cancelled request is only logged."; a 404 is an answer (the thing is absent).
      if (code === 'WP_UPSTREAM_NOT_FOUND') {
        log.info({ upstream }, 'upstream: not found');
        throw err;
      }
      if (code === 'WP_UPSTREAM_CANCELLED') {
        log.debug({ upstream }, 'upstream call cancelled');
        throw err;
      }
      log.error({ err, upstream }, 'upstream call failed');
      this.#reportFailure(dependency, path, err, log);
      throw err;
    } finally {
      end?.();
    }
  }

  /** Waits before a retry; the deadline's signal ends the wait with a cancellation. */
  async #wait(ms: number, signal: AbortSignal | undefined, label: string): Promise<void> {
    try {
      await sleep(ms, undefined, signal ? { signal } : {});
    } catch (cause) {
      throw new Errors.UPSTREAM_CANCELLED(label, { cause });
    }
  }

  #reportFailure(dependency: string, path: string, err: unknown, log: FastifyBaseLogger): void {
    if (!this.#onFailure) return;
    const status = upstreamStatusOf(err);
    try {
      this.#onFailure({
        dependency,
        path: this.#prefix + path,
        ...(status !== undefined ? { status } : {}),
        error: err instanceof Error ? err : new Error(String(err)),
      });
    } catch (reportErr) {
      log.warn({ err: reportErr }, 'upstream failure report failed');
    }
  }

  async #request(path: string, options: GetJsonOptions): Promise<unknown> {
    const label = `GET ${path}`;
    let response: Awaited<ReturnType<Pool['request']>>;
    try {
      response = await this.#pool.request({
        method: 'GET',
        path: this.#prefix + path,
        headers: {
          accept: 'application/json',
          'accept-language': options.acceptLanguage,
          'user-agent': 'waypoint-composer',
        },
        // The page's deadline signal, when the caller has one (one signal per page, not per call).
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (cause) {
      if (options.signal?.aborted) throw new Errors.UPSTREAM_CANCELLED(label, { cause });
      const name = (cause as { name?: string }).name;
      const code = (cause as { code?: string }).code;
      // The pool's headersTimeout and bodyTimeout bound each call.
      if (name === 'TimeoutError' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
        throw new Errors.UPSTREAM_TIMEOUT(label, this.#timeoutMs, { cause });
      }
      throw new Errors.UPSTREAM_UNAVAILABLE(label, (cause as Error).message, { cause });
    }
    const { statusCode, body } = response;
    let text: string;
    try {
      text = await body.text();
    } catch (cause) {
      if (options.signal?.aborted) throw new Errors.UPSTREAM_CANCELLED(label, { cause });
      throw new Errors.UPSTREAM_TIMEOUT(label, this.#timeoutMs, { cause });
    }
    if (statusCode === 404) throw new Errors.UPSTREAM_NOT_FOUND(label);
    if (statusCode >= 400) {
      const err = new Errors.UPSTREAM_UNAVAILABLE(label, `status ${statusCode}`);
      Object.assign(err, { statusCode: statusCode === 503 ? 503 : 502, upstreamStatus: statusCode });
      throw err;
    }
    try {
      return JSON.parse(text);
    } catch (cause) {
      throw new Errors.UPSTREAM_BAD_DATA(label, { cause });
    }
  }

  /**
   * A write, or a read whose 4xx answers mean something (the checkout's 400 field errors, 409 stale
   * revision, 410 expired): the status and parsed body of any answer below 500. Network failures,
   * timeouts and 5xx throw the typed upstream errors, as `getJson` does; writes are not retried.
   */
  async send(
    request: {
      method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
      path: string;
      form?: Record<string, string>;
      json?: unknown;
      /** Extra request headers (an `Idempotency-Key`). */
      headers?: Record<string, string>;
    },
    options: GetJsonOptions,
    log: FastifyBaseLogger,
  ): Promise<{ status: number; body: unknown }> {
    const { method, path } = request;
    const label = `${method} ${path}`;
    const upstream = { method, url: this.#prefix + path, source: options.source };
    const end = this.#metrics?.duration.startTimer({ source: options.source });
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': options.acceptLanguage,
      'user-agent': 'waypoint-composer',
      ...request.headers,
    };
    let body: string | undefined;
    if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.form).toString();
    } else if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    try {
      let response: Awaited<ReturnType<Pool['request']>>;
      try {
        response = await this.#pool.request({
          method,
          path: this.#prefix + path,
          headers,
          ...(body !== undefined ? { body } : {}),
          ...(options.signal ? { signal: options.signal } : {}),
        });
      } catch (cause) {
        if (options.signal?.aborted) throw new Errors.UPSTREAM_CANCELLED(label, { cause });
        const name = (cause as { name?: string }).name;
        const code = (cause as { code?: string }).code;
        if (
          name === 'TimeoutError' ||
          code === 'UND_ERR_HEADERS_TIMEOUT' ||
          code === 'UND_ERR_BODY_TIMEOUT'
        ) {
          throw new Errors.UPSTREAM_TIMEOUT(label, this.#timeoutMs, { cause });
        }
        throw new Errors.UPSTREAM_UNAVAILABLE(label, (cause as Error).message, { cause });
      }
      let text: string;
      try {
        text = await response.body.text();
      } catch (cause) {
        if (options.signal?.aborted) throw new Errors.UPSTREAM_CANCELLED(label, { cause });
        throw new Errors.UPSTREAM_TIMEOUT(label, this.#timeoutMs, { cause });
      }
      if (response.statusCode >= 500) {
        const err = new Errors.UPSTREAM_UNAVAILABLE(label, `status ${response.statusCode}`);
        Object.assign(err, { statusCode: 502, upstreamStatus: response.statusCode });
        throw err;
      }
      try {
        return { status: response.statusCode, body: text === '' ? null : JSON.parse(text) };
      } catch (cause) {
        throw new Errors.UPSTREAM_BAD_DATA(label, { cause });
      }
    } catch (err) {
      const code = (err as { code?: string }).code ?? 'UNKNOWN';
      this.#metrics?.errors.inc({ source: options.source, code });
      if (code === 'WP_UPSTREAM_CANCELLED') log.debug({ upstream }, 'upstream call cancelled');
      else log.error({ err, upstream }, 'upstream call failed');
      throw err;
    } finally {
      end?.();
    }
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}
