/**
 * The search's filters, sort and page (storefront.md §7 "Search"): the whole state the visitor chose,
 * checked field by field (422 with each field's message), answers the results page's address for it.
 * A change of the query, a filter or the sort is a `filter_applied` event (storefront.md §3); turning a
 * page is not.
 */
import { filterAppliedEntities } from '@waypoint/config';
import type { AnalyticsEvent } from '@waypoint/schemas';
import { z } from 'zod';
import { searchInputErrors } from '../search/search-input.ts';
import {
  canonicalSearch,
  EMPTY_SEARCH,
  knownDestinations,
  type SearchParams,
  type SearchState,
  searchHref,
  searchMonths,
  stateOf,
  upstreamQuery,
} from '../search/search-params.ts';
import { defineAction } from './define-action.ts';

const field = z.union([z.string().max(1000), z.number()]).optional();

/** Whether anything but the page changed. */
const refined = (before: SearchState, after: SearchState): boolean =>
  JSON.stringify({ ...before, page: 0 }) !== JSON.stringify({ ...after, page: 0 });

export const filterSearch = defineAction({
  name: 'filterSearch',
  page: 'searchResults',
  input: z.strictObject({
    q: field,
    destination: field,
    duration: field,
    month: field,
    priceMin: field,
    priceMax: field,
    sort: field,
    page: field,
  }),
  async run({ input, page, sources, t, now, locale, signal }) {
    const params = page.params as SearchParams;
    const all = await sources.search(upstreamQuery(EMPTY_SEARCH), { signal });
    const known = knownDestinations(all);
    const months = searchMonths(now);
    const checked = searchInputErrors(input, { known, months }, t);
    if ('errors' in checked) return checked;
    const found = await sources.search(upstreamQuery(checked.state), { signal });
    const state = canonicalSearch(checked.state, { known, months, pages: found.pages });
    const url = searchHref(params.market, state);
    if (!refined(stateOf(params), state)) return { url };
    const destination =
      state.destination === null
        ? null
        : {
            id: state.destination,
            name: all.facets.destinations.find((d) => d.id === state.destination)?.name ?? null,
          };
    const event: AnalyticsEvent = {
      event: 'filter_applied',
      entities: {
        ...filterAppliedEntities({ ...state, destination, results: found.total }, params.market, locale),
      },
    };
    return { url, events: [event] };
  },
});
