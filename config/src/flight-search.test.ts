import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancelEvents,
  FLIGHT_SEARCH_CACHE_MS,
  type FlightOption,
  type FlightSearchEvent,
  type FlightSearchState,
  flightSearchCacheFresh,
  flightSearchPending,
  flightSearchReducer,
  initialFlightSearch,
  sortFlightsByDuration,
  sortFlightsByPrice,
} from './flight-search.ts';

type Flight = FlightOption & { cabin: string };
const flight = (id: string, price: number, durationMins: number): Flight => ({
  id,
  price,
  durationMins,
  cabin: 'CAB_ECONOMY',
});
const A = flight('A', 900, 600);
const B = flight('B', 700, 900);
const C = flight('C', 700, 500);
const D = flight('D', 1200, 500);

const start: FlightSearchState<Flight> = initialFlightSearch;
const run = (s: FlightSearchState<Flight>, ...events: FlightSearchEvent<Flight>[]) =>
  events.reduce(flightSearchReducer<Flight>, s);
const receive = (
  list: Flight[],
  extra: Partial<Extract<FlightSearchEvent<Flight>, { type: 'receiveList' }>> = {},
): FlightSearchEvent<Flight> => ({
  type: 'receiveList',
  hasFlights: list.length > 0,
  list,
  message: null,
  searchTime: 4200,
  cached: false,
  ...extra,
});
const received = run(
  start,
  { type: 'receiveDays', days: { '2025-06-01': { isPrivateGroup: false } } },
  { type: 'selectFlight', flightId: 'A' },
  { type: 'requestList' },
  receive([A, B, C, D]),
);

describe('sorting', () => {
  // §4 "Flight lists are kept sorted both by price and by durationMins."
  it('sorts by price, ties by duration then id', () => {
    expect(sortFlightsByPrice([A, B, C, D]).map((f) => f.id)).toEqual(['C', 'B', 'A', 'D']);
    expect(sortFlightsByPrice([flight('y', 1, 1), flight('x', 1, 1)]).map((f) => f.id)).toEqual(['x', 'y']);
  });

  it('sorts by duration, ties by price then id', () => {
    expect(sortFlightsByDuration([A, B, C, D]).map((f) => f.id)).toEqual(['C', 'D', 'A', 'B']);
  });

  it('does not touch its input and puts non-numbers last', () => {
    const list = [A, flight('N', Number.NaN, 1), C];
    sortFlightsByPrice(list);
    expect(list.map((f) => f.id)).toEqual(['A', 'N', 'C']);
    expect(sortFlightsByPrice(list).map((f) => f.id)).toEqual(['C', 'A', 'N']);
  });

  it('orders totally: any permutation sorts the same', () => {
    const arbitraryFlight = fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      price: fc.nat(5),
      durationMins: fc.nat(5),
    });
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryFlight, { selector: (f) => f.id }), (list) => {
        const reversed = [...list].reverse();
        expect(sortFlightsByPrice(reversed)).toEqual(sortFlightsByPrice(list));
        expect(sortFlightsByDuration(reversed)).toEqual(sortFlightsByDuration(list));
        const prices = sortFlightsByPrice(list).map((f) => f.price);
        expect(prices).toEqual([...prices].sort((x, y) => x - y));
      }),
    );
  });
});

