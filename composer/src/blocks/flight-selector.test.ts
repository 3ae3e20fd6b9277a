import type { FlightSearchForm, UpstreamFlight, UpstreamFlightList } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { buildCtx, useKit } from '../../test/block-kit.ts';
import { onStep } from '../../test/checkout-fixtures.ts';
import { attempt, forToken, TOKEN, withCheckout } from '../../test/payment-fixtures.ts';
import { PRODUCT_ID, product, tripParams, withTrip } from '../../test/trip-fixtures.ts';
import type { RequestContext } from '../compose/types.ts';
import type { DataSources } from '../sources/data-sources.ts';
import type { FlightListAnswer } from '../sources/flight-searches.ts';
import { flightSelector } from './flight-selector.ts';

const kit = useKit();

const leg = (day: string, from: string, to: string) => ({
  departureDate: day,
  segments: [
    {
      from,
      fromName: from,
      to,
      toName: to,
      departure: `${day}T10:00`,
      arrival: `${day}T22:00`,
      carrier: 'JL',
      carrierName: 'Japan Airlines',
      flightNumber: 'JL5',
      durationMins: 720,
    },
  ],
  durationMins: 720,
});

const flight = (id: string, price: number, recommended = false): UpstreamFlight => ({
  id,
  price,
  durationMins: 1440,
  cabin: 'CAB_ECONOMY',
  carrier: 'JL',
  carrierName: 'Japan Airlines',
  outbound: leg('2026-12-09', 'JFK', 'HND'),
  return: leg('2026-12-19', 'HND', 'JFK'),
  isPredicted: false,
  baggageAllowance: '1PC',
  recommended,
});

const list = (flights: UpstreamFlight[]): UpstreamFlightList => ({
  correlationId: 'corr-1',
  hasFlights: flights.length > 0,
  message: null,
  searchTime: 2400,
  departureDate: '2026-12-09',
  returnDate: '2026-12-19',
  list: flights,
});

/** The selection with 9 December chosen, from New York, two adults and a child. */
const chosenDay = (flights: string) => tripParams({ date: '2026-12-09', children: 1, flights });

/** The search of that selection, as the page sends it (the return is the departure + 10 days). */
const FORM: FlightSearchForm = {
  productId: String(PRODUCT_ID),
  categoryId: '71',
  departureCity: 'JFK',
  departureDate: '2026-12-09',
  returnDate: '2026-12-19',
  adults: '2',
  children: '1',
  babies: '0',
};

/** Flight reads: `cached` answers the 15-minute cache, `search` searches again; both record their forms. */
function flightsOf(cached: FlightListAnswer | null, search: UpstreamFlightList | Error = list([])) {
  const asked = { cached: [] as FlightSearchForm[], search: [] as FlightSearchForm[] };
  const flights: DataSources['flights'] = {
    cached(form) {
      asked.cached.push(form);
      return cached;
    },
    async search(form) {
      asked.search.push(form);
      if (search instanceof Error) throw search;
      return { ...search, cached: false };
    },
  };
  return { asked, flights };
}

