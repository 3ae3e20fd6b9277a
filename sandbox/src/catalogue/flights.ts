/**
 * The flights of a departure day (buying-flow.md §3 "Flight search", §7 "Flights list"): what
 * `POST /api/product/getFlights` answers and what an order attempt holds.
 *
 * A day's schedule (routes, carriers, times, cabins, baggage, ids) comes from a hash of the seed, the
 * market, the category, the departure airport and the date, never from the passengers or the clock,
 * so the same search always lists the same flights under the same ids. Prices are the day's price per
 * person (catalogue/pricing.ts, as the calendar shows it) plus a markup per option: the cheapest option
 * costs exactly the calendar's price, business options clearly more. About one day in twelve has no
 * flights at all (`hasFlightsOn`).
 *
 * Routes are flown by real airlines (airports.ts): nonstop when a carrier has a hub at either end (or
 * the market's own carrier, on short routes), else through one or two hubs that lie roughly on the way.
 * Block times follow the great-circle distance; local times use each airport's standard offset.
 */
import type { UpstreamFlight, UpstreamFlightLeg } from '@waypoint/schemas';
import type { Market } from '../markets.ts';
import { MARKET_INFO } from '../markets.ts';
import { hashString, mix32, Rng } from '../rng.ts';
import {
  AIRLINES,
  type Airline,
  type Airport,
  airportOf,
  destinationAirport,
  distanceKm,
} from './airports.ts';
import { dayOfIso, isoOfDay } from './calendar.ts';
import type { DeparturePoint } from './departures.ts';
import type { OfferCategory } from './offers.ts';
import type { Trip } from './types.ts';

/** Roughly one departure day in this many has no flights (sold out). */
export const NO_FLIGHT_DAY_ONE_IN = 12;

export interface FlightDay {
  seed: number;
  market: Market;
  trip: Trip;
  category: OfferCategory;
  /** An airport (not land only). */
  departure: DeparturePoint;
  /** YYYY-MM-DD. */
  departureDate: string;
}

/** The market's own airlines: they fly nonstop on short routes from any of the market's airports. */
const MARKET_CARRIERS: Record<Market, readonly string[]> = {
  au: ['QF'],
  ca: ['AC'],
  co: ['AV'],
  de: ['LH'],
  es: ['IB', 'UX'],
  fr: ['AF'],
  mx: ['AM'],
  uk: ['BA'],
  us: ['AA', 'DL', 'UA'],
};

/** Longest nonstop and longest single segment, in km. */
const MAX_NONSTOP_KM = 13_000;
const MAX_SEGMENT_KM = 15_500;
const SHORT_ROUTE_KM = 4_000;

const ECONOMY_BAGGAGE = ['1PC', '1PC', '23K', '23K', '20K', '0K', '2PC', 'NIL'] as const;
const PLUS_BAGGAGE = ['1PC', '2PC', '23K'] as const;
const BUSINESS_BAGGAGE = ['2PC', '2PC', '3PC', '40K'] as const;

/**
 * The return day of a trip: the departure plus the category's days (schemas' `UpstreamCategory.days`,
 * as the trip page's calendar says it: the overnight flight home lands the day after the last day),
 * moved by the extra nights.
 */
export function returnDateOf(category: OfferCategory, departureDate: string, extraNights = 0): string {
  return isoOfDay(dayOfIso(departureDate) + category.days + extraNights);
}

const dayKey = (day: FlightDay) =>
  `${day.seed}:${day.market}:${day.category.id}:${day.departure.id}:${day.departureDate}`;

/** Whether the day has any flight: about one day in NO_FLIGHT_DAY_ONE_IN has none. */
export function hasFlightsOn(day: FlightDay): boolean {
  return mix32(hashString(`no-flights:${dayKey(day)}`)) % NO_FLIGHT_DAY_ONE_IN !== 0;
}

interface Segment {
  from: Airport;
  to: Airport;
  carrier: Airline;
}

interface Route {
  carrier: Airline;
  segments: Segment[];
  /** Flown distance over the direct distance. */
  detour: number;
}

const ROUTES = new Map<string, Route[][]>();

/** Plausible routes from `from` to `to` by number of connections (0, 1, 2), least roundabout first. */
function routesBetween(from: Airport, to: Airport, market: Market): Route[][] {
  const key = `${from.iata}:${to.iata}:${market}`;
  let routes = ROUTES.get(key);
  if (!routes) {
    routes = findRoutes(from, to, market);
    ROUTES.set(key, routes);
  }
  return routes;
}

