/** Helpers for tests of the buying flow's routes: form posts, JSON writes and bookable searches. */
import {
  LAND_ONLY_DEPARTURE_ID,
  type UpstreamDayPrices,
  type UpstreamFlightList,
  upstreamEnvelope,
} from '@waypoint/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { categoryDepartures } from '../src/catalogue/departures.ts';
import type { Trip } from '../src/catalogue/index.ts';
import type { Market } from '../src/markets.ts';
import { catalogue } from './trip-page.ts';

export const ATTEMPTS = '/api/checkout/v2/order-attempts';

export type Form = Record<string, string | number>;

export function postForm(
  app: FastifyInstance,
  url: string,
  form: Form,
  headers: Record<string, string> = {},
) {
  const payload = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString();
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

export function sendJson(
  app: FastifyInstance,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload: Record<string, unknown>,
) {
  return app.inject({ method, url, payload });
}

/** The `data` of a 2xx answer, checked against `schema` when given. */
export function dataOf<T extends z.ZodType = z.ZodAny>(
  response: LightMyRequestResponse,
  schema?: T,
): z.infer<T> {
  expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(300);
  const body = JSON.parse(response.body);
  if (schema) {
    const result = upstreamEnvelope(schema).safeParse(body);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  }
  return body.data;
}

/** The error of an answer: [status, code, fields, revision]. */
export function errorOf(response: LightMyRequestResponse) {
  const { error } = JSON.parse(response.body);
  return {
    status: response.statusCode,
    code: error.code as string,
    fields: error.fields as Record<string, string> | undefined,
    revision: error.revision as number | undefined,
    message: error.message as string,
  };
}

export interface Search {
  market: Market;
  trip: Trip;
  categoryId: number;
  departureCity: string;
  adults: number;
  children: number;
  babies: number;
}

export const searchForm = (search: Search, departureDate: string): Form => ({
  productId: search.trip.id,
  categoryId: search.categoryId,
  departureCity: search.departureCity,
  departureDate,
  adults: search.adults,
  children: search.children,
  babies: search.babies,
});

/** A search on the category's first departure (land only if it is one), for two adults by default. */
export function searchOf(
  market: Market,
  trip: Trip,
  options: Partial<Pick<Search, 'adults' | 'children' | 'babies' | 'categoryId' | 'departureCity'>> = {},
): Search {
  const offers = catalogue.offersOf(trip);
  const categoryId = options.categoryId ?? trip.id * 10 + 1;
  const category = offers.categories.find((c) => c.id === categoryId);
  if (!category) throw new Error(`No category ${categoryId}`);
  const departure = categoryDepartures(catalogue.seed, trip, offers, category, market)[0];
  return {
    market,
    trip,
    categoryId,
    departureCity: options.departureCity ?? departure?.id ?? LAND_ONLY_DEPARTURE_ID,
    adults: options.adults ?? 2,
    children: options.children ?? 0,
    babies: options.babies ?? 0,
  };
}

/** The calendar's departure days of the search (twelve months). */
export async function daysOf(app: FastifyInstance, search: Search) {
  const { market, categoryId, departureCity, adults, children, babies } = search;
  const url = `/${market}/api/category/${categoryId}/${departureCity}/prices?adults=${adults}&children=${children}&babies=${babies}`;
  return (dataOf(await app.inject(url)) as z.infer<typeof UpstreamDayPrices>).days;
}

export async function flightsOf(app: FastifyInstance, search: Search, date: string, headers = {}) {
  const response = await postForm(
    app,
    `/${search.market}/api/product/getFlights`,
    searchForm(search, date),
    headers,
  );
  return dataOf(response) as UpstreamFlightList;
}

/**
 * Creates an attempt on the `dayIndex`-th departure day that has flights (or any day, land only),
 * with the `flightIndex`-th flight; returns its token and what it was created from.
 */
export async function createAttempt(
  app: FastifyInstance,
  search: Search,
  {
    dayIndex = 0,
    flightIndex = 0,
    extra = {},
  }: { dayIndex?: number; flightIndex?: number; extra?: Form } = {},
) {
  const days = await daysOf(app, search);
  const landOnly = search.departureCity === LAND_ONLY_DEPARTURE_ID;
  for (let i = 0; i < days.length; i++) {
    const day = days[(dayIndex + i) % days.length];
    if (!day) continue;
    const form: Form = { ...searchForm(search, day.date), ...extra };
    let flights: UpstreamFlightList['list'] = [];
    if (!landOnly) {
      flights = (await flightsOf(app, search, day.date)).list;
      if (flights.length === 0) continue;
      form.flightId = (flights[flightIndex % flights.length] ?? flights[0])?.id ?? '';
    }
    const response = await postForm(app, `/${search.market}${ATTEMPTS}`, form);
    expect(response.statusCode, response.body).toBe(201);
    const { token } = JSON.parse(response.body).data as { token: string };
    return { token, day, flights, form, base: `/${search.market}${ATTEMPTS}/${token}` };
  }
  throw new Error('No departure day with flights');
}
