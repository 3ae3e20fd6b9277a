/**
 * The part of the cache that composition and the data sources use; TieredCache and the composition's
 * wrappers (compose/cache-like.ts) implement it. It lives with the cache so that the sources need
 * nothing from the composition pipeline.
 */
import type { CacheEntryOptions } from './entry.ts';
import type { ShortLived } from './short-lived.ts';

export interface CacheLike {
  /** The cached value, or `load`'s (single flight); a `shortLived(value)` is kept briefly. */
  wrap<T>(key: string, options: CacheEntryOptions, load: () => Promise<T | ShortLived<T>>): Promise<T>;
  peek<T>(key: string): T | undefined;
  set<T>(key: string, value: T, options: CacheEntryOptions): Promise<void>;
  invalidateTags(tags: readonly string[]): Promise<void>;
  redisStatus(): 'ok' | 'down' | 'disabled';
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
