/**
 * Driving the buying flow through the composer's page and action APIs (inject), as a client would: the
 * trip page's day and flight search, "Continue" into the checkout, the steps up to payment. Every action
 * answer is checked against a GET of its `url` (ARCHITECTURE.md "Pages": the address composes exactly
 * what the patch showed).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type ActionResponse, type Block, PageTree } from '@waypoint/schemas';
import { expect } from 'vitest';
import { block, blocks, HOST, type Injectable, pageKit } from './page-kit.ts';

export { block, blocks, HOST, type Injectable } from './page-kit.ts';
export const KENYA = '/us/africa/kenya/12-safari-and-wildlife-nairobi-naivasha-and-mombasa';
export const patched = <T extends Block['type']>(answer: ActionResponse, type: T) =>
  answer.patch?.changes
    .flatMap((c) => c.blocks)
    .find((b): b is Extract<Block, { type: T }> => b.type === type);
export const tokenOf = (url: string) => /\/my-trip\/([A-Za-z0-9_-]+)/.exec(url)![1]!;

export function decode(res: { rawPayload: Buffer; headers: Record<string, unknown> }): ActionResponse {
  const enc = res.headers['content-encoding'];
  const raw =
    enc === 'br'
      ? brotliDecompressSync(res.rawPayload)
      : enc === 'gzip'
        ? gunzipSync(res.rawPayload)
        : res.rawPayload;
  return JSON.parse(raw.toString()) as ActionResponse;
}

/**
 * A composer over real HTTP (a browser test's running product), for the kit: one visitor, whose cookies
 * (the experiments assigned to them) are kept and sent back, as a browser would.
 */
export function overHttp(base: string): Injectable {
  const jar = new Map<string, string>();
  return {
    async inject(request) {
      // The product's own host names the site (fetch may not set Host).
      const { host: _host, ...headers } = request.headers ?? {};
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const res = await fetch(`${base}${request.url}`, {
        method: request.method ?? 'GET',
        redirect: 'manual',
        headers: { ...headers, 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) },
        ...(request.payload !== undefined ? { body: request.payload } : {}),
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';', 1);
        const at = pair!.indexOf('=');
        if (at > 0) jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
      }
      const rawPayload = Buffer.from(await res.arrayBuffer());
      const body = rawPayload.toString();
      return {
        statusCode: res.status,
        body,
        rawPayload,
        headers: Object.fromEntries(res.headers.entries()),
        json: () => JSON.parse(body),
      };
    },
  };
}

/** The sandbox's test cards (sandbox/README.md). */
export const TEST_CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  funds: '4000000000009995',
  challenge: '4000000000003220',
} as const;

/**
 * The traveller on a card provider's page (as a browser without JavaScript would): types the card and
 * submits; the provider's answer, a 303, and where it sends the traveller (its challenge, or back).
 */
export async function typeCard(providerPage: string, number: string, name = 'Ada Lovelace'): Promise<string> {
  const page = await fetch(providerPage, { redirect: 'manual' });
  expect(page.status, providerPage).toBe(200);
  const answer = await fetch(providerPage, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number, expiry: '12/34', cvc: '123', name }).toString(),
  });
  expect(answer.status, await answer.clone().text()).toBe(303);
  return answer.headers.get('location')!;
}

/** A provider's return address as the site path (and query) the browser follows. */
export const sitePathOf = (location: string) => {
  const url = new URL(location);
  return `${url.pathname}${url.search}`;
};

/**
 * Reads one of the sandbox's JSON answers (`{ data }`): through its own app in a test stack, under
 * `/sandbox/` over HTTP in a browser stack.
 */
export type SandboxJson = (path: string) => Promise<{ data: unknown }>;

/**
 * A US trip (not land only) whose main category offers at least two extra nights, from the trip links of
 * the US home page's JSON.
 */
export async function tripWithExtraNights(homeJson: string, sandbox: SandboxJson): Promise<string> {
  const hrefs = [
    ...new Set([...homeJson.matchAll(/"href":"(\/us\/[^"?]+\/(\d+)-[^"?]+)"/g)].map((m) => m[1]!)),
  ];
  for (const href of hrefs) {
    const id = /\/(\d+)-/.exec(href)![1];
    const pdp = (await sandbox(`/us/api/nextjs/pdp/${id}`)).data as {
      isLandOnly: boolean;
      mainCategory: { maxAvailableExtraNights: number };
    };
    if (!pdp.isLandOnly && pdp.mainCategory.maxAvailableExtraNights >= 2) return href;
  }
  throw new Error('no US trip offers extra nights');
}

