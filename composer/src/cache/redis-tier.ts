// The shared tier: envelopes in Redis under `${namespace}:${key}`, tag sets under `${namespace}:tag:${tag}`,
// and invalidation broadcasts on `${namespace}:invalidate`. Every method degrades instead of throwing: a
// read error is reported as 'error' (the caller treats it as a miss), a write error is logged at debug and
// dropped, and nothing is sent while RedisHealth says Redis is down. Invalidations that cannot reach Redis
// are kept and replayed when it comes back, so other instances and Redis itself do not keep stale entries.
// A key must not start with 'tag:' (it would share a name with a tag set).
//
// The same commands run on one server and on a Redis Cluster: no command or script touches keys of two
// slots (an entry and its tag sets live on different nodes). So a write adds the entry to its tag sets
// before it stores the entry, and an invalidation deletes a tag set's members before it removes them from
// the set: whatever fails in between, no entry is ever left in Redis without the tag sets that find it.

import { Cluster, type RedisOptions } from 'ioredis';
import { withDeadline } from './deadline.ts';
import type { CacheLogger } from './logger.ts';
import { connectRedis, keyBatches, type RedisClient, type RedisTarget } from './redis-connection.ts';
import { RedisHealth } from './redis-health.ts';
import { TAG_ADD_SCRIPT } from './redis-scripts.ts';

/** Keys deleted or removed from a set per command. */
const BATCH = 500;

export const CONNECT_TIMEOUT_MS = 1_000;
export const MAX_RECONNECT_DELAY_MS = 2_000;
/** The subscriber sends almost nothing; give SUBSCRIBE more room than per-request commands. */
const SUBSCRIBER_COMMAND_TIMEOUT_MS = 1_000;

/** Reconnect backoff: 100, 200, 400, 800, 1600 ms, then every 2 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(50 * 2 ** Math.min(attempt, 6), MAX_RECONNECT_DELAY_MS);
}

/**
 * Client options; without `commandTimeoutMs` the caller bounds each command itself (withDeadline),
 * as the command connection does.
 */
export function redisClientOptions(commandTimeoutMs?: number): RedisOptions {
  return {
    enableOfflineQueue: false, // fail at once while disconnected instead of queueing requests
    maxRetriesPerRequest: 0,
    ...(commandTimeoutMs === undefined ? {} : { commandTimeout: commandTimeoutMs }),
    connectTimeout: CONNECT_TIMEOUT_MS,
    lazyConnect: false,
    retryStrategy: reconnectDelayMs,
    autoResubscribe: false, // the subscriber resubscribes itself on every 'ready'
  };
}

export type RedisLookup = { kind: 'hit'; raw: string } | { kind: 'miss' } | { kind: 'error' };

export interface RedisTierOptions {
  target: RedisTarget;
  namespace: string;
  commandTimeoutMs: number;
  logger: CacheLogger;
  /** Messages carrying this id were sent by this instance, which already invalidated locally. */
  instanceId: string;
  onRemoteInvalidation: (tags: readonly string[]) => void;
  /** Called after each successful (re)subscription: invalidations sent before it were not heard. */
  onSubscribed: () => void;
}

type ScriptedRedis = RedisClient & {
  waypointCacheTagAdd(numKeys: 1, tagKey: string, entryKey: string, pxMs: string): Promise<unknown>;
};

interface InvalidationMessage {
  origin: string;
  tags: string[];
}

export class RedisTier {
  readonly health: RedisHealth;
  readonly #client: ScriptedRedis;
  readonly #subscriber: RedisClient;
  readonly #options: RedisTierOptions;
  readonly #channel: string;
  readonly #deferredTags = new Set<string>();
  #closed = false;

