/**
 * Helpers for tests of the payment step, the providers and the booking: attempts ready to pay (their
 * travellers saved), the providers' pages driven like a browser (GET the page, POST its form, follow the
 * 303s), and every response kept so a test can search them all.
 */
import {
  LAND_ONLY_DEPARTURE_ID,
  type UpstreamBooking,
  type UpstreamCardIntent,
  UpstreamPaymentState,
} from '@waypoint/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { dayOfIso, isoDay, isoOfDay } from '../src/catalogue/calendar.ts';
import type { Trip } from '../src/catalogue/index.ts';
import type { Market } from '../src/markets.ts';
import { createAttempt, dataOf, daysOf, type Form, type Search, searchOf, sendJson } from './checkout.ts';
import { catalogue } from './trip-page.ts';

/** 'YYYY-MM-DD' `years` years (and `days` days) before `date`. */
const before = (date: string, years: number, days = 0) =>
  isoOfDay(dayOfIso(`${Number(date.slice(0, 4)) - years}${date.slice(4)}`) - days);

/** Valid travellers for the search on `departureDate`; the first is the contact. */
export function travellersFor(search: Search, departureDate: string, email = 'ana@example.com') {
  const offers = catalogue.offersOf(search.trip);
  const adult = (i: number) => ({
    firstName: `Ana${i}`,
    lastName: 'García',
    birthDate: before(departureDate, 30 + i),
    documentNumber: `X${1234567 + i}`,
    email: i === 0 ? email : '',
    phone: i === 0 ? '+34 600 123 456' : '',
  });
  return [
    ...Array.from({ length: search.adults }, (_, i) => adult(i)),
    ...Array.from({ length: search.children }, () => ({
      firstName: 'Leo',
      lastName: 'García',
      birthDate: before(departureDate, offers.babyMaxAge + 1, 10),
    })),
    ...Array.from({ length: search.babies }, () => ({
      firstName: 'Mia',
      lastName: 'García',
      birthDate: before(departureDate, 0, 120),
    })),
  ];
}

/** Trips with flights (or land only) whose first category takes two adults. */
export function tripsFor(landOnly: boolean): Trip[] {
  return catalogue.trips.filter((trip) => {
    const offers = catalogue.offersOf(trip);
    return offers.isLandOnly === landOnly && (offers.categories[0]?.adultOccupancy['2'] ?? 0) > 0;
  });
}

/** The first of `tripsFor(landOnly)`. */
export function firstTrip(landOnly = false): Trip {
  const trip = tripsFor(landOnly)[0];
  if (!trip) throw new Error('No such trip in the default catalogue');
  return trip;
}

export interface Ready {
  token: string;
  base: string;
  market: Market;
  departureDate: string;
  revision: number;
}

/**
 * An attempt on a departure at least `daysAhead` days after `today`, its travellers saved (revision 1).
 * `extra` is added to the create form.
 */
