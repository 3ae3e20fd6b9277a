/**
 * Step 5 for whole pages: the page cache and the last good copy of each page. A shared page is cached
 * under its page key (layout version and which scheduled placements are live, the context dimensions,
 * the params its content depends on); its visitor blocks are holes, filled per request. The last good
 * copy (24 h) is what a failing page serves instead of the spec's error redirect; only a page under a
 * bounded key has one, and a page with a failed or degraded block is neither kept long nor kept as one.
 */
import type { CookieInstruction } from '@waypoint/config';
import type { PublishedLayout } from '@waypoint/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { type ShortLived, shortLived } from '../cache/short-lived.ts';
import { scheduleState } from './audience.ts';
import { LAST_GOOD_PREFIX, layoutRef, pageCacheKey } from './cache-keys.ts';
import type { CacheLike } from './cache-like.ts';
import type { Cached, ComposedJson } from './compose-tree.ts';
import type { Composition } from './composition.ts';
import { type PageResponse, serverErrorRedirect } from './page-response.ts';
import { fillTemplate, toTemplate } from './page-template.ts';

const LAST_GOOD_TTL_MS = 24 * 3600_000;

/** Where a page's answer came from (the `pages` metric's `source` label). */
export type PageSourceLabel = 'memo' | 'memory' | 'composed' | 'last-good' | 'error';
export type CountPage = (kind: string, source: PageSourceLabel) => void;

export class PageCache {
  readonly #cache: CacheLike;
  readonly #ttlMs: number;
  readonly #staleMs: number;
  readonly #degradedTtlMs: number | undefined;
  readonly #count: CountPage;

  constructor(deps: {
    cache: CacheLike;
    ttlMs: number;
    staleMs: number;
    degradedTtlMs: number | undefined;
    count: CountPage;
  }) {
    this.#cache = deps.cache;
    this.#ttlMs = deps.ttlMs;
    this.#staleMs = deps.staleMs;
    this.#degradedTtlMs = deps.degradedTtlMs;
    this.#count = deps.count;
  }

  key(c: Composition): string {
    return pageCacheKey(
      c.page.layoutKey(c.params),
      versionRef(c.layout, c.now),
      c.ctx,
      c.page.cacheParams?.(c.params) ?? c.params,
    );
  }

  peek(key: string): Cached | undefined {
    return this.#cache.peek<Cached>(key);
  }

  /** The cached page, else composed once for every request waiting on it (single flight) and cached. */
  get(c: Composition, key: string, compose: () => Promise<ComposedJson>): Promise<Cached> {
    return this.#cache.wrap<Cached>(
      key,
      {
        ttlMs: this.#ttlMs,
        staleMs: this.#staleMs,
        tags: ['pages', `layout:${c.page.layoutKey(c.params)}`],
        // A page under an unbounded key (what a visitor typed) stays in the bounded in-process tier.
        ...(c.bounded ? {} : { local: true }),
      },
      () => this.#shared(c, key, compose),
    );
  }

  /**
   * A page that could not be composed: its last good copy (its visitor blocks left out while it fails),
   * else storefront.md §8's 302 to /us/500. `key` is null where the page has no last good copy.
   */
  fallback(
    err: unknown,
    kind: string,
    key: string | null,
    headers: Record<string, string>,
    cookies: CookieInstruction[],
    log: FastifyBaseLogger,
  ): PageResponse {
    const lastGood = key === null ? undefined : this.#cache.peek<Cached>(`${LAST_GOOD_PREFIX}${key}`);
    if (lastGood !== undefined) {
      log.warn({ err }, 'page composition failed: serving the last good page');
      this.#count(kind, 'last-good');
      // A last good copy holds no visitor data: its visitor blocks stay out while the page is failing.
      const body = typeof lastGood === 'string' ? lastGood : fillTemplate(lastGood, []);
      return {
        kind: 'page',
        status: 200,
        body,
        headers: { ...headers, 'X-Waypoint-Served': 'last-good' },
        cookies,
      };
    }
    // storefront.md §8: any failing page-data call is logged, then a 302 to /us/500 with X-error: generic.
    log.error({ err }, 'page composition failed: redirecting to the error page');
    this.#count(kind, 'error');
    return serverErrorRedirect();
  }

  /** The shared part of a page as cached, with its life; kept as the last good copy when it may be. */
  async #shared(
    c: Composition,
    key: string,
    compose: () => Promise<ComposedJson>,
  ): Promise<Cached | ShortLived<Cached>> {
    const { json, slots, degraded } = await compose();
    const cached: Cached = slots.length === 0 ? json : toTemplate(json, slots);
    if (degraded) {
      c.log.info({ page: c.page.kind }, 'page kept briefly: a block failed or is degraded');
      return shortLived(cached, this.#degradedTtlMs, { local: !c.bounded });
    }
    if (c.bounded) {
      await this.#cache.set(`${LAST_GOOD_PREFIX}${key}`, cached, {
        ttlMs: LAST_GOOD_TTL_MS,
        tags: ['last-good'],
      });
    }
    return cached;
  }
}

/** The layout's version plus which of its scheduled placements are live now (a page key part). */
function versionRef(layout: PublishedLayout, now: Date): string {
  const ref = layoutRef(layout);
  const state = scheduleState(
    layout.placements.map((p) => p.schedule),
    now,
  );
  return state === '' ? ref : `${ref}~${state}`;
}
