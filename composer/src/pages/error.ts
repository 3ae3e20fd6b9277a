/**
 * The error pages, /{market}/404 and /{market}/500 (storefront.md §2 "Page routes", §8), and the
 * not-found page any other path of a valid market gets. Tried last. A path whose first segment names
 * no market is the spec's 302 to /us/404 with X-error: generic. The layout is built in: error pages
 * must render while the content store or the upstream is down.
 */
import { DEFAULT_MARKET, isMarket } from '@waypoint/config';
import type { Market, PublishedLayout } from '@waypoint/schemas';
import { builtinLayout } from './builtin-layout.ts';
import { definePage, type Redirect } from './define-page.ts';
import { errorMeta } from './error-meta.ts';

export type ErrorStatus = 404 | 500;

export type ErrorParams = {
  market: Market;
  status: ErrorStatus;
  /** The requested path when no page lives there (not /{market}/404 itself). */
  missing: string | null;
};

/** storefront.md §2, §8: an invalid market is a 302 to /us/404 with X-error: generic. */
export const invalidMarket = (reason: string): Redirect => ({
  status: 302,
  location: `/${DEFAULT_MARKET}/404`,
  headers: { 'X-error': 'generic' },
  reason,
});

const builtin = (status: ErrorStatus): PublishedLayout =>
  builtinLayout(`error:${status}`, 'ErrorPage', `error-${status}`, { statusCode: status });
const LAYOUTS = { 404: builtin(404), 500: builtin(500) } as const;

/** The not-found page of a market, for a path where no page lives. */
export const notFoundPage = (market: Market, missing: string) => ({
  params: { market, status: 404, missing } satisfies ErrorParams as ErrorParams,
  sitePath: `/${market}/404`,
});

export const error = definePage<ErrorParams>({
  kind: 'error',
  match({ path, segments }) {
    const first = segments[0] ?? '';
    const market = first.toLowerCase();
    if (!isMarket(market)) return { redirect: invalidMarket(first) };
    if (segments.length === 2 && (segments[1] === '404' || segments[1] === '500')) {
      const status = segments[1] === '404' ? 404 : 500;
      return { params: { market, status, missing: null }, sitePath: `/${market}/${status}` };
    }
    return notFoundPage(market, path);
  },
  layoutKey: ({ status }) => `error:${status}`,
  samplePath: (key, { market }) =>
    key === 'error:404' || key === 'error:500' ? `/${market}/${key.slice(6)}` : null,
  // The missing path is logged, not shown: it is no part of the cache key (any path would be a new key).
  cacheParams: ({ market, status }) => ({ market, status }),
  builtinLayout: ({ status }) => LAYOUTS[status],
  scope: 'shared',
  status: ({ status }) => status,
  meta: ({ ctx, t, params }) => errorMeta(ctx, t, params.status),
});