function findRoutes(from: Airport, to: Airport, market: Market): Route[][] {
  const direct = distanceKm(from, to);
  const ratio = (...legs: [Airport, Airport][]) =>
    legs.reduce((sum, [a, b]) => sum + distanceKm(a, b), 0) / Math.max(direct, 1);
  const fits = (a: Airport, b: Airport) => {
    const km = distanceKm(a, b);
    return km >= 150 && km <= MAX_SEGMENT_KM;
  };
  const nonstop: Route[] = [];
  if (direct <= MAX_NONSTOP_KM) {
    for (const carrier of AIRLINES) {
      const hubbed = carrier.hubs.includes(from.iata) || carrier.hubs.includes(to.iata);
      const local = direct <= SHORT_ROUTE_KM && MARKET_CARRIERS[market].includes(carrier.code);
      if (hubbed || local) nonstop.push({ carrier, segments: [{ from, to, carrier }], detour: 1 });
    }
  }
  const maxDetour1 = direct < 2_500 ? 1.7 : 1.35;
  const oneStop: Route[] = [];
  const twoStops: Route[] = [];
  for (const carrier of AIRLINES) {
    for (const hubCode of carrier.hubs) {
      const hub = airportOf(hubCode);
      if (hub === from || hub === to || !fits(from, hub)) continue;
      if (fits(hub, to)) {
        const detour = ratio([from, hub], [hub, to]);
        if (detour <= maxDetour1) {
          oneStop.push({
            carrier,
            segments: [
              { from, to: hub, carrier },
              { from: hub, to, carrier },
            ],
            detour,
          });
        }
      }
      for (const partner of AIRLINES) {
        for (const secondCode of partner.hubs) {
          const second = airportOf(secondCode);
          if (second === from || second === to || second === hub) continue;
          if (!fits(hub, second) || !fits(second, to)) continue;
          const detour = ratio([from, hub], [hub, second], [second, to]);
          if (detour > 1.5) continue;
          twoStops.push({
            carrier,
            segments: [
              { from, to: hub, carrier },
              { from: hub, to: second, carrier },
              { from: second, to, carrier: partner },
            ],
            detour,
          });
        }
      }
    }
  }
  const byDetour = (a: Route, b: Route) => a.detour - b.detour;
  if (nonstop.length + oneStop.length + twoStops.length === 0) {
    // Nothing on the way (never the case for the catalogue's routes): the least roundabout hub.
    for (const carrier of AIRLINES) {
      for (const hub of carrier.hubs.map(airportOf)) {
        if (hub === from || hub === to) continue;
        const segments = [
          { from, to: hub, carrier },
          { from: hub, to, carrier },
        ];
        oneStop.push({ carrier, segments, detour: ratio([from, hub], [hub, to]) });
      }
    }
  }
  return [nonstop, oneStop.sort(byDetour).slice(0, 8), twoStops.sort(byDetour).slice(0, 8)];
}

/** Minutes in the air: taxi and climb, then about 810 km/h; a multiple of 5. */
const blockMinutes = (km: number) => Math.max(40, Math.round((35 + km / 13.5) / 5) * 5);

const pad = (n: number) => String(n).padStart(2, '0');