export async function readyAttempt(
  app: FastifyInstance,
  search: Search,
  { today, daysAhead = 0, email }: { today: Date; daysAhead?: number; email?: string },
): Promise<Ready> {
  const days = await daysOf(app, search);
  const from = isoOfDay(dayOfIso(isoDay(today)) + daysAhead);
  const dayIndex = Math.max(
    0,
    days.findIndex((day) => day.date >= from),
  );
  const { token, base, day } = await createAttempt(app, search, { dayIndex });
  const saved = await sendJson(app, 'POST', `${base}/passengers`, {
    revision: 0,
    passengers: travellersFor(search, day.date, email),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { token, base, market: search.market, departureDate: day.date, revision: 1 };
}

/** The attempt's payment state, checked against its schema. */
export async function paymentState(app: FastifyInstance, base: string) {
  return dataOf(await app.inject(`${base}/payment-method`), UpstreamPaymentState);
}

/**
 * A ready attempt in `market` whose payment step offers `plans` plans (the first trip that does, far
 * enough ahead for a plan to be offered).
 */
export async function attemptWithPlans(app: FastifyInstance, market: Market, plans: number, today: Date) {
  for (const trip of tripsFor(false)) {
    const ready = await readyAttempt(app, searchOf(market, trip), { today, daysAhead: 90 });
    const state = await paymentState(app, ready.base);
    if (state.plans.length === plans) return { ...ready, trip, state };
  }
  throw new Error(`No trip offers ${plans} plans in ${market}`);
}

/** A land-only search in `market`. */
export const landOnlySearch = (market: Market) => {
  const search = searchOf(market, firstTrip(true));
  expect(search.departureCity).toBe(LAND_ONLY_DEPARTURE_ID);
  return search;
};

/** Posts a form, as a browser or the composer's server does. */
export function post(app: FastifyInstance, url: string, form: Form, headers: Record<string, string> = {}) {
  const payload = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString();
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

export function patch(app: FastifyInstance, url: string, form: Form) {
  const payload = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString();
  return app.inject({
    method: 'PATCH',
    url,
    payload,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** The path (with query) of an absolute or site URL. */
export function pathOf(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
}

/** A browser's visit: every response it got, in order. */
export class Browser {
  readonly responses: LightMyRequestResponse[] = [];

  constructor(private readonly app: FastifyInstance) {}

  async get(url: string) {
    const response = await this.app.inject({ method: 'GET', url: pathOf(url) });
    this.responses.push(response);
    return response;
  }

  async submit(url: string, form: Form) {
    const response = await post(this.app, pathOf(url), form);
    this.responses.push(response);
    return response;
  }
}

export const RETURN_URL = '/es/my-trip/back?type=payment';

/** Creates a cardpay intent for the attempt (form and key as the composer sends them). */
export async function createIntent(
  app: FastifyInstance,
  ready: Pick<Ready, 'token' | 'market'>,
  {
    moto = false,
    key,
    partPaymentToken,
    returnUrl = RETURN_URL,
  }: { moto?: boolean; key?: string; partPaymentToken?: string; returnUrl?: string } = {},
) {
  const form: Form = { orderAttemptToken: ready.token, returnUrl, moto: moto ? '1' : '0' };
  if (partPaymentToken) form.partPaymentToken = partPaymentToken;
  return post(app, `/${ready.market}/api/cardpay/intent/create`, form, key ? { 'idempotency-key': key } : {});
}

export const CARD = { expiry: '12/30', cvc: '123', name: 'Ana García' };

/** Pays the intent on its card page with `number` (completing the challenge when asked): the 303 back. */
export async function payIntent(
  browser: Browser,
  intent: UpstreamCardIntent,
  number: string,
  challenge: 'complete' | 'fail' = 'complete',
) {
  const page = await browser.get(intent.redirectUrl);
  expect(page.statusCode, page.body.slice(0, 200)).toBe(200);
  let answer = await browser.submit(intent.redirectUrl, { ...CARD, number });
  if (answer.headers.location?.includes('/challenge/')) {
    const location = answer.headers.location;
    expect((await browser.get(location)).statusCode).toBe(200);
    answer = await browser.submit(location, { outcome: challenge });
  }
  expect(answer.statusCode).toBe(303);
  return answer;
}

/** Books the attempt with the payment. */
export function book(app: FastifyInstance, base: string, provider: string, paymentId: string, key: string) {
  return post(app, `${base}/booking`, { provider, paymentId }, { 'idempotency-key': key });
}

/** Pays a ready attempt by card (4242…) and books it: its booking. */
export async function payAndBook(app: FastifyInstance, ready: Ready): Promise<UpstreamBooking> {
  const intent = dataOf(await createIntent(app, ready)) as UpstreamCardIntent;
  await payIntent(new Browser(app), intent, '4242424242424242');
  const response = await book(app, ready.base, 'cardpay', intent.intentId, `book-${ready.token}`);
  expect(response.statusCode, response.body).toBe(201);
  return JSON.parse(response.body).data;
}
