/** The flight generator: plausible, deterministic schedules priced from the calendar's day price. */
import { UpstreamFlight } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { MARKETS, type Market } from '../markets.ts';
import { AIRLINES, AIRPORTS, airportOf, DESTINATIONS } from './airports.ts';
import { dayOfIso, isoOfDay } from './calendar.ts';
import { type DeparturePoint, productDepartures } from './departures.ts';
import { type FlightDay, flightsOn, hasFlightsOn, NO_FLIGHT_DAY_ONE_IN, returnDateOf } from './flights.ts';
import { getCatalogue, type Trip } from './index.ts';

const catalogue = getCatalogue();
const withFlights = catalogue.trips.filter((trip) => !catalogue.offersOf(trip).isLandOnly);

function dayOf(trip: Trip, market: Market, date: string, departure?: DeparturePoint): FlightDay {
  const offers = catalogue.offersOf(trip);
  const point = departure ?? (productDepartures(trip, offers, market)[0] as DeparturePoint);
  const category = offers.categories[0];
  if (!category) throw new Error('no category');
  return { seed: catalogue.seed, market, trip, category, departure: point, departureDate: date };
}

/** A minute since the epoch (UTC) of an airport's local 'YYYY-MM-DDTHH:mm'. */
const utcMinute = (local: string, iata: string) =>
  dayOfIso(local.slice(0, 10)) * 1440 +
  Number(local.slice(11, 13)) * 60 +
  Number(local.slice(14, 16)) -
  airportOf(iata).utcOffset;

const BAGGAGE = /^(\d+PC|\d+K|NIL)$/;
const carriers = new Set(AIRLINES.map((airline) => airline.code));

function checkLeg(leg: UpstreamFlight['outbound'], from: string, to: string, date: string) {
  const { segments } = leg;
  expect(segments[0]?.from).toBe(from);
  expect(segments.at(-1)?.to).toBe(to);
  expect(leg.departureDate).toBe(date);
  expect(segments[0]?.departure.slice(0, 10)).toBe(date);
  expect(segments.length).toBeLessThanOrEqual(3);
  let previousArrival = Number.NEGATIVE_INFINITY;
  for (const [index, segment] of segments.entries()) {
    if (index > 0) expect(segment.from).toBe(segments[index - 1]?.to);
    expect(segment.from).not.toBe(segment.to);
    expect(carriers.has(segment.carrier)).toBe(true);
    expect(segment.flightNumber.startsWith(segment.carrier)).toBe(true);
    const departs = utcMinute(segment.departure, segment.from);
    const arrives = utcMinute(segment.arrival, segment.to);
    expect(arrives - departs).toBe(segment.durationMins);
    // A connection of 50 minutes to 4 hours.
    expect(departs - previousArrival).toBeGreaterThanOrEqual(50);
    if (index > 0) expect(departs - previousArrival).toBeLessThanOrEqual(240);
    previousArrival = arrives;
  }
  const first = segments[0] as (typeof segments)[number];
  expect(previousArrival - utcMinute(first.departure, first.from)).toBe(leg.durationMins);
}