  constructor(options: RedisTierOptions) {
    this.#options = options;
    this.#channel = `${options.namespace}:invalidate`;
    this.health = new RedisHealth({
      logger: options.logger,
      probe: () => this.ping(),
      onUp: () => this.#replayDeferredInvalidations(),
    });

    this.#client = connectRedis(options.target, redisClientOptions()) as ScriptedRedis;
    this.#client.defineCommand('waypointCacheTagAdd', { lua: TAG_ADD_SCRIPT });
    this.#client.on('ready', () => this.health.connectionReady());
    this.#client.on('error', (err: unknown) => this.health.connectionError(err));
    this.#client.on('close', () => this.health.connectionClosed());

    this.#subscriber = connectRedis(options.target, redisClientOptions(SUBSCRIBER_COMMAND_TIMEOUT_MS));
    this.#subscriber.on('ready', () => this.#subscribe());
    // The outage itself is reported once by the command connection's health; per-attempt noise goes to debug.
    this.#subscriber.on('error', (err: unknown) =>
      options.logger.debug({ event: 'redis_subscriber_error', err }, 'redis subscriber error'),
    );
    this.#subscriber.on('message', (channel: string, message: string) => this.#onMessage(channel, message));
    // A cluster client moves its subscription to another node by itself when the node it listened on
    // leaves (a failover); what was published meanwhile was not heard, so subscribe again (to know when
    // the new node listens) and drop what a missed invalidation could have left stale.
    if (this.#subscriber instanceof Cluster) this.#subscriber.on('-node', () => this.#subscribe());
  }

