/** The composition's cache wrappers: cache off, composition off, and the in-process tier only. */

import type { CacheLike } from '../cache/cache-like.ts';
import { type CacheEntryOptions, type ShortLived, unwrap } from '../cache/index.ts';
import { isCompositionKey } from './cache-keys.ts';

export type { CacheLike } from '../cache/cache-like.ts';

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

/** A cache in front of `inner`: everything passes through unless a subclass says otherwise. */
abstract class DelegatingCache implements CacheLike {
  constructor(readonly inner: CacheLike) {}

  wrap<T>(key: string, options: CacheEntryOptions, load: () => Promise<T | ShortLived<T>>): Promise<T> {
    return this.inner.wrap(key, options, load);
  }
  peek<T>(key: string): T | undefined {
    return this.inner.peek<T>(key);
  }
  set<T>(key: string, value: T, options: CacheEntryOptions): Promise<void> {
    return this.inner.set(key, value, options);
  }
  invalidateTags(tags: readonly string[]): Promise<void> {
    return this.inner.invalidateTags(tags);
  }
  redisStatus(): 'ok' | 'down' | 'disabled' {
    return this.inner.redisStatus();
  }
  ping(): Promise<boolean> {
    return this.inner.ping();
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

/**
 * Composed output (pages, blocks, last-good copies) never cached, everything else through `inner`: what
 * an action costs when the upstream data is warm but the page it leads to was never composed.
 */
export class CompositionBypassCache extends DelegatingCache {
  readonly #bypass = new BypassCache();

  #for(key: string): CacheLike {
    return isCompositionKey(key) ? this.#bypass : this.inner;
  }
  override wrap<T>(
    key: string,
    options: CacheEntryOptions,
    load: () => Promise<T | ShortLived<T>>,
  ): Promise<T> {
    return this.#for(key).wrap(key, options, load);
  }
  override peek<T>(key: string): T | undefined {
    return this.#for(key).peek<T>(key);
  }
  override set<T>(key: string, value: T, options: CacheEntryOptions): Promise<void> {
    return this.#for(key).set(key, value, options);
  }
}

/**
 * Every entry in the in-process tier only (`local`): the blocks of a page whose params hold what a
 * visitor types (a search query) never become Redis keys: Redis would grow with every new search.
 */
export class LocalOnlyCache extends DelegatingCache {
  override wrap<T>(
    key: string,
    options: CacheEntryOptions,
    load: () => Promise<T | ShortLived<T>>,
  ): Promise<T> {
    return this.inner.wrap(key, { ...options, local: true }, load);
  }
  override set<T>(key: string, value: T, options: CacheEntryOptions): Promise<void> {
    return this.inner.set(key, value, { ...options, local: true });
  }
}
