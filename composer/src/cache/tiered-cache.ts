// The composer's two-tier cache (ARCHITECTURE.md, Composition step 5): resolver outputs are cached in
// process and in Redis with stale-while-revalidate, single-flight loading and tag invalidation shared by
// every instance through Redis pub/sub. Redis is an accelerator, never a dependency: when it is down or
// slow every call degrades to the memory tier and `load`, within the command timeout at worst.

import { randomUUID } from 'node:crypto';
import type { Registry } from 'prom-client';
import {
  assertEntryOptions,
  type CacheEntry,
  type CacheEntryOptions,
  createEntry,
  decodeEntry,
  encodeEntry,
  freshness,
  remainingLifeMs,
} from './entry.ts';
import type { CacheLogger } from './logger.ts';
import { MemoryTier, type MemoryTierOptions } from './memory-tier.ts';
import { type CacheMetrics, createCacheMetrics } from './metrics.ts';
import type { RedisTarget } from './redis-connection.ts';
import { RedisTier } from './redis-tier.ts';
import { type ShortLived, unwrap } from './short-lived.ts';

export const DEFAULT_REDIS_COMMAND_TIMEOUT_MS = 50;

export interface TieredCacheOptions {
  /** Key prefix in Redis, e.g. 'wp:v1'. */
  namespace: string;
  /** One Redis server or a Redis Cluster; absent: in-process tier only. */
  redis?: RedisTarget | undefined;
  memory?: MemoryTierOptions;
  /** Default 50. */
  redisCommandTimeoutMs?: number;
  logger: CacheLogger;
  /** Registers the cache metrics on this registry (never on the global default one). */
  registry?: Registry | undefined;
  /** Clock in ms, injectable for tests. Default Date.now (absolute: Redis envelopes are shared). */
  now?: () => number;
}

export type RedisStatus = 'ok' | 'down' | 'disabled';

/** One running load or refresh per key; `invalidated` stops it from writing data older than an invalidation. */
interface Flight {
  readonly tags: readonly string[];
  promise: Promise<unknown>;
  invalidated: boolean;
}

export class TieredCache {
  /** Identifies this instance's own invalidation broadcasts. */
  readonly instanceId = randomUUID();
  readonly #memory: MemoryTier;
  readonly #redis: RedisTier | undefined;
  readonly #metrics: CacheMetrics;
  readonly #logger: CacheLogger;
  readonly #now: () => number;
  readonly #flights = new Map<string, Flight>();
  readonly #pendingWrites = new Set<Promise<void>>();