describe('FlightSelector on the trip page (buying-flow.md §3 "Flight search", §4 "Flights")', () => {
  it('is hidden until a day is chosen', async () => {
    const { result } = await kit.run(flightSelector, { params: tripParams(), sources: withTrip() });
    expect(result).toBeNull();
  });

  it('first says it is loading, with the background search and its cancel', async () => {
    const { props } = await kit.run(flightSelector, { params: chosenDay(''), sources: withTrip() });
    expect(props[0]).toMatchObject({
      state: 'loading',
      searchKey: `${PRODUCT_ID}:71:JFK:2026-12-09:2:1:0`,
      load: { kind: 'submit', action: 'searchFlights', input: {}, background: true },
      cancel: { action: { kind: 'submit', action: 'cancelFlightSearch', input: {} } },
      // §4 "A cancel is tracked": cancel_simulation with the search.
      cancelled: {
        kind: 'track',
        event: 'cancel_simulation',
        entities: {
          search: {
            product_id: PRODUCT_ID,
            category_id: 71,
            departure_iata: 'JFK',
            departure_date: '2026-12-09',
            travel_adults: 2,
            travel_children: 1,
            travel_babies: 0,
          },
        },
      },
    });
  });

  it('offers a retry after a failed search (ERROR_FLIGHTS_LIST) and after a cancelled one', async () => {
    const failed = await kit.run(flightSelector, { params: chosenDay('failed'), sources: withTrip() });
    expect(failed.props[0]).toMatchObject({
      state: 'error',
      errorCode: 'ERROR_FLIGHTS_LIST',
      retry: { action: { kind: 'submit', action: 'searchFlights', input: { retry: true } } },
    });
    const off = await kit.run(flightSelector, { params: chosenDay('off'), sources: withTrip() });
    expect(off.props[0]).toMatchObject({
      state: 'deleted',
      retry: { action: { kind: 'submit', action: 'searchFlights', input: { retry: true } } },
    });
  });

  it('shows the cached list, the recommended flight held, and starts the checkout with it', async () => {
    const read = flightsOf({
      ...list([flight('f-cheap', 1999), flight('f-rec', 2199, true)]),
      searchTime: 0,
      cached: true,
    });
    const { props } = await kit.run(flightSelector, {
      params: chosenDay('shown'),
      sources: withTrip(product(), { flights: read.flights }),
    });
    expect(read.asked).toEqual({ cached: [FORM], search: [] });
    expect(props[0]!.state).toBe('received');
    expect(props[0]!.flights.map((f) => f.id).sort()).toEqual(['f-cheap', 'f-rec']);
    expect(props[0]!.proceed?.action).toEqual({
      kind: 'submit',
      action: 'startCheckout',
      input: { flightId: 'f-rec' },
    });
  });

  it('holds no flight under ABFlightFilterNoFlightPreSelection v2', async () => {
    const ctx: RequestContext = { ...buildCtx(), experiments: { ABFlightFilterNoFlightPreSelection: 'v2' } };
    const read = flightsOf({ ...list([flight('f-rec', 2199, true)]), cached: true });
    const { props } = await kit.run(flightSelector, {
      ctx,
      params: chosenDay('shown'),
      sources: withTrip(product(), { flights: read.flights }),
    });
    expect(props[0]!.proceed).toBeNull();
  });

  it('searches again when the list is no longer cached, and says when there are no flights', async () => {
    const read = flightsOf(null, list([]));
    const { props } = await kit.run(flightSelector, {
      params: chosenDay('shown'),
      sources: withTrip(product(), { flights: read.flights }),
    });
    expect(read.asked.search).toEqual([FORM]);
    expect(props[0]).toMatchObject({
      state: 'error',
      errorCode: 'ERR_NO_FLIGHTS_AVAILABLE',
      proceed: null,
      retry: { action: { kind: 'submit', action: 'searchFlights', input: { retry: true } } },
    });
  });

  it('degrades to the retry when that search fails', async () => {
    const read = flightsOf(null, new Error('getFlights 503'));
    const { props, degraded } = await kit.run(flightSelector, {
      params: chosenDay('shown'),
      sources: withTrip(product(), { flights: read.flights }),
    });
    expect(degraded).toBe(true);
    expect(props[0]).toMatchObject({ state: 'error', errorCode: 'ERROR_FLIGHTS_LIST' });
  });

  it('has no flights to search for land only: the checkout starts from the day', async () => {
    const read = flightsOf(null);
    const { props } = await kit.run(flightSelector, {
      params: tripParams({ city: 'land-only', date: '2026-12-09' }),
      sources: withTrip(product({ hasLandOnlyOption: true }), { flights: read.flights }),
    });
    expect(read.asked).toEqual({ cached: [], search: [] });
    expect(props[0]).toMatchObject({
      state: 'received',
      searchKey: 'land-only:2026-12-09',
      proceed: { action: { kind: 'submit', action: 'startCheckout', input: {} } },
    });
  });

  it('is cached per selection, flight state, site and its two experiments', () => {
    expect(flightSelector.dimensions).toEqual(
      expect.arrayContaining([
        'param:date',
        'param:flights',
        'affiliate',
        'siteKind',
        'experiment:ABSimplifiedFlightSelector',
        'experiment:ABFlightFilterNoFlightPreSelection',
      ]),
    );
  });
});

describe("FlightSelector in the checkout (its flight step: the attempt's flights)", () => {
  const withFlights = (selectedId: string | null, patch: Parameters<typeof attempt>[0] = {}) =>
    withCheckout({
      static: forToken(attempt({ revision: 9, step: 'flight', ...patch })),
      flights: forToken({ ...list([flight('f-cheap', 1999), flight('f-rec', 2199, true)]), selectedId }),
    });

  it("shows the attempt's flights, the one it holds chosen, each other one a change of the attempt", async () => {
    const { props } = await kit.run(flightSelector, {
      params: onStep('flight'),
      sources: withFlights('f-cheap'),
    });
    expect(props[0]).toMatchObject({
      state: 'received',
      searchKey: `checkout:${TOKEN}`,
      load: null,
      proceed: null,
    });
    const rec = props[0]!.flights.find((f) => f.id === 'f-rec')!;
    expect(JSON.stringify(rec)).toContain(
      JSON.stringify({ kind: 'submit', action: 'chooseFlight', input: { flightId: 'f-rec', revision: 9 } }),
    );
  });

  it('is hidden off the flight step and for a land-only attempt', async () => {
    const payment = await kit.run(flightSelector, {
      params: onStep('payment'),
      sources: withFlights('f-cheap'),
    });
    expect(payment.result).toBeNull();
    const landOnly = await kit.run(flightSelector, {
      params: onStep('flight'),
      sources: withFlights('f-cheap', { isLandOnly: true }),
    });
    expect(landOnly.result).toBeNull();
  });
});