  async get(key: string): Promise<RedisLookup> {
    if (!this.#usable()) return { kind: 'error' };
    try {
      const raw = await this.#bounded(this.#client.get(this.#entryKey(key)));
      this.health.commandSucceeded();
      return raw === null ? { kind: 'miss' } : { kind: 'hit', raw };
    } catch (err) {
      this.#commandFailed('get', key, err);
      return { kind: 'error' };
    }
  }

  /** Adds the key to its tag sets, then writes the envelope with PX expiry. Never rejects. */
  async write(key: string, raw: string, pxMs: number, tags: readonly string[]): Promise<void> {
    if (!this.#usable()) return; // memory only while Redis is down
    const entry = this.#entryKey(key);
    const px = String(Math.max(1, pxMs));
    try {
      await this.#bounded(
        Promise.all(tags.map((tag) => this.#client.waypointCacheTagAdd(1, this.#tagKey(tag), entry, px))),
      );
      await this.#bounded(this.#client.set(entry, raw, 'PX', px));
      this.health.commandSucceeded();
    } catch (err) {
      this.#commandFailed('write', key, err);
    }
  }

  /** Deletes the tagged keys and broadcasts the tags; when Redis is unreachable, defers both. Never rejects. */
  async invalidate(tags: readonly string[]): Promise<void> {
    if (!this.#usable()) {
      this.#defer(tags, undefined);
      return;
    }
    const message: InvalidationMessage = { origin: this.#options.instanceId, tags: [...tags] };
    try {
      await Promise.all(tags.map((tag) => this.#deleteTagged(this.#tagKey(tag))));
      await this.#bounded(this.#client.publish(this.#channel, JSON.stringify(message)));
      this.health.commandSucceeded();
    } catch (err) {
      this.#commandFailed('invalidate', tags.join(','), err);
      this.#defer(tags, err);
    }
  }

  /** Deletes every member of a tag set, then takes them out of the set (which goes when it is empty). */
  async #deleteTagged(tagKey: string): Promise<void> {
    const members = await this.#bounded(this.#client.smembers(tagKey));
    if (members.length === 0) return;
    await Promise.all(
      keyBatches(members, this.#client instanceof Cluster, BATCH).map((keys) =>
        this.#bounded(this.#client.unlink(...keys)),
      ),
    );
    const removals = [];
    for (let i = 0; i < members.length; i += BATCH) {
      removals.push(this.#bounded(this.#client.srem(tagKey, ...members.slice(i, i + BATCH))));
    }
    await Promise.all(removals);
  }

  /** Resolves false (never rejects) when Redis does not answer within the command timeout. */
  async ping(): Promise<boolean> {
    if (this.#closed) return false;
    try {
      return (await this.#bounded(this.#client.ping())) === 'PONG';
    } catch (err) {
      this.#options.logger.debug({ event: 'redis_ping_failed', err }, 'redis ping failed');
      return false;
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.health.close();
    this.#subscriber.disconnect();
    if (this.#client.status !== 'ready') {
      this.#client.disconnect();
      return;
    }
    try {
      await this.#bounded(this.#client.quit()); // lets commands already sent finish
    } catch (err) {
      this.#options.logger.debug({ event: 'redis_quit_failed', err }, 'redis quit failed; disconnecting');
      this.#client.disconnect();
    }
  }

  #bounded<T>(command: Promise<T>): Promise<T> {
    return withDeadline(command, this.#options.commandTimeoutMs);
  }

  #usable(): boolean {
    return !this.#closed && this.health.usable;
  }

  #entryKey(key: string): string {
    return `${this.#options.namespace}:${key}`;
  }

  #tagKey(tag: string): string {
    return `${this.#options.namespace}:tag:${tag}`;
  }

  #commandFailed(op: string, key: string, err: unknown): void {
    // A reply error means Redis answered (e.g. WRONGTYPE): a bug worth a warning, not an outage.
    if (err instanceof Error && err.name === 'ReplyError') {
      this.health.commandSucceeded();
      this.#options.logger.warn(
        { event: 'redis_reply_error', op, key, err },
        'redis rejected a cache command',
      );
      return;
    }
    this.health.commandFailed(err);
    this.#options.logger.debug({ event: 'redis_command_failed', op, key, err }, 'redis command failed');
  }

  #defer(tags: readonly string[], err: unknown): void {
    if (this.#closed) {
      this.#options.logger.warn(
        { event: 'cache_invalidation_lost', tags },
        'cache closed: invalidation not sent',
      );
      return;
    }
    for (const tag of tags) this.#deferredTags.add(tag);
    this.#options.logger.warn(
      { event: 'cache_invalidation_deferred', tags, err },
      'Redis unavailable: invalidation will be replayed when it is back',
    );
  }

  #replayDeferredInvalidations(): void {
    if (this.#deferredTags.size === 0) return;
    const tags = [...this.#deferredTags];
    this.#deferredTags.clear();
    this.#options.logger.info(
      { event: 'cache_invalidation_replayed', tags },
      'replaying deferred invalidation',
    );
    void this.invalidate(tags); // never rejects; re-defers on failure
  }

  #subscribe(): void {
    this.#subscriber.subscribe(this.#channel).then(
      () => this.#options.onSubscribed(),
      (err: unknown) => {
        if (this.#closed) return; // disconnecting on close rejects a pending SUBSCRIBE: expected
        this.#options.logger.warn(
          { event: 'redis_subscribe_failed', err },
          'cache invalidation subscribe failed',
        );
        this.#subscriber.disconnect(true); // reconnect with backoff; 'ready' subscribes again
      },
    );
  }

  #onMessage(channel: string, message: string): void {
    if (channel !== this.#channel) return;
    const parsed = parseInvalidation(message);
    if (parsed === undefined) {
      this.#options.logger.warn(
        { event: 'cache_bad_invalidation', message },
        'ignored a malformed invalidation',
      );
      return;
    }
    if (parsed.origin === this.#options.instanceId) return; // handled locally before publishing
    this.#options.onRemoteInvalidation(parsed.tags);
  }
}

function parseInvalidation(message: string): InvalidationMessage | undefined {
  try {
    const parsed: unknown = JSON.parse(message);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { origin, tags } = parsed as Record<string, unknown>;
    if (typeof origin !== 'string' || !Array.isArray(tags)) return undefined;
    if (!tags.every((tag): tag is string => typeof tag === 'string')) return undefined;
    return { origin, tags };
  } catch {
    return undefined; // reported by the caller as a malformed invalidation
  }
}
