/**
 * A site path to its page: the first definition whose `match` answers, in the order of PAGE_KINDS
 * (storefront.md §2 "Page kinds recognised from the current location"). The error page, tried last,
 * answers every path of a valid market; anything else is the spec's 302 to /us/404.
 */
import { marketFromLang } from '@waypoint/config';
import type { Market } from '@waypoint/schemas';
import type { AnyPageDefinition, PageParams, Query, Redirect, Sample } from './define-page.ts';
import { error, invalidMarket, notFoundPage } from './error.ts';
import { PAGES } from './pages.gen.ts';

export type { AnyPageDefinition, PageParams, Query, Redirect } from './define-page.ts';
export { PAGES };

export interface PageMatch {
  page: AnyPageDefinition;
  params: PageParams;
  sitePath: string;
}

/**
 * The site path at which the studio previews a layout with this page key: the first page definition
 * that owns the key answers (its `samplePath`); null when no page can show it without a booking.
 */
export function samplePathOf(layoutKey: string, sample: Sample): string | null {
  return ownerOf(layoutKey, sample)?.path ?? null;
}

function ownerOf(layoutKey: string, sample: Sample): { page: AnyPageDefinition; path: string } | null {
  for (const page of PAGES) {
    const path = page.samplePath?.(layoutKey, sample);
    if (path) return { page, path };
  }
  return null;
}

/**
 * Where the studio says a layout is served, from its page definition: the sample path without a trip (a
 * trip layout: the pattern of every trip's address), else, for a page that exists for one booking only
 * (a checkout, a booking's documents), its key's segments under the market.
 */
export function layoutSiteOf(layoutKey: string, market: Market): { path: string; previewTrip: boolean } {
  const owner = ownerOf(layoutKey, { market });
  if (owner) return { path: owner.path, previewTrip: owner.page.previewTrip === true };
  return { path: `/${market}/${layoutKey.split(':').join('/')}`, previewTrip: false };
}

/** The not-found page of a market (an unknown trip, an unpublished landing page). */
export function notFound(market: PageParams['market'], missing: string): PageMatch {
  return { page: error as unknown as AnyPageDefinition, ...notFoundPage(market, missing) };
}

/**
 * `after`: a definition whose `resolve` answered 'next' for this path; only the definitions after it are
 * tried.
 */
export function matchPage(
  path: string,
  query: Query,
  after?: AnyPageDefinition,
): PageMatch | { redirect: Redirect } {
  const lang = query['lang'];
  const fromLang = marketFromLang(lang);
  // storefront.md §5: the market derived from lang must be valid, otherwise /us/404.
  if (lang !== undefined && !fromLang.valid) return { redirect: invalidMarket(`lang=${lang}`) };
  const segments = path.split('/').filter((s) => s.length > 0);
  const input = { path, segments, query, langMarket: fromLang.market };
  const from = after ? PAGES.indexOf(after) + 1 : 0;
  for (const page of PAGES.slice(from)) {
    const matched = page.match(input);
    if (matched === null) continue;
    if ('redirect' in matched) return matched;
    if ('notFound' in matched) return notFound(matched.market, matched.notFound);
    return { page, params: matched.params, sitePath: matched.sitePath };
  }
  throw new TypeError(`no page definition answered ${path}: the error page must answer every path`);
}
