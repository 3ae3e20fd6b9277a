/**
 * The search results page (storefront.md §2 "/search-results/search-results", §7 "Search"):
 * `/{market}/search-results/search-results` and, market-less, `/search-results/search-results?lang=`.
 * Its state is its query (search/search-params.ts): what the address asks is read leniently (a bad value
 * is dropped, never a 500), then checked against the data in `resolve` (a known destination, one of the
 * twelve months offered, a page that exists). A page with a text query or a price typed by the visitor
 * is kept in process only (`boundedParams`), so what visitors type never becomes a Redis key.
 */
import { isMarket } from '@waypoint/config';
import type { Market, UpstreamSearchResults } from '@waypoint/schemas';
import {
  boundedSearch,
  canonicalSearch,
  EMPTY_SEARCH,
  knownDestinations,
  parseSearchQuery,
  SEARCH_RESULTS_PATH,
  type SearchParams,
  searchMonths,
  stateOf,
  upstreamQuery,
} from '../search/search-params.ts';
import { definePage } from './define-page.ts';
import { searchResultsMeta } from './search-results-meta.ts';
import { sitePageData } from './site-data.ts';

const SEGMENTS = SEARCH_RESULTS_PATH.split('/').filter(Boolean);

/** The market of a search results path, or null when the path is not one. */
function marketOf(segments: readonly string[], langMarket: Market): Market | null {
  const rest = segments.slice(-SEGMENTS.length);
  if (rest.length !== SEGMENTS.length || rest.some((s, i) => s !== SEGMENTS[i])) return null;
  if (segments.length === SEGMENTS.length) return langMarket;
  const first = segments[0]!.toLowerCase();
  return segments.length === SEGMENTS.length + 1 && isMarket(first) ? first : null;
}

export const searchResults = definePage<SearchParams, UpstreamSearchResults | null>({
  kind: 'searchResults',
  match({ segments, langMarket, query }) {
    const market = marketOf(segments, langMarket);
    if (market === null) return null;
    return {
      params: { market, ...parseSearchQuery(query) },
      sitePath: `/${market}${SEARCH_RESULTS_PATH}`,
    };
  },
  async resolve({ params, sources, signal, now, log }) {
    const asked = stateOf(params);
    let known = new Set<number>();
    try {
      // Only a destination asked for needs the list of known ones (a call of its own).
      if (asked.destination !== null)
        known = knownDestinations(await sources.search(upstreamQuery(EMPTY_SEARCH), { signal }));
    } catch (err) {
      // The destination cannot be vouched for: dropped; the blocks say the search is unavailable.
      log.warn({ err }, 'search unavailable: the destination filter is dropped');
    }
    let state = canonicalSearch(asked, { known, months: searchMonths(now), pages: null });
    try {
      const found = await sources.search(upstreamQuery(state), { signal });
      state = canonicalSearch(state, { known, months: searchMonths(now), pages: found.pages });
    } catch (err) {
      log.warn({ err }, 'search unavailable: the page is not checked');
    }
    return { kind: 'page', params: { market: params.market, ...state } };
  },
  boundedParams: (params) => boundedSearch(stateOf(params)),
  layoutKey: () => 'searchResults',
  samplePath: (key, { market }) => (key === 'searchResults' ? `/${market}${SEARCH_RESULTS_PATH}` : null),
  scope: 'shared',
  experiments: ['headerWithSearch', 'ABPhoneHeader'],
  async prefetch({ params, sources, signal }) {
    const [found] = await Promise.all([
      // Meta only (its item list): the blocks say what a failure means.
      sources.search(upstreamQuery(stateOf(params)), { signal }).catch(() => null),
      sitePageData(sources),
    ]);
    return found;
  },
  meta: ({ ctx, t, params, data }) => searchResultsMeta(ctx, t, stateOf(params), data),
});