/**
 * Whether the departure of a started checkout has an extra night on sale: about one in four is sold out
 * on a given day (the sandbox), and the extra nights of a day do not depend on the travellers.
 */
export async function extraNightOnSale(token: string, sandbox: SandboxJson): Promise<boolean> {
  const nights = (await sandbox(`/us/api/checkout/v2/order-attempts/${token}/extra-nights`)).data as {
    options: Record<string, { incrementPrice: number | null }>;
  };
  return Object.entries(nights.options).some(([n, o]) => n !== '0' && o.incrementPrice !== null);
}

export type CheckoutKit = ReturnType<typeof checkoutKit>;

/** The helpers, bound to a composer (called when used, so a suite's `beforeAll` may build it). */
export function checkoutKit(composer: () => Injectable) {
  const get = (path: string, app: Injectable = composer(), headers: Record<string, string> = {}) =>
    pageKit(() => app).get(path, headers);
  const tree = (path: string, app: Injectable = composer(), headers: Record<string, string> = {}) =>
    pageKit(() => app).tree(path, headers);

  async function composesWhatThePatchShowed(
    answer: ActionResponse,
    app: Injectable,
    headers: Record<string, string>,
  ) {
    if (!answer.patch || !answer.url) return;
    const res = await get(answer.url, app, headers);
    expect(res.statusCode, answer.url).toBe(200);
    const onPage = new Map(blocks(PageTree.parse(res.json())).map((b) => [b.id, b]));
    for (const change of answer.patch.changes) {
      if (change.blocks.length === 0) expect(onPage.has(change.id), change.id).toBe(false);
      for (const sent of change.blocks) expect(onPage.get(sent.id), `${answer.url} ${sent.id}`).toEqual(sent);
    }
  }

  async function act(
    name: string,
    path: string,
    input: unknown,
    app: Injectable = composer(),
    headers: Record<string, string> = {},
  ) {
    const res = await app.inject({
      method: 'POST',
      url: `/v1/actions/${name}`,
      headers: { host: HOST, 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ path, input }),
    });
    const body = decode(res);
    await composesWhatThePatchShowed(body, app, headers);
    return { status: res.statusCode, body, raw: res };
  }

  /**
   * A trip page with a bookable day: the `nth` normal day after today the calendar offers, or the first on
   * or after a day (`{ from: 'YYYY-MM-DD' }`); later months are shown as needed (up to four): its address.
   */
  async function tripWithDay(query = 'adults=2', trip = KENYA, nth: number | { from: string } = 0) {
    // A departure today has no flights left (the sandbox sells none for the same day): from tomorrow.
    const today = new Date().toISOString().slice(0, 10);
    const from = typeof nth === 'number' ? today : nth.from;
    const wanted = (d: { kind: string; date: string }) =>
      d.kind === 'normal' && d.date > today && d.date >= from;
    const days: { date: string; path: string }[] = [];
    const month = new Date(`${from.slice(0, 7)}-01T00:00:00Z`);
    for (let shown = 0; shown < 4; shown++, month.setUTCMonth(month.getUTCMonth() + 1)) {
      const path = `${trip}?${query}&month=${month.toISOString().slice(0, 7)}`;
      const calendar = block(await tree(path), 'DepartureCalendar')!;
      for (const d of calendar.props.months.flatMap((m) => m.days))
        if (wanted(d)) days.push({ date: d.date, path });
      if (days.length > (typeof nth === 'number' ? nth : 0)) break;
    }
    const day = days[typeof nth === 'number' ? nth : 0];
    expect(day, `a bookable day of ${trip}?${query}`).toBeDefined();
    const answer = await act('selectDepartureDate', day!.path, { date: day!.date });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.url!;
  }

  /**
   * A trip page on a bookable day whose flights are not sold out (about one day in twelve is: sandbox
   * NO_FLIGHT_DAY_ONE_IN), from the `nth` day on: its address and the flights found.
   */
  async function tripWithFlights(
    query = 'adults=2',
    trip = KENYA,
    nth: number | { from: string } = 0,
    app: Injectable = composer(),
  ) {
    let url = '';
    let flights: { flights: { id: string }[] } = { flights: [] };
    for (let tries = 0; flights.flights.length === 0 && tries < 4; tries++) {
      url = await tripWithDay(query, trip, typeof nth === 'number' ? nth + tries : nth);
      const searched = await act('searchFlights', url, {}, app);
      flights = patched(searched.body, 'FlightSelector')!.props;
      if (typeof nth !== 'number') break;
    }
    expect(flights.flights.length, `flights for ${url}`).toBeGreaterThan(0);
    return { url, flights: flights.flights };
  }

  /** "Continue" from a trip page with its first flight: the checkout's address and the events. */
  async function startedCheckout(
    query = 'adults=2',
    app: Injectable = composer(),
    headers: Record<string, string> = {},
    trip = KENYA,
    nth: number | { from: string } = 0,
  ) {
    const { url, flights } = await tripWithFlights(query, trip, nth, app);
    const started = await act('startCheckout', url, { flightId: flights[0]!.id }, app, headers);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return { url: started.body.navigate!, events: started.body.events ?? [] };
  }

  /** A checkout on its payment step, with its travellers saved: the payment step's address. */
  async function atPayment(
    query = 'adults=2',
    options: {
      app?: Injectable;
      headers?: Record<string, string>;
      trip?: string;
      nth?: number | { from: string };
      /** The lead traveller's first name and e-mail (the others are generated). */
      lead?: { firstName: string; email: string };
    } = {},
  ) {
    const app = options.app ?? composer();
    const headers = options.headers ?? {};
    const { url } = await startedCheckout(query, app, headers, options.trip ?? KENYA, options.nth ?? 0);
    const form = block(await tree(url, app, headers), 'PassengerForm')!;
    const count = form.props.passengers.length;
    const passengers = Array.from({ length: count }, (_, i) => ({
      firstName: ['Ada', 'Grace', 'Alan', 'Edsger'][i % 4]!,
      lastName: 'Lovelace',
      birthDate: `198${i % 10}-03-1${i % 9}`,
      documentNumber: '',
      email: `traveller${i}@example.com`,
      phone: '+1 555 0100',
      ...(i === 0 ? options.lead : {}),
    }));
    const saved = await act(
      'savePassengers',
      url,
      { revision: form.props.save.action.input['revision'], passengers },
      app,
      headers,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    let step = saved.body.url!;
    while (!step.includes('type=payment')) {
      const summary = block(await tree(step, app, headers), 'CheckoutSummary')!.props;
      const next = await act('continueCheckout', step, summary.next!.action.input, app, headers);
      expect(next.status, JSON.stringify(next.body)).toBe(200);
      step = next.body.url!;
    }
    return step;
  }

  /**
   * A payment step whose attempt offers payment plans, on the first trip of the US home page from `from`
   * on that has them (the sandbox offers plans on some trips, not all): a departure 70 days ahead, since a
   * plan's balance is due 45 days before it. Its address and the trip's index on the home page.
   */
  async function atPaymentWithPlans(
    options: { from?: number; lead?: { firstName: string; email: string } } = {},
  ): Promise<{ step: string; index: number }> {
    const home = (await get('/us')).body;
    const trips = [...new Set([...home.matchAll(/"href":"(\/us\/[^"?]+\/\d+-[^"?]+)"/g)].map((m) => m[1]!))];
    const day = new Date(Date.now() + 70 * 86_400_000).toISOString().slice(0, 10);
    for (let index = options.from ?? 0; index < trips.length; index++) {
      const step = await atPayment('adults=2', {
        trip: trips[index]!,
        nth: { from: day },
        ...(options.lead ? { lead: options.lead } : {}),
      }).catch(() => null);
      if (step && block(await tree(step), 'PaymentPlans')) return { step, index };
    }
    throw new Error(`no US trip of the home page from #${options.from ?? 0} offers payment plans`);
  }

  return {
    tripWithFlights,
    get,
    tree,
    act,
    tripWithDay,
    startedCheckout,
    atPayment,
    atPaymentWithPlans,
    composesWhatThePatchShowed,
  };
}
