/**
 * The flight search of the checkout's flight step as a pure reducer (buying-flow.md §3 "Flight search", §4
 * "Flights", §8 ERR_NO_FLIGHTS_AVAILABLE and ERROR_FLIGHTS_LIST, §9 "Session page cache").
 *
 * A search is pending while `state` is 'loading'. Readings:
 * - 'idle' is the state of no list at all (before any search, and after something cleared the list);
 * - a fresh (not cached) list is taken only while a search is pending: after a cancel ('deleted'), a manual
 *   ERROR_FLIGHTS_LIST ('error'), new dates or new days ('idle'), the late answer of the old search is dropped.
 *   A cached list (§4 "A cached list can be shown instead") is taken in any state, with searchTime 0;
 * - a list without flights is an error: state 'error' with ERR_NO_FLIGHTS_AVAILABLE (§8), its list still sorted;
 * - an error code is set exactly in the 'error' state: the errors belong to the list, so whatever clears the list
 *   (new days, new dates, a new search, a cancel, a delete) clears them too;
 * - the list's own message is kept in errorMessage whether or not it has flights (§4, literally);
 * - only a cancel of a pending search is tracked as 'cancel_simulation' (`cancelEvents`): a cancel with nothing
 *   pending cancels nothing, and the manual ERROR_FLIGHTS_LIST is an error, not the traveller's cancel.
 */

type FlightListState = 'idle' | 'loading' | 'received' | 'error' | 'deleted';

export interface FlightOption {
  id: string;
  price: number;
  durationMins: number;
}

export interface FlightSearchState<F extends FlightOption = FlightOption> {
  /** Day entries by 'YYYY-MM-DD' (§3: each flagged isPrivateGroup, isSoloGroup or isRelatedCategory). */
  days: Readonly<Record<string, unknown>>;
  flightId: string | null;
  state: FlightListState;
  byPrice: readonly F[];
  byDuration: readonly F[];
  errorCode: 'ERR_NO_FLIGHTS_AVAILABLE' | 'ERROR_FLIGHTS_LIST' | null;
  errorMessage: string | null;
  /** Milliseconds the search took; 0 for a cached list; null without a list. */
  searchTime: number | null;
  departureDate: string | null;
  returnDate: string | null;
}

export type FlightSearchEvent<F = FlightOption> =
  | { type: 'requestDays' }
  | { type: 'receiveDays'; days: Record<string, unknown> }
  | { type: 'setDates'; departureDate: string; returnDate: string | null }
  | { type: 'requestList' }
  | {
      type: 'receiveList';
      hasFlights: boolean;
      list: readonly F[];
      message: string | null;
      searchTime: number;
      cached: boolean;
    }
  /** ERROR_FLIGHTS_LIST: the list call failed, or the error is raised manually; either cancels a pending search. */
  | { type: 'failList'; message: string | null }
  | { type: 'cancel' }
  | { type: 'deleteList' }
  | { type: 'selectFlight'; flightId: string };

export const initialFlightSearch: FlightSearchState<never> = Object.freeze({
  days: Object.freeze({}),
  flightId: null,
  state: 'idle',
  byPrice: Object.freeze([]),
  byDuration: Object.freeze([]),
  errorCode: null,
  errorMessage: null,
  searchTime: null,
  departureDate: null,
  returnDate: null,
});

// buying-flow.md §9: "Session page cache: 15 minutes for flight searches"
export const FLIGHT_SEARCH_CACHE_MS = 15 * 60_000;

/** Whether a flight search cached at `cachedAt` (ms since the epoch) may still be shown at `now`. */
export const flightSearchCacheFresh = (cachedAt: number, now: number): boolean =>
  Number.isFinite(cachedAt) &&
  Number.isFinite(now) &&
  now >= cachedAt &&
  now - cachedAt < FLIGHT_SEARCH_CACHE_MS;

/** Ascending, with anything that is not a number last. */
const byNumber = (a: number, b: number): number => {
  const x = Number.isFinite(a) ? a : Number.POSITIVE_INFINITY;
  const y = Number.isFinite(b) ? b : Number.POSITIVE_INFINITY;
  return x === y ? 0 : x < y ? -1 : 1;
};
const byId = (a: FlightOption, b: FlightOption): number => (a.id === b.id ? 0 : a.id < b.id ? -1 : 1);
const flights = <F extends FlightOption>(list: readonly F[]): F[] =>
  (Array.isArray(list) ? list : []).filter((f): f is F => !!f && typeof f === 'object');

