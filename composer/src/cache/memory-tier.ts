// The in-process tier: an LRU bounded by entry count and by approximate bytes (the length of the entry's
// JSON envelope), plus a tag -> keys index so invalidation does not scan the whole cache. Values are kept
// as given (no copy); expiry is judged against the injectable clock rather than lru-cache's own TTLs.

import { LRUCache } from 'lru-cache';
import { type CacheEntry, freshness } from './entry.ts';

export interface MemoryTierOptions {
  maxEntries?: number;
  maxBytes?: number;
}

export const DEFAULT_MAX_ENTRIES = 10_000;
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

export class MemoryTier {
  readonly #lru: LRUCache<string, CacheEntry>;
  readonly #keysByTag = new Map<string, Set<string>>();

  constructor(options: MemoryTierOptions = {}) {
    this.#lru = new LRUCache<string, CacheEntry>({
      max: options.maxEntries ?? DEFAULT_MAX_ENTRIES,
      maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
      // Runs synchronously inside set/delete/evict, so the index never points at a missing entry.
      dispose: (entry, key) => this.#unindex(key, entry.tags),
    });
  }

  get size(): number {
    return this.#lru.size;
  }

  /** The entry if present and not past staleUntil; expired entries are dropped on sight. */
  get(key: string, now: number): CacheEntry | undefined {
    const entry = this.#lru.get(key);
    if (entry === undefined) return undefined;
    if (freshness(entry, now) === 'expired') {
      this.#lru.delete(key);
      return undefined;
    }
    return entry;
  }

  /** `sizeBytes` is the approximate footprint (the encoded envelope's length). */
  set(key: string, entry: CacheEntry, sizeBytes: number): void {
    this.#lru.set(key, entry, { size: Math.max(1, sizeBytes) });
    // An entry larger than maxBytes is refused by lru-cache; index only what was stored.
    if (this.#lru.peek(key) !== entry) return;
    for (const tag of entry.tags) {
      let keys = this.#keysByTag.get(tag);
      if (keys === undefined) {
        keys = new Set();
        this.#keysByTag.set(tag, keys);
      }
      keys.add(key);
    }
  }

  delete(key: string): void {
    this.#lru.delete(key);
  }

  /** Drops every entry carrying any of the tags; returns how many were dropped. */
  deleteTagged(tags: Iterable<string>): number {
    let dropped = 0;
    for (const tag of tags) {
      const keys = this.#keysByTag.get(tag);
      if (keys === undefined) continue;
      for (const key of [...keys]) {
        if (this.#lru.delete(key)) dropped++;
      }
      this.#keysByTag.delete(tag);
    }
    return dropped;
  }

  /** Drops every entry that carries at least one tag (see TieredCache: after a pub/sub gap). */
  deleteAllTagged(): number {
    return this.deleteTagged([...this.#keysByTag.keys()]);
  }

  clear(): void {
    this.#lru.clear();
  }

  #unindex(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.#keysByTag.get(tag);
      if (keys === undefined) continue;
      keys.delete(key);
      if (keys.size === 0) this.#keysByTag.delete(tag);
    }
  }
}