/** A minute since the epoch (UTC) as the local time of an airport. */
function localTime(utcMinute: number, airport: Airport): string {
  const local = utcMinute + airport.utcOffset;
  const day = Math.floor(local / 1440);
  const minute = local - day * 1440;
  return `${isoOfDay(day)}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

interface TimedSegment extends Segment {
  durationMins: number;
  flightNumber: string;
}

/** A leg's segments with their block times, flight numbers and layovers. */
interface TimedLeg {
  segments: TimedSegment[];
  /** Minutes between one segment's arrival and the next one's departure. */
  layovers: number[];
  /** Local departure time of the first segment, in minutes after midnight. */
  start: number;
}

/** Times and flight numbers of a leg, drawn from `rng`: leaves 06:00–22:55, layovers 50–240 min. */
function timeLeg(rng: Rng, segments: Segment[]): TimedLeg {
  const start = rng.int(6 * 12, 23 * 12 - 1) * 5;
  const timed = segments.map((segment) => ({
    ...segment,
    durationMins: blockMinutes(distanceKm(segment.from, segment.to)) + rng.int(-2, 3) * 5,
    flightNumber: `${segment.carrier.code}${rng.int(100, 9899)}`,
  }));
  const layovers = timed.slice(1).map(() => rng.int(10, 48) * 5);
  return { segments: timed, layovers, start };
}

/** The leg as the wire shows it, departing `date` at the leg's local start time. */
function legOn(leg: TimedLeg, date: string): UpstreamFlightLeg {
  const first = leg.segments[0] as TimedSegment;
  const departure = dayOfIso(date) * 1440 + leg.start - first.from.utcOffset;
  let at = departure;
  const segments = leg.segments.map((segment, index) => {
    if (index > 0) at += leg.layovers[index - 1] ?? 60;
    const leaves = at;
    at += segment.durationMins;
    return {
      from: segment.from.iata,
      fromName: segment.from.city,
      to: segment.to.iata,
      toName: segment.to.city,
      departure: localTime(leaves, segment.from),
      arrival: localTime(at, segment.to),
      carrier: segment.carrier.code,
      carrierName: segment.carrier.name,
      flightNumber: segment.flightNumber,
      durationMins: segment.durationMins,
    };
  });
  return { departureDate: date, segments, durationMins: at - departure };
}

type Cabin = UpstreamFlight['cabin'];

interface ScheduledFlight {
  id: string;
  carrier: Airline;
  cabin: Cabin;
  stops: number;
  outbound: TimedLeg;
  back: TimedLeg;
  isPredicted: boolean;
  baggageAllowance: string;
  /** Markup over the day's price, as a fraction of it (the cheapest option's is subtracted later). */
  markup: number;
}

/** The day's options without prices: 6–14, at least three in economy, business on most days. */
function schedule(day: FlightDay): ScheduledFlight[] {
  const key = dayKey(day);
  const rng = new Rng(mix32(hashString(`flights:${key}`)));
  const from = airportOf(day.departure.id);
  const to = destinationAirport(day.trip.country.code, from.iata);
  const classes = routesBetween(from, to, day.market);
  const count = rng.int(6, 14);
  const business = rng.chance(0.85) ? rng.int(1, 3) : 0;
  const plus = Math.min(rng.int(0, 2), count - 3 - business);
  const cabins: Cabin[] = rng.shuffle([
    ...Array.from({ length: business }, (): Cabin => 'CAB_BUSINESS'),
    ...Array.from({ length: plus }, (): Cabin => 'CAB_ECONOMY_PLUS'),
    ...Array.from({ length: count - business - plus }, (): Cabin => 'CAB_ECONOMY'),
  ]);
  const weights = [3, 2.2, 0.6].map((weight, stops) => ((classes[stops]?.length ?? 0) > 0 ? weight : 0));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const idBase = mix32(hashString(`flight-ids:${key}`))
    .toString(16)
    .padStart(8, '0')
    .toUpperCase();
  return cabins.map((cabin, index) => {
    let roll = rng.float() * total;
    let stops = weights.findIndex((weight) => {
      roll -= weight;
      return weight > 0 && roll < 0;
    });
    if (stops < 0) stops = weights.findIndex((weight) => weight > 0);
    const routes = classes[stops] ?? [];
    const route = routes[Math.floor(rng.float() * Math.min(routes.length, 5))] ?? (routes[0] as Route);
    const backSegments = [...route.segments]
      .reverse()
      .map((segment) => ({ from: segment.to, to: segment.from, carrier: segment.carrier }));
    const fewerStops = (2 - stops) * 0.03;
    const markup =
      cabin === 'CAB_BUSINESS'
        ? 0.75 + rng.float() * 0.6 + fewerStops
        : cabin === 'CAB_ECONOMY_PLUS'
          ? 0.14 + rng.float() * 0.1 + fewerStops
          : rng.float() * 0.07 + fewerStops;
    const allowances =
      cabin === 'CAB_BUSINESS'
        ? BUSINESS_BAGGAGE
        : cabin === 'CAB_ECONOMY_PLUS'
          ? PLUS_BAGGAGE
          : ECONOMY_BAGGAGE;
    return {
      id: `F${idBase}${pad(index)}`,
      carrier: route.carrier,
      cabin,
      stops,
      outbound: timeLeg(rng, route.segments),
      back: timeLeg(rng, backSegments),
      isPredicted: rng.chance(0.3),
      baggageAllowance: rng.pick(allowances),
      markup,
    };
  });
}

/**
 * The day's flights priced from `dayPrice` (the calendar's price per person for the passengers), the
 * return leg `extraNights` days after the category's last day. Sorted by price, then id; exactly one is
 * `recommended`. Empty on a day without flights (see `hasFlightsOn`).
 */
export function flightsOn(day: FlightDay, dayPrice: number, extraNights = 0): UpstreamFlight[] {
  if (!hasFlightsOn(day)) return [];
  const { priceStep } = MARKET_INFO[day.market];
  const options = schedule(day);
  const lowest = Math.min(...options.map((option) => option.markup));
  const returnDate = returnDateOf(day.category, day.departureDate, extraNights);
  const flights = options.map((option): UpstreamFlight => {
    const outbound = legOn(option.outbound, day.departureDate);
    const back = legOn(option.back, returnDate);
    const steps = Math.round((dayPrice * (option.markup - lowest)) / priceStep);
    return {
      id: option.id,
      price: dayPrice + steps * priceStep,
      durationMins: outbound.durationMins + back.durationMins,
      cabin: option.cabin,
      carrier: option.carrier.code,
      carrierName: option.carrier.name,
      outbound,
      return: back,
      isPredicted: option.isPredicted,
      baggageAllowance: option.baggageAllowance,
      recommended: false,
    };
  });
  // The seller's pick: the best value among the economy cabins (price, then time, then connections).
  const score = (flight: UpstreamFlight) =>
    flight.price / dayPrice + flight.durationMins / 6000 + (flight.outbound.segments.length - 1) * 0.04;
  const pick = flights
    .filter((flight) => flight.cabin !== 'CAB_BUSINESS')
    .reduce((best, flight) => (score(flight) < score(best) ? flight : best));
  pick.recommended = true;
  return flights.sort((a, b) => a.price - b.price || (a.id < b.id ? -1 : 1));
}