  constructor(options: TieredCacheOptions) {
    if (!options.namespace) throw new TypeError('TieredCache needs a namespace (the Redis key prefix)');
    this.#logger = options.logger;
    this.#now = options.now ?? Date.now;
    this.#memory = new MemoryTier(options.memory);
    this.#metrics = createCacheMetrics(options.registry, () => this.#memory.size);
    if (options.redis) {
      this.#redis = new RedisTier({
        target: options.redis,
        namespace: options.namespace,
        commandTimeoutMs: options.redisCommandTimeoutMs ?? DEFAULT_REDIS_COMMAND_TIMEOUT_MS,
        logger: options.logger,
        instanceId: this.instanceId,
        onRemoteInvalidation: (tags) => this.#invalidateLocal(tags),
        onSubscribed: () => this.#dropMissedInvalidations(),
      });
    }
  }

  /** Returns the cached value or runs `load` once per key across concurrent callers (single flight), writing both tiers. */
  async wrap<T>(key: string, options: CacheEntryOptions, load: () => Promise<T | ShortLived<T>>): Promise<T> {
    const now = this.#now();
    const local = this.#memory.get(key, now);
    if (local !== undefined) {
      if (freshness(local, now) === 'fresh') {
        this.#metrics.request('memory', 'hit');
        return local.v as T;
      }
      this.#metrics.request('memory', 'stale');
      this.#refreshInBackground(key, options, load);
      return local.v as T;
    }
    this.#metrics.request('memory', 'miss');
    const running = this.#flights.get(key);
    if (running !== undefined) return running.promise as Promise<T>;
    assertEntryOptions(options); // before any work starts, so a bad call fails at once
    return this.#startFlight(key, options, (flight) => this.#fetch(key, options, load, flight));
  }

  /** Synchronous in-process lookup of a fresh value (the hot path for already-composed pages); undefined when missing or stale. */
  peek<T>(key: string): T | undefined {
    const now = this.#now();
    const entry = this.#memory.get(key, now);
    if (entry === undefined || freshness(entry, now) !== 'fresh') return undefined;
    this.#metrics.request('memory', 'hit'); // misses are counted by the wrap that follows
    return entry.v as T;
  }

  /** Writes both tiers. Throws only for invalid options or a value that cannot be JSON-encoded. */
  async set<T>(key: string, value: T, options: CacheEntryOptions): Promise<void> {
    const running = this.#flights.get(key);
    if (running !== undefined) {
      running.invalidated = true; // an explicit set wins over a load that started earlier
      this.#flights.delete(key);
    }
    await this.#store(key, value, options);
  }

  /** Drops every entry carrying any of the tags, in this process, in Redis, and in every other instance (Redis pub/sub). */
  async invalidateTags(tags: readonly string[]): Promise<void> {
    if (tags.length === 0) return;
    this.#invalidateLocal(tags);
    await this.#redis?.invalidate(tags);
  }

  redisStatus(): RedisStatus {
    if (this.#redis === undefined) return 'disabled';
    return this.#redis.health.usable ? 'ok' : 'down';
  }

  /** For /readyz: true when Redis answers, or when there is no Redis tier to answer. */
  async ping(): Promise<boolean> {
    return this.#redis === undefined ? true : this.#redis.ping();
  }

  /** Waits for Redis writes already started, then closes the connections. The memory tier stays readable. */
  async close(): Promise<void> {
    await Promise.all(this.#pendingWrites);
    this.#metrics.detach();
    await this.#redis?.close();
  }

  #startFlight<T>(key: string, options: CacheEntryOptions, work: (flight: Flight) => Promise<T>): Promise<T> {
    const flight: Flight = { tags: options.tags ?? [], promise: Promise.resolve(), invalidated: false };
    const promise = work(flight);
    flight.promise = promise;
    this.#flights.set(key, flight);
    const done = () => {
      if (this.#flights.get(key) === flight) this.#flights.delete(key);
    };
    promise.then(done, done); // both branches handled: no unhandled rejection from this chain
    return promise;
  }

  /** A miss in memory: 1. Redis, 2. load. A stale Redis entry is served and refreshed in the background. */
  async #fetch<T>(
    key: string,
    options: CacheEntryOptions,
    load: () => Promise<T | ShortLived<T>>,
    flight: Flight,
  ): Promise<T> {
    const remote = options.local ? undefined : await this.#readRedis(key, flight);
    if (remote === undefined) return this.#load(key, options, load, flight);
    if (freshness(remote, this.#now()) === 'stale' && !flight.invalidated) {
      // Replaces this flight as the key's running work, so later callers see one refresh, not a second.
      this.#refreshInBackground(key, options, load, true);
    }
    return remote.v as T;
  }

  #refreshInBackground<T>(
    key: string,
    options: CacheEntryOptions,
    load: () => Promise<T | ShortLived<T>>,
    force = false,
  ): void {
    if (!force && this.#flights.has(key)) return;
    const refresh = this.#startFlight(key, options, async (flight) => {
      // Another instance may have refreshed already: take its entry rather than loading again.
      const remote = force || options.local ? undefined : await this.#readRedis(key, flight);
      if (remote !== undefined && freshness(remote, this.#now()) === 'fresh') return remote.v as T;
      return this.#load(key, options, load, flight);
    });
    refresh.catch((err: unknown) => {
      this.#logger.warn(
        { event: 'cache_refresh_failed', key, err },
        'cache refresh failed; serving stale value',
      );
    });
  }

  /**
   * Runs the load; a successful value is written to both tiers unless the flight was invalidated meanwhile
   * or the loader said not to (`uncached`).
   */
  async #load<T>(
    key: string,
    options: CacheEntryOptions,
    load: () => Promise<T | ShortLived<T>>,
    flight: Flight,
  ): Promise<T> {
    let value: T;
    let life = options;
    try {
      const result = unwrap(await load());
      value = result.value;
      if (result.ttlMs !== undefined) life = { ...options, ttlMs: result.ttlMs, staleMs: 0 };
      if (result.local) life = { ...life, local: true };
    } catch (err) {
      this.#metrics.load('error');
      throw err; // not cached; every waiter of the flight receives it
    }
    this.#metrics.load('ok');
    if (flight.invalidated) {
      this.#logger.debug({ event: 'cache_write_skipped', key }, 'invalidated during load: value not cached');
      return value;
    }
    try {
      this.#trackWrite(this.#store(key, value, life));
    } catch (err) {
      // The caller still gets its value; only caching it failed (not JSON-encodable).
      this.#logger.error({ event: 'cache_encode_failed', key, err }, 'value could not be cached');
    }
    return value;
  }

  /** Writes memory synchronously (throws if the value cannot be encoded) and returns the Redis write. */
  #store(key: string, value: unknown, options: CacheEntryOptions): Promise<void> {
    const now = this.#now();
    const entry = createEntry(value, options, now);
    const raw = encodeEntry(entry);
    this.#memory.set(key, entry, raw.length);
    if (this.#redis === undefined || options.local) return Promise.resolve();
    return this.#redis.write(key, raw, remainingLifeMs(entry, now), entry.tags);
  }

  /** Redis lookup with metrics; a usable entry is promoted into memory with its remaining freshness. */
  async #readRedis(key: string, flight: Flight): Promise<CacheEntry | undefined> {
    if (this.#redis === undefined) return undefined;
    const lookup = await this.#redis.get(key);
    if (lookup.kind !== 'hit') {
      this.#metrics.request('redis', lookup.kind);
      return undefined;
    }
    const entry = decodeEntry(lookup.raw);
    if (entry === undefined) {
      this.#metrics.request('redis', 'error');
      this.#logger.warn(
        { event: 'cache_corrupt_entry', key },
        'unreadable cache entry in Redis: treated as a miss',
      );
      return undefined;
    }
    const state = freshness(entry, this.#now());
    if (state === 'expired' || flight.invalidated) {
      this.#metrics.request('redis', 'miss'); // expired by our clock, or read before an invalidation
      return undefined;
    }
    this.#metrics.request('redis', state === 'fresh' ? 'hit' : 'stale');
    this.#memory.set(key, entry, lookup.raw.length);
    return entry;
  }

  #invalidateLocal(tags: readonly string[]): void {
    const dropped = this.#memory.deleteTagged(tags);
    const tagSet = new Set(tags);
    for (const [key, flight] of this.#flights) {
      if (!flight.tags.some((tag) => tagSet.has(tag))) continue;
      flight.invalidated = true;
      this.#flights.delete(key);
    }
    this.#logger.debug({ event: 'cache_invalidated', tags, dropped }, 'cache tags invalidated');
  }

  /** Invalidations broadcast while we were not subscribed were missed: drop whatever they could have targeted. */
  #dropMissedInvalidations(): void {
    const dropped = this.#memory.deleteAllTagged();
    if (dropped > 0) {
      this.#logger.info(
        { event: 'cache_resubscribed', dropped },
        'dropped tagged entries after a pub/sub gap',
      );
    }
  }

  #trackWrite(write: Promise<void>): void {
    this.#pendingWrites.add(write);
    void write.then(() => this.#pendingWrites.delete(write)); // RedisTier.write never rejects
  }
}