describe('flightSearchReducer (§4 Flights)', () => {
  it('starts idle and empty', () => {
    expect(initialFlightSearch).toEqual({
      days: {},
      flightId: null,
      state: 'idle',
      byPrice: [],
      byDuration: [],
      errorCode: null,
      errorMessage: null,
      searchTime: null,
      departureDate: null,
      returnDate: null,
    });
  });

  it('keeps both sortings of a received list', () => {
    expect(received.state).toBe('received');
    expect(received.byPrice.map((f) => f.id)).toEqual(['C', 'B', 'A', 'D']);
    expect(received.byDuration.map((f) => f.id)).toEqual(['C', 'D', 'A', 'B']);
    expect(received.byPrice[0]).toBe(C);
    expect(received.searchTime).toBe(4200);
    expect(received.errorCode).toBeNull();
  });

  // "Requesting days clears the days, the flight list and errors."
  it('clears days, list and errors on requesting days', () => {
    const failed = run(received, { type: 'failList', message: 'timeout' });
    const s = run(failed, { type: 'requestDays' });
    expect(s).toMatchObject({ days: {}, byPrice: [], byDuration: [], errorCode: null, errorMessage: null });
    expect(s.state).toBe('idle');
    expect(s.searchTime).toBeNull();
  });

  // "Receiving days resets flightId."
  it('resets flightId on receiving days', () => {
    expect(received.flightId).toBe('A');
    const s = run(received, { type: 'receiveDays', days: { '2025-06-08': {} } });
    expect(s.flightId).toBeNull();
    expect(s.days).toEqual({ '2025-06-08': {} });
  });

  // "Receiving the flight list sets the error ERR_NO_FLIGHTS_AVAILABLE unless the result reports flights. The
  // list's own message is kept in errorMessage."
  it('sets ERR_NO_FLIGHTS_AVAILABLE when the result reports no flights, keeping its message', () => {
    const s = run(start, { type: 'requestList' }, receive([], { message: 'No flights for these dates' }));
    expect(s.state).toBe('error');
    expect(s.errorCode).toBe('ERR_NO_FLIGHTS_AVAILABLE');
    expect(s.errorMessage).toBe('No flights for these dates');
    const withList = run(start, { type: 'requestList' }, receive([A], { hasFlights: false }));
    expect(withList.errorCode).toBe('ERR_NO_FLIGHTS_AVAILABLE');
    expect(withList.byPrice).toEqual([A]);
    const kept = run(start, { type: 'requestList' }, receive([A], { message: 'Prices may vary' }));
    expect(kept.errorCode).toBeNull();
    expect(kept.errorMessage).toBe('Prices may vary');
  });

  // "A cached list can be shown instead; its searchTime is then 0."
  it('gives a cached list searchTime 0, in any state', () => {
    const s = run(start, receive([A, B], { cached: true, searchTime: 3000 }));
    expect(s.state).toBe('received');
    expect(s.searchTime).toBe(0);
    expect(s.byDuration.map((f) => f.id)).toEqual(['A', 'B']);
  });

  it('drops a fresh list when no search is pending', () => {
    expect(run(start, receive([A]))).toBe(start);
    expect(run(received, receive([B]))).toBe(received);
  });

  // "Setting dates clears the flight lists."
  it('clears the lists on setting dates', () => {
    const s = run(received, { type: 'setDates', departureDate: '2025-07-01', returnDate: '2025-07-10' });
    expect(s).toMatchObject({ byPrice: [], byDuration: [], state: 'idle', searchTime: null });
    expect(s.departureDate).toBe('2025-07-01');
    expect(s.returnDate).toBe('2025-07-10');
    expect(s.flightId).toBe('A');
    const oneWay = run(s, { type: 'setDates', departureDate: '2025-07-02', returnDate: null });
    expect(oneWay.returnDate).toBeNull();
  });

  // "A flight-list search can be cancelled. A cancel is tracked as 'cancel_simulation'."
  it('cancels a pending search: deleted, and its late answer dropped', () => {
    const loading = run(start, { type: 'requestList' });
    expect(flightSearchPending(loading)).toBe(true);
    const cancelled = run(loading, { type: 'cancel' });
    expect(cancelled.state).toBe('deleted');
    expect(cancelled.byPrice).toEqual([]);
    expect(flightSearchPending(cancelled)).toBe(false);
    expect(run(cancelled, receive([A]))).toBe(cancelled);
    expect(cancelEvents(loading, { type: 'cancel' })).toEqual(['cancel_simulation']);
  });

  it('tracks only a cancel of a pending search', () => {
    expect(cancelEvents(received, { type: 'cancel' })).toEqual([]);
    expect(run(received, { type: 'cancel' }).state).toBe('deleted');
    const loading = run(start, { type: 'requestList' });
    expect(cancelEvents(loading, { type: 'failList', message: null })).toEqual([]);
    expect(cancelEvents(loading, receive([A]))).toEqual([]);
  });

  // §8 ERROR_FLIGHTS_LIST: "it can also be raised manually, which cancels the pending search"
  it('fails the list with ERROR_FLIGHTS_LIST, cancelling the pending search', () => {
    const loading = run(start, { type: 'requestList' });
    const failed = run(loading, { type: 'failList', message: 'Search stopped' });
    expect(failed).toMatchObject({
      state: 'error',
      errorCode: 'ERROR_FLIGHTS_LIST',
      errorMessage: 'Search stopped',
      byPrice: [],
    });
    expect(run(failed, receive([A]))).toBe(failed);
    const retried = run(failed, { type: 'requestList' });
    expect(retried).toMatchObject({ state: 'loading', errorCode: null, errorMessage: null });
    expect(run(retried, receive([A])).state).toBe('received');
  });

  it('deletes the list', () => {
    const s = run(received, { type: 'deleteList' });
    expect(s).toMatchObject({ state: 'deleted', byPrice: [], byDuration: [], searchTime: null });
  });

  it('selects a flight', () => {
    expect(run(received, { type: 'selectFlight', flightId: 'D' }).flightId).toBe('D');
  });

  it('ignores unknown events and never throws', () => {
    expect(flightSearchReducer(received, { type: 'nope' } as never)).toBe(received);
    expect(flightSearchReducer(received, null as never)).toBe(received);
  });

  const event: fc.Arbitrary<FlightSearchEvent<Flight>> = fc.oneof(
    fc.constant({ type: 'requestDays' as const }),
    fc.constant({ type: 'receiveDays' as const, days: {} }),
    fc.constant({ type: 'setDates' as const, departureDate: '2025-06-01', returnDate: null }),
    fc.constant({ type: 'requestList' as const }),
    fc.record({
      type: fc.constant('receiveList' as const),
      hasFlights: fc.boolean(),
      list: fc.subarray([A, B, C, D]),
      message: fc.option(fc.string(), { nil: null }),
      searchTime: fc.nat(10_000),
      cached: fc.boolean(),
    }),
    fc.record({ type: fc.constant('failList' as const), message: fc.option(fc.string(), { nil: null }) }),
    fc.constant({ type: 'cancel' as const }),
    fc.constant({ type: 'deleteList' as const }),
    fc.constant({ type: 'selectFlight' as const, flightId: 'B' }),
  );

  it('keeps both lists the same flights, sorted, and an error code exactly in the error state', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 25 }), (events) => {
        let s = start;
        for (const e of events) {
          s = flightSearchReducer(s, e);
          expect(new Set(s.byPrice)).toEqual(new Set(s.byDuration));
          expect(s.byPrice).toEqual(sortFlightsByPrice(s.byPrice));
          expect(s.byDuration).toEqual(sortFlightsByDuration(s.byDuration));
          expect(s.errorCode !== null).toBe(s.state === 'error');
          if (s.state === 'idle' || s.state === 'loading' || s.state === 'deleted') {
            expect(s.byPrice).toEqual([]);
          }
        }
      }),
    );
  });
});

describe('flight search cache (§9)', () => {
  it('lasts 15 minutes', () => {
    expect(FLIGHT_SEARCH_CACHE_MS).toBe(900_000);
    expect(flightSearchCacheFresh(1_000, 1_000 + FLIGHT_SEARCH_CACHE_MS - 1)).toBe(true);
    expect(flightSearchCacheFresh(1_000, 1_000 + FLIGHT_SEARCH_CACHE_MS)).toBe(false);
    expect(flightSearchCacheFresh(1_000, 999)).toBe(false);
    expect(flightSearchCacheFresh(Number.NaN, 1_000)).toBe(false);
  });
});
