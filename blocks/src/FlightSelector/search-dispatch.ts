/**
 * What the flight selector dispatches when it sees new props (buying-flow.md §3 "Flight search"): a
 * search it sees `loading` is loaded once (its `load`, once per `searchKey`); a search that is replaced
 * by a newer one (another `searchKey`) while it was still loading is reported as cancelled (its own
 * `cancelled` track), before the newer one is loaded. Pure, so the rule is tested without a DOM.
 */
import type { Action, FlightSelectorProps } from '@waypoint/schemas';

export type SearchView = Pick<FlightSelectorProps, 'searchKey' | 'state' | 'load' | 'cancelled'>;

/**
 * `previous`: the props seen last (null on mount); `loadedKey`: the search key last loaded. The actions
 * to dispatch, in order.
 */
export function searchDispatches(
  previous: SearchView | null,
  next: SearchView,
  loadedKey: string | null,
): Action[] {
  const actions: Action[] = [];
  if (previous && previous.searchKey !== next.searchKey && previous.state === 'loading') {
    actions.push(previous.cancelled);
  }
  if (next.state === 'loading' && next.load && loadedKey !== next.searchKey) actions.push(next.load);
  return actions;
}