// buying-flow.md §4 "Flight lists are kept sorted both by price and by durationMins"; ties by duration, then id
export function sortFlightsByPrice<F extends FlightOption>(list: readonly F[]): F[] {
  return flights(list).sort(
    (a, b) => byNumber(a.price, b.price) || byNumber(a.durationMins, b.durationMins) || byId(a, b),
  );
}

// buying-flow.md §4; ties by price, then id
export function sortFlightsByDuration<F extends FlightOption>(list: readonly F[]): F[] {
  return flights(list).sort(
    (a, b) => byNumber(a.durationMins, b.durationMins) || byNumber(a.price, b.price) || byId(a, b),
  );
}

const noList = { byPrice: [], byDuration: [], searchTime: null } as const;
const noError = { errorCode: null, errorMessage: null } as const;
const text = (x: unknown): string | null => (typeof x === 'string' ? x : null);

export function flightSearchReducer<F extends FlightOption>(
  s: FlightSearchState<F>,
  e: FlightSearchEvent<F>,
): FlightSearchState<F> {
  if (!e || typeof e !== 'object') return s;
  switch (e.type) {
    // "Requesting days clears the days, the flight list and errors."
    case 'requestDays':
      return { ...s, days: {}, ...noList, ...noError, state: 'idle' };
    // "Receiving days resets flightId."
    case 'receiveDays':
      return { ...s, days: e.days && typeof e.days === 'object' ? e.days : {}, flightId: null };
    // "Setting dates clears the flight lists" (and their errors: see the file's doc)
    case 'setDates':
      return {
        ...s,
        ...noList,
        ...noError,
        state: 'idle',
        departureDate: text(e.departureDate),
        returnDate: text(e.returnDate),
      };
    case 'requestList':
      return { ...s, ...noList, ...noError, state: 'loading' };
    // "Receiving the flight list sets the error ERR_NO_FLIGHTS_AVAILABLE unless the result reports flights. The
    // list's own message is kept in errorMessage." "A cached list ... its searchTime is then 0."
    case 'receiveList': {
      if (s.state !== 'loading' && e.cached !== true) return s;
      const hasFlights = e.hasFlights === true;
      const searchTime = typeof e.searchTime === 'number' && e.searchTime >= 0 ? e.searchTime : 0;
      return {
        ...s,
        state: hasFlights ? 'received' : 'error',
        byPrice: sortFlightsByPrice(e.list),
        byDuration: sortFlightsByDuration(e.list),
        errorCode: hasFlights ? null : 'ERR_NO_FLIGHTS_AVAILABLE',
        errorMessage: text(e.message),
        searchTime: e.cached === true ? 0 : searchTime,
      };
    }
    // §8 ERROR_FLIGHTS_LIST: "it can also be raised manually, which cancels the pending search"
    case 'failList':
      return {
        ...s,
        ...noList,
        state: 'error',
        errorCode: 'ERROR_FLIGHTS_LIST',
        errorMessage: text(e.message),
      };
    // "A flight-list search can be cancelled."
    case 'cancel':
    case 'deleteList':
      return { ...s, ...noList, ...noError, state: 'deleted' };
    case 'selectFlight':
      return typeof e.flightId === 'string' ? { ...s, flightId: e.flightId } : s;
    default:
      return s;
  }
}

/** Whether a flight-list search is pending (its answer will be taken). */
export const flightSearchPending = (s: FlightSearchState<FlightOption>): boolean => s?.state === 'loading';

/**
 * buying-flow.md §4 "A cancel is tracked as 'cancel_simulation'": the analytics events an event causes, given the
 * state before it. Only a cancel while a search is pending is tracked.
 */
export function cancelEvents<F extends FlightOption>(
  before: FlightSearchState<F>,
  e: FlightSearchEvent<F>,
): 'cancel_simulation'[] {
  return e?.type === 'cancel' && flightSearchPending(before) ? ['cancel_simulation'] : [];
}
