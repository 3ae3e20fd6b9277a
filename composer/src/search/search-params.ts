/**
 * The search results page's state is its query (ARCHITECTURE.md "Pages"; storefront.md §2
 * "/search-results/search-results"): `?q=&destination=&duration=&month=&priceMin=&priceMax=&sort=&page=`.
 * `parseSearchQuery` reads what the address asks and drops what it cannot mean (a 500 is never the
 * answer to a bad parameter); `canonicalSearch` then checks it against the data (a known destination, a
 * month of the twelve offered, a page that exists). Every choice on the page is a link to the query with
 * that choice made, and the filter action answers such a query: one place decides what a search means.
 */
import {
  type Market,
  SEARCH_DURATIONS,
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_SORTS,
  type SearchDuration,
  type SearchSort,
  type UpstreamSearchResults,
} from '@waypoint/schemas';
import type { Dimension } from '../compose/types.ts';
import type { Query } from '../pages/define-page.ts';

/** What the search's blocks depend on: the market, the language and every filter of the query. */
export const SEARCH_DIMENSIONS = [
  'market',
  'locale',
  'param:q',
  'param:destination',
  'param:duration',
  'param:month',
  'param:priceMin',
  'param:priceMax',
  'param:sort',
] as const satisfies readonly Dimension[];

export const SEARCH_RESULTS_PATH = '/search-results/search-results';

/** Cards per page: four rows of three on a laptop. */
export const SEARCH_PAGE_SIZE = 12;

/** The highest price a filter takes (any currency): more is no filter at all. */
export const SEARCH_MAX_PRICE = 10_000_000;

/** The canonical params of a search results page: what it shows, and what it is cached under. */
export type SearchParams = {
  market: Market;
  /** The text query, trimmed, inner spaces collapsed, at most SEARCH_MAX_QUERY_LENGTH characters. */
  q: string;
  /** A country id, or null for any. */
  destination: number | null;
  /** A duration bucket, or '' for any. */
  duration: SearchDuration | '';
  /** 'YYYY-MM', or '' for any. */
  month: string;
  priceMin: number | null;
  priceMax: number | null;
  sort: SearchSort;
  page: number;
};

/** What the visitor can change on the page: the params without the market. */
export type SearchState = Omit<SearchParams, 'market'>;

export const EMPTY_SEARCH: SearchState = {
  q: '',
  destination: null,
  duration: '',
  month: '',
  priceMin: null,
  priceMax: null,
  sort: 'relevance',
  page: 1,
};

/** The query text as the page keeps it: trimmed, single-spaced, cut to the longest taken. */
export function cleanText(text: string): string {
  return text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_MAX_QUERY_LENGTH)
    .trim();
}

const whole = (value: string | undefined, max: number): number | null => {
  if (value === undefined || !/^\d{1,9}$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n <= max ? n : null;
};

export const isSearchDuration = (value: unknown): value is SearchDuration =>
  (SEARCH_DURATIONS as readonly unknown[]).includes(value);

export const isSearchSort = (value: unknown): value is SearchSort =>
  (SEARCH_SORTS as readonly unknown[]).includes(value);

/** 'YYYY-MM' with a real month. */
export const isMonth = (value: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/**
 * What a query asks, each value kept only when it can mean something (an unknown sort, a price that is
 * no number, a page 0 are dropped); the price bounds are swapped when given the wrong way round. Pure.
 */
export function parseSearchQuery(query: Query): SearchState {
  let priceMin = whole(query['priceMin'], SEARCH_MAX_PRICE);
  let priceMax = whole(query['priceMax'], SEARCH_MAX_PRICE);
  if (priceMin !== null && priceMax !== null && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  const duration = query['duration'];
  const sort = query['sort'];
  const month = query['month'] ?? '';
  const destination = whole(query['destination'], 999_999_999);
  return {
    q: cleanText(query['q'] ?? ''),
    destination: destination === 0 ? null : destination,
    duration: isSearchDuration(duration) ? duration : '',
    month: isMonth(month) ? month : '',
    priceMin,
    priceMax,
    sort: isSearchSort(sort) ? sort : 'relevance',
    page: Math.max(1, whole(query['page'], 10_000) ?? 1),
  };
}

/** The twelve months a search offers ('YYYY-MM'), this one (of `now`, UTC) first. */
export function searchMonths(now: Date): string[] {
  const start = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return Array.from({ length: 12 }, (_, i) => {
    const index = start + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * The state the page shows, checked against the data: a destination the catalogue has (`known`: the
 * countries of an unfiltered search), a month of the twelve offered, a page no further than the last
 * (`pages` of the search with these filters; 0 pages is page 1). Pure.
 */
export function canonicalSearch(
  state: SearchState,
  facts: { known: ReadonlySet<number>; months: readonly string[]; pages: number | null },
): SearchState {
  const destination =
    state.destination !== null && facts.known.has(state.destination) ? state.destination : null;
  const month = facts.months.includes(state.month) ? state.month : '';
  const last = Math.max(1, facts.pages ?? state.page);
  return { ...state, destination, month, page: Math.min(state.page, last) };
}

/** The upstream request of a state (search/search.ts in the sandbox answers it). */
export function upstreamQuery(state: SearchState): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (state.q !== '') query['q'] = state.q;
  if (state.destination !== null) query['destination'] = state.destination;
  if (state.duration !== '') query['duration'] = state.duration;
  if (state.month !== '') query['month'] = state.month;
  if (state.priceMin !== null) query['priceMin'] = state.priceMin;
  if (state.priceMax !== null) query['priceMax'] = state.priceMax;
  query['sort'] = state.sort;
  query['page'] = state.page;
  query['pageSize'] = SEARCH_PAGE_SIZE;
  return query;
}

/** The query string of a state: only what differs from no search at all, in a fixed order. */
export function searchQueryString(state: SearchState): string {
  const q = new URLSearchParams();
  if (state.q !== '') q.set('q', state.q);
  if (state.destination !== null) q.set('destination', String(state.destination));
  if (state.duration !== '') q.set('duration', state.duration);
  if (state.month !== '') q.set('month', state.month);
  if (state.priceMin !== null) q.set('priceMin', String(state.priceMin));
  if (state.priceMax !== null) q.set('priceMax', String(state.priceMax));
  if (state.sort !== 'relevance') q.set('sort', state.sort);
  if (state.page > 1) q.set('page', String(state.page));
  return q.toString();
}

/** The page's address for a state: `/{market}/search-results/search-results?...`. */
export function searchHref(market: Market, state: SearchState): string {
  const query = searchQueryString(state);
  return `/${market}${SEARCH_RESULTS_PATH}${query === '' ? '' : `?${query}`}`;
}

/** The state of the params (without the market). */
export function stateOf(params: SearchParams): SearchState {
  const { market: _market, ...state } = params;
  return state;
}

/**
 * So that no visitor can grow Redis without bound, a key may hold visitor-chosen values only from bounded
 * sets. The text query and the price bounds are whatever the visitor types: such a page is kept in the
 * bounded in-process tier only, never in Redis. Destinations, durations, months, sorts and pages come from
 * small sets.
 */
export const boundedSearch = (state: SearchState): boolean =>
  state.q === '' && state.priceMin === null && state.priceMax === null;

/** The destinations an unfiltered search knows (its facet), for `canonicalSearch`. */
export const knownDestinations = (all: UpstreamSearchResults): Set<number> =>
  new Set(all.facets.destinations.map((d) => d.id));