describe('flightsOn', () => {
  it('knows every departure airport of every market and every destination country', () => {
    for (const market of MARKETS) {
      for (const trip of catalogue.trips) {
        for (const iata of trip.departures[market]) expect(AIRPORTS.has(iata), iata).toBe(true);
      }
    }
    for (const country of catalogue.countries) expect(DESTINATIONS[country.code], country.code).toBeDefined();
    for (const airline of AIRLINES) for (const hub of airline.hubs) expect(AIRPORTS.has(hub), hub).toBe(true);
  });

  it('gives 6–14 well-formed options for every trip, market and airport, the cheapest at the day price', () => {
    let days = 0;
    for (const trip of withFlights.slice(0, 25)) {
      for (const market of MARKETS) {
        const offers = catalogue.offersOf(trip);
        for (const departure of productDepartures(trip, offers, market).filter((p) => p.city !== null)) {
          const day = dayOf(trip, market, '2025-09-03', departure);
          const price = trip.prices[market].amount;
          const flights = flightsOn(day, price);
          if (!hasFlightsOn(day)) {
            expect(flights).toEqual([]);
            continue;
          }
          days++;
          expect(flights.length).toBeGreaterThanOrEqual(6);
          expect(flights.length).toBeLessThanOrEqual(14);
          expect(Math.min(...flights.map((f) => f.price))).toBe(price);
          expect(flights.filter((f) => f.recommended)).toHaveLength(1);
          expect(new Set(flights.map((f) => f.id)).size).toBe(flights.length);
          const back = returnDateOf(day.category, day.departureDate);
          const destination = flights[0]?.outbound.segments.at(-1)?.to ?? '';
          for (const flight of flights) {
            expect(UpstreamFlight.safeParse(flight).error?.issues ?? []).toEqual([]);
            checkLeg(flight.outbound, departure.id, destination, day.departureDate);
            checkLeg(flight.return, destination, departure.id, back);
            expect(flight.durationMins).toBe(flight.outbound.durationMins + flight.return.durationMins);
            expect(flight.baggageAllowance).toMatch(BAGGAGE);
            expect(flight.cabin === 'CAB_BUSINESS' && flight.recommended).toBe(false);
            if (flight.cabin === 'CAB_BUSINESS') expect(flight.price).toBeGreaterThan(price * 1.4);
          }
          expect(flights.map((f) => f.price)).toEqual([...flights.map((f) => f.price)].sort((a, b) => a - b));
        }
      }
    }
    expect(days).toBeGreaterThan(200);
  });

  it('is deterministic, and the passengers only change prices', () => {
    const trip = withFlights[3] as Trip;
    const day = dayOf(trip, 'es', '2025-10-14');
    const a = flightsOn(day, 1209);
    expect(flightsOn({ ...day }, 1209)).toEqual(a);
    const pricier = flightsOn(day, 2419);
    expect(pricier.map((f) => f.id).sort()).toEqual(a.map((f) => f.id).sort());
    expect(Math.min(...pricier.map((f) => f.price))).toBe(2419);
    expect(flightsOn({ ...day, departureDate: '2025-10-15' }, 1209)).not.toEqual(a);
  });

  it('moves only the return leg with extra nights', () => {
    const day = dayOf(withFlights[5] as Trip, 'fr', '2025-11-02');
    const base = flightsOn(day, 1499);
    const longer = flightsOn(day, 1499, 2);
    expect(longer.map((f) => [f.id, f.price, f.outbound])).toEqual(
      base.map((f) => [f.id, f.price, f.outbound]),
    );
    const back = returnDateOf(day.category, day.departureDate, 2);
    expect(longer.every((f) => f.return.departureDate === back)).toBe(true);
    expect(dayOfIso(back) - dayOfIso(day.departureDate)).toBe(day.category.days + 2);
  });

  it('has no flights on about one day in twelve, business on most days, a mix of baggage and predictions', () => {
    const trip = withFlights[0] as Trip;
    let empty = 0;
    let business = 0;
    const allowances = new Set<string>();
    const predicted = new Set<boolean>();
    const total = 600;
    for (let offset = 0; offset < total; offset++) {
      const day = dayOf(trip, 'us', isoOfDay(dayOfIso('2025-06-15') + offset));
      const flights = flightsOn(day, 1000);
      if (flights.length === 0) empty++;
      else if (flights.some((f) => f.cabin === 'CAB_BUSINESS')) business++;
      for (const flight of flights) {
        allowances.add(flight.baggageAllowance);
        predicted.add(flight.isPredicted);
      }
    }
    expect(empty / total).toBeGreaterThan(0.5 / NO_FLIGHT_DAY_ONE_IN);
    expect(empty / total).toBeLessThan(1.6 / NO_FLIGHT_DAY_ONE_IN);
    expect(business / (total - empty)).toBeGreaterThan(0.7);
    for (const allowance of ['1PC', '2PC', '23K', '0K', 'NIL']) expect(allowances).toContain(allowance);
    expect(predicted).toEqual(new Set([true, false]));
  });
});
