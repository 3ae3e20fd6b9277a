/** The part of the cache that composition uses; TieredCache and BypassCache implement it. */
import { type CacheEntryOptions, type ShortLived, unwrap } from '../cache/index.ts';

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

/** Cache off (cold-composition benchmarks): every call loads, concurrent identical loads still share one. */
export class BypassCache implements CacheLike {
  readonly #inflight = new Map<string, Promise<unknown>>();

  wrap<T>(key: string, _options: CacheEntryOptions, load: () => Promise<T | ShortLived<T>>): Promise<T> {
    const running = this.#inflight.get(key);
    if (running) return running as Promise<T>;
    const promise = load()
      .then((result) => unwrap(result).value)
      .finally(() => this.#inflight.delete(key));
    this.#inflight.set(key, promise);
    return promise;
  }
  peek<T>(): T | undefined {
    return undefined;
  }
  async set(): Promise<void> {}
  async invalidateTags(): Promise<void> {}
  redisStatus(): 'disabled' {
    return 'disabled';
  }
  async ping(): Promise<boolean> {
    return true;
  }
  async close(): Promise<void> {}
}
