/**
 * Step 3 of composition: the published layout that best matches a page key, market, affiliate and site
 * kind, read from the content store and cached (tags `layout` and `layout:<page key>`, invalidated when
 * staff publish). No layout is remembered too, in the in-process tier only: a page key can come from the
 * URL (a landing slug), so a miss must never become a Redis key.
 */
import type { ContentStore } from '@waypoint/cms-adapter';
import type { Market, PublishedLayout } from '@waypoint/schemas';
import { shortLived } from '../cache/short-lived.ts';
import { Errors } from '../errors.ts';
import type { CacheLike } from './cache-like.ts';

type SiteKind = PublishedLayout['scope']['siteKind'] & string;

export interface LayoutQuery {
  pageKey: string;
  market: Market;
  affiliateId: number;
  siteKind: SiteKind;
}

export class LayoutSource {
  readonly #cache: CacheLike;
  readonly #content: ContentStore;
  readonly #ttlMs: number;
  readonly #staleMs: number;

  constructor(deps: { cache: CacheLike; content: ContentStore; ttlMs: number; staleMs: number }) {
    this.#cache = deps.cache;
    this.#content = deps.content;
    this.#ttlMs = deps.ttlMs;
    this.#staleMs = deps.staleMs;
  }

  /** The cache key of a layout query. */
  static key(q: LayoutQuery): string {
    return `layout:${q.pageKey}:${q.market}:${q.affiliateId}:${q.siteKind}`;
  }

  /** Whether the layout must be read from the store (the page-data calls may then start beside it). */
  cold(key: string): boolean {
    return this.#cache.peek(key) === undefined;
  }

  /** The layout, or LAYOUT_NOT_FOUND; CONTENT_STORE_UNAVAILABLE when the store fails. */
  async get(key: string, q: LayoutQuery): Promise<PublishedLayout> {
    const cached = this.#cache.peek<{ v: PublishedLayout | null }>(key);
    const entry =
      cached ??
      (await this.#cache.wrap<{ v: PublishedLayout | null }>(
        key,
        { ttlMs: this.#ttlMs, staleMs: this.#staleMs, tags: ['layout', `layout:${q.pageKey}`] },
        async () => {
          try {
            const v = await this.#content.getPublishedLayout(q);
            return v ? { v } : shortLived({ v: null }, this.#ttlMs, { local: true });
          } catch (cause) {
            throw new Errors.CONTENT_STORE_UNAVAILABLE((cause as Error).message, { cause });
          }
        },
      ));
    if (!entry.v) throw new Errors.LAYOUT_NOT_FOUND(q.pageKey, q.market);
    return entry.v;
  }
}
