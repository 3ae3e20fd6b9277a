/**
 * The flight list of a search (buying-flow.md §3 "Flight search", §4 "Flights"): `POST getFlights`
 * answers it, and an order attempt shows its own search through it (personalization/flights). A day
 * the calendar does not offer, or a sold-out day, answers `hasFlights: false` with a message in the
 * request's language; the list is otherwise catalogue/flights.ts, priced from the calendar's price.
 */
import type { UpstreamFlightList } from '@waypoint/schemas';
import { categoryDepartures, type DeparturePoint } from '../catalogue/departures.ts';
import { type FlightDay, flightsOn, returnDateOf } from '../catalogue/flights.ts';
import type { CategoryRef } from '../catalogue/index.ts';
import { type DayQuote, type Pax, quoteDay } from '../catalogue/pricing.ts';
import type { Market } from '../markets.ts';
import { hashString, mix32 } from '../rng.ts';
import { fill } from '../text.ts';
import type { BuildContext } from './context.ts';

/** What a flight search (or an order attempt) is about. */
export interface TripSearch {
  ref: CategoryRef;
  /** The departure id asked for (an IATA code, or land only). */
  departureId: string;
  /** YYYY-MM-DD. */
  departureDate: string;
  pax: Pax;
}

/** The departure point, when the category departs from it in the market. */
export function departureOf(ctx: BuildContext, search: TripSearch): DeparturePoint | undefined {
  const { trip, offers, category } = search.ref;
  return categoryDepartures(ctx.catalogue.seed, trip, offers, category, ctx.market).find(
    (point) => point.id === search.departureId,
  );
}

/** The calendar's quote of the search's day (price per person); undefined when the day is not offered. */
export function quoteOf(ctx: BuildContext, search: TripSearch): DayQuote | undefined {
  const departure = departureOf(ctx, search);
  if (!departure) return undefined;
  const { trip, category } = search.ref;
  const input = { seed: ctx.catalogue.seed, trip, category, market: ctx.market, departure, pax: search.pax };
  return quoteDay({ ...input, today: ctx.today }, search.departureDate);
}

/** The search's day for the flight generator; undefined for land only or a departure not served. */
export function flightDayOf(ctx: BuildContext, search: TripSearch): FlightDay | undefined {
  const departure = departureOf(ctx, search);
  if (!departure || departure.city === null) return undefined;
  const { trip, category } = search.ref;
  const { departureDate } = search;
  return { seed: ctx.catalogue.seed, market: ctx.market, trip, category, departure, departureDate };
}

/** 'MM/dd/yyyy' in the US, 'dd/MM/yyyy' elsewhere (buying-flow.md §9 "Date format"). */
export function marketDate(iso: string, market: Market): string {
  const [year, month, day] = iso.split('-');
  return market === 'us' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

const searchKey = (ctx: BuildContext, search: TripSearch) => {
  const { adults, children, babies } = search.pax;
  return [
    ctx.catalogue.seed,
    ctx.market,
    search.ref.category.id,
    search.departureId,
    search.departureDate,
    adults,
    children,
    babies,
  ].join(':');
};

const hex = (text: string) => mix32(hashString(text)).toString(16).padStart(8, '0');

/** A UUID-shaped id drawn from the search, for requests that bring none. */
export function correlationIdOf(ctx: BuildContext, search: TripSearch): string {
  const key = searchKey(ctx, search);
  const digits = [1, 2, 3, 4].map((part) => hex(`correlation:${part}:${key}`)).join('');
  return `${digits.slice(0, 8)}-${digits.slice(8, 12)}-4${digits.slice(13, 16)}-a${digits.slice(17, 20)}-${digits.slice(20, 32)}`;
}

/**
 * The flight list of a search. `dayPrice` overrides the calendar's price (an order attempt keeps the
 * price of the day it was created); `extraNights` moves the return leg.
 */
export function flightList(
  ctx: BuildContext,
  search: TripSearch,
  options: { correlationId?: string; dayPrice?: number; extraNights?: number } = {},
): UpstreamFlightList {
  const { departureDate } = search;
  const extraNights = options.extraNights ?? 0;
  const key = searchKey(ctx, search);
  const list = {
    correlationId: options.correlationId ?? correlationIdOf(ctx, search),
    searchTime: 350 + (mix32(hashString(`search-time:${key}`)) % 2400),
    departureDate,
    returnDate: returnDateOf(search.ref.category, departureDate, extraNights),
  };
  const date = marketDate(departureDate, ctx.market);
  const day = flightDayOf(ctx, search);
  const price = options.dayPrice ?? quoteOf(ctx, search)?.price;
  if (!day || price === undefined) {
    const message = fill(ctx.checkoutCopy.flights.notADepartureDay, { date });
    return { ...list, hasFlights: false, message, list: [] };
  }
  const flights = flightsOn(day, price, extraNights);
  if (flights.length === 0) {
    const message = fill(ctx.checkoutCopy.flights.noFlights, { date });
    return { ...list, hasFlights: false, message, list: [] };
  }
  return { ...list, hasFlights: true, message: null, list: flights };
}
