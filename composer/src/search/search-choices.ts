/**
 * A choice on the search results page (a sort, a page, the filters as a whole) is a link to the page
 * with it made, and the `filterSearch` action with the whole state it leads to: the runtime posts the
 * action, the address stays the same as the link's, and a client without JavaScript follows the link.
 */
import type { Market, SubmitAction } from '@waypoint/schemas';
import { submitOf } from '../actions/define-action.ts';
import { filterSearch } from '../actions/filter-search.ts';
import { type SearchState, searchHref } from './search-params.ts';

/** The action input of a state: every field as text, '' for none (the form sends the same). */
export function stateInput(state: SearchState): Record<string, string> {
  return {
    q: state.q,
    destination: state.destination === null ? '' : String(state.destination),
    duration: state.duration,
    month: state.month,
    priceMin: state.priceMin === null ? '' : String(state.priceMin),
    priceMax: state.priceMax === null ? '' : String(state.priceMax),
    sort: state.sort,
    page: String(state.page),
  };
}

export function filterAction(input: Record<string, string> = {}): SubmitAction {
  return submitOf(filterSearch, input);
}

export function searchChoice(
  market: Market,
  state: SearchState,
  label: string,
): { label: string; href: string; action: SubmitAction } {
  return { label, href: searchHref(market, state), action: filterAction(stateInput(state)) };
}
