// One cache entry as both tiers see it. Freshness is stored as absolute timestamps so that an entry read
// back from Redis (or promoted into memory) keeps exactly its remaining freshness, whoever wrote it.

export interface CacheEntryOptions {
  /** Fresh for this long. */
  ttlMs: number;
  /** Then served stale for this long while one background refresh runs (stale-while-revalidate). */
  staleMs?: number;
  /** Invalidation tags, e.g. 'layout:home:us', 'upstream:/api/home:us'. */
  tags?: readonly string[];
  /**
   * In-process tier only: for a key with a part that comes from no bounded set (an unknown host or
   * reseller), kept in the bounded LRU and never written to (nor read from) Redis, so visitors cannot grow
   * Redis without bound.
   */
  local?: boolean;
}

/** The envelope stored in Redis as JSON, and (with the value as given) in memory. */
export interface CacheEntry<T = unknown> {
  v: T;
  freshUntil: number;
  staleUntil: number;
  tags: readonly string[];
}

export type Freshness = 'fresh' | 'stale' | 'expired';

/** Throws a RangeError for durations that would make an entry meaningless (a caller bug, not a cache fault). */
export function assertEntryOptions(options: CacheEntryOptions): void {
  const { ttlMs, staleMs = 0 } = options;
  if (!Number.isFinite(ttlMs) || ttlMs <= 0) {
    throw new RangeError(`cache ttlMs must be a positive number of milliseconds, got ${ttlMs}`);
  }
  if (!Number.isFinite(staleMs) || staleMs < 0) {
    throw new RangeError(`cache staleMs must be zero or a positive number of milliseconds, got ${staleMs}`);
  }
}

export function createEntry<T>(value: T, options: CacheEntryOptions, now: number): CacheEntry<T> {
  assertEntryOptions(options);
  const { ttlMs, staleMs = 0, tags = [] } = options;
  return { v: value, freshUntil: now + ttlMs, staleUntil: now + ttlMs + staleMs, tags: [...tags] };
}

export function freshness(entry: CacheEntry, now: number): Freshness {
  if (now < entry.freshUntil) return 'fresh';
  if (now < entry.staleUntil) return 'stale';
  return 'expired';
}

/** Milliseconds until the entry is gone for good: the Redis PX expiry. */
export function remainingLifeMs(entry: CacheEntry, now: number): number {
  return Math.ceil(entry.staleUntil - now);
}

export function encodeEntry(entry: CacheEntry): string {
  return JSON.stringify(entry);
}

/**
 * Parses an envelope read from Redis. Returns undefined for anything that is not one (a foreign or
 * truncated value under our key), which the caller treats as a miss.
 */
export function decodeEntry(raw: string): CacheEntry | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined; // not JSON: reported by the caller as a corrupt entry
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { v, freshUntil, staleUntil, tags } = parsed as Record<string, unknown>;
  if (typeof freshUntil !== 'number' || typeof staleUntil !== 'number') return undefined;
  if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) return undefined;
  return { v, freshUntil, staleUntil, tags };
}
