/**
 * Flights and checkout end to end (composer + real sandbox + content store, inject() and real HTTP):
 * the trip page's flight search (loading, received, cached with searchTime 0, cancel, a newer search,
 * ERR_NO_FLIGHTS_AVAILABLE, ERROR_FLIGHTS_LIST), "Continue" creating the order attempt with its
 * attribution, and every checkout step through its actions: passengers with field errors, accommodation,
 * activities, insurance, extra nights, the voucher, the flight step, the payment step; a stale revision,
 * the expired attempt and its retry, and two composer instances serving one checkout.
 */
import { build, loadEnv } from '@waypoint/composer';
import { type ActionResponse, PageTree } from '@waypoint/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  block,
  blocks,
  checkoutKit,
  extraNightOnSale,
  HOST,
  KENYA,
  patched,
  tokenOf,
  tripWithExtraNights,
} from './support/checkout-kit.ts';
import { capturingLogger, type Stack, startStack } from './support/stack.ts';

const { logger, lines: logs } = capturingLogger('debug');
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ logger, random: () => 0.5 });
}, 60_000);
afterAll(() => stack?.close());

const { get, tree, act, tripWithDay, tripWithFlights, startedCheckout, composesWhatThePatchShowed } =
  checkoutKit(() => stack.composer);

describe('the flight search of a chosen day', () => {
  it('loads in the background, then shows the list, cached for everyone with searchTime 0', async () => {
    const url = await tripWithDay('adults=2');
    const before = await get(url);
    // The trip page stays one shared page per address: the list comes by the load action. (A page
    // depends on cookies: a returning visitor's copy is revalidated, not the no-store of visitor data.)
    const cookie = [before.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => String(c).split(';', 1)[0])
      .join('; ');
    expect((await get(url, undefined, { cookie })).headers['cache-control']).toBe('private, no-cache');
    const loading = block(PageTree.parse(before.json()), 'FlightSelector')!;
    expect(loading.props.state).toBe('loading');
    expect(loading.props.load).toMatchObject({ kind: 'submit', action: 'searchFlights', background: true });
    const searched = await act('searchFlights', url, {});
    expect(searched.status).toBe(200);
    const received = patched(searched.body, 'FlightSelector')!;
    expect(received.props.state).toBe('received');
    expect(received.props.flights.length).toBeGreaterThan(0);
    expect(received.props.tabs.map((t) => t.id)).toContain('shortest');
    expect(searched.body.url).toBe(`${url}&flights=shown`);
    const again = block(await tree(searched.body.url!), 'FlightSelector')!;
    expect(again.props.state).toBe('received');
    expect(again.props.searchTime).toBe('Prices held for 15 minutes');
  });
});

/** A checkout started from the first flight of a searched day; its address. */
describe('the checkout', () => {
  it('starts from a flight with the checkout_started and order_attempt events', async () => {
    const { url, events } = await startedCheckout();
    expect(url).toMatch(/^\/us\/my-trip\/[A-Za-z0-9_-]{16,64}\?type=passengers$/);
    expect(events.map((e) => e.event)).toEqual(['checkout_started', 'order_attempt']);
    const page = await get(url);
    expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const t = PageTree.parse(page.json());
    expect(t.page.kind).toBe('checkout');
    expect(blocks(t).map((b) => b.type)).toEqual(
      expect.arrayContaining(['CheckoutProgress', 'PassengerForm', 'CheckoutSummary']),
    );
    expect(blocks(t).some((b) => b.type === 'PromotionBar')).toBe(false);
    const summary = block(t, 'CheckoutSummary')!.props;
    const sum = summary.lines.reduce((total, l) => total + Math.round(l.amount * 100), 0) / 100;
    expect(summary.totalAmount).toBeCloseTo(sum, 2);
  });
});

/** Two adults as the passengers step saves them; the first is the contact. */
const TWO_ADULTS = [
  {
    firstName: 'A',
    lastName: 'B',
    birthDate: '1980-01-01',
    documentNumber: '',
    email: 'a@b.co',
    phone: '+1 555 0100',
  },
  { firstName: 'C', lastName: 'D', birthDate: '1981-01-01', documentNumber: '', email: '', phone: '' },
];

const sandboxJson = async (url: string, method: 'GET' | 'POST' = 'GET') =>
  (await stack.sandbox.inject({ method, url })).json() as { data: Record<string, unknown> };

/** A trip of the US catalogue whose main category offers extra nights (not land only). */
const extraNightsTrip = async () => tripWithExtraNights((await get('/us')).body, sandboxJson);

describe('cancelling a flight search', () => {
  it('aborts the upstream call, answers the cancel at once and reports cancel_simulation', async () => {
    const url = await tripWithDay('adults=3');
    stack.sandbox.sandboxFaults.set({ path: '/api/product/getFlights', latencyMs: 800 });
    await stack.composer.listen({ port: 0, host: '127.0.0.1' });
    const address = stack.composer.server.address() as { port: number };
    const base = `http://127.0.0.1:${address.port}`;
    try {
      const post = (name: string, signal?: AbortSignal) =>
        fetch(`${base}/v1/actions/${name}`, {
          method: 'POST',
          headers: { host: HOST, 'content-type': 'application/json' },
          body: JSON.stringify({ path: url, input: {} }),
          ...(signal ? { signal } : {}),
        });
      const stats = stack.sandbox.sandboxStats;
      const searches = stats.get('POST /us/api/product/getFlights');
      const aborted = stats.get('ABORTED POST /us/api/product/getFlights');
      const controller = new AbortController();
      const search = post('searchFlights', controller.signal).catch((err: Error) => err.name);
      // The search is upstream (the sandbox counted it) before the traveller cancels.
      await expect.poll(() => stats.get('POST /us/api/product/getFlights')).toBeGreaterThan(searches);
      controller.abort();
      const cancelled = await post('cancelFlightSearch');
      expect(cancelled.status).toBe(200);
      const answer = (await cancelled.json()) as ActionResponse;
      expect(await search).toBe('AbortError');
      expect(answer.url).toContain('flights=off');
      expect(answer.events?.map((e) => e.event)).toEqual(['cancel_simulation']);
      expect(patched(answer, 'FlightSelector')!.props.state).toBe('deleted');
      await composesWhatThePatchShowed(answer, stack.composer, {});
      // The composer aborted its upstream call: the sandbox saw its client go away.
      await expect.poll(() => stats.get('ABORTED POST /us/api/product/getFlights')).toBeGreaterThan(aborted);
      // Reloading the cancelled address does not search again; the retry does.
      expect(block(await tree(answer.url!), 'FlightSelector')!.props.state).toBe('deleted');
    } finally {
      stack.sandbox.sandboxFaults.clear();
    }
  });
});

describe('flight list errors', () => {
  it('shows ERR_NO_FLIGHTS_AVAILABLE with the list’s own message for a day without flights', async () => {
    // The bookable days of the months shown from today on, later months too (at the end of a month the
    // calendar opened today shows only a few days).
    const days: { date: string }[] = [];
    const month = new Date(`${new Date().toISOString().slice(0, 7)}-01T00:00:00Z`);
    for (let shown = 0; shown < 4 && days.length < 60; shown++, month.setUTCMonth(month.getUTCMonth() + 1)) {
      const page = await tree(`${KENYA}?adults=2&month=${month.toISOString().slice(0, 7)}`);
      for (const d of block(page, 'DepartureCalendar')!.props.months.flatMap((m) => m.days)) {
        if (d.kind === 'normal' && !days.some((known) => known.date === d.date)) days.push(d);
      }
    }
    let found: { url: string; message: string } | null = null;
    for (const day of days.slice(0, 60)) {
      const moved = await act('selectDepartureDate', `${KENYA}?adults=2`, { date: day.date });
      const url = moved.body.url!;
      const q = new URLSearchParams(url.split('?')[1]);
      const form = new URLSearchParams({
        productId: '12',
        categoryId: q.get('category')!,
        departureCity: q.get('city')!,
        departureDate: day.date,
        adults: '2',
        children: '0',
        babies: '0',
      });
      const res = await stack.sandbox.inject({
        method: 'POST',
        url: '/us/api/product/getFlights',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
      const list = res.json().data as { hasFlights: boolean; message: string | null };
      if (!list.hasFlights) {
        found = { url, message: list.message ?? '' };
        break;
      }
    }
    expect(found, 'a day without flights in the first 60').not.toBeNull();
    const searched = await act('searchFlights', found!.url, {});
    const selector = patched(searched.body, 'FlightSelector')!.props;
    expect(selector.state).toBe('error');
    expect(selector.errorCode).toBe('ERR_NO_FLIGHTS_AVAILABLE');
    expect(selector.message).toBe(found!.message);
  });

  it('shows ERROR_FLIGHTS_LIST when the search fails, and searches again on retry', async () => {
    // A day whose flights are not sold out, so that the retry has flights to show; searched for two, so
    // the search for four below is not answered from the cache.
    const { url: seen } = await tripWithFlights('adults=2', KENYA, 1);
    const url = await tripWithDay('adults=4', KENYA, {
      from: new URL(seen, 'http://x').searchParams.get('date')!,
    });
    stack.sandbox.sandboxFaults.set({ path: '/api/product/getFlights', status: 500 });
    let failed: Awaited<ReturnType<typeof act>>;
    try {
      failed = await act('searchFlights', url, {});
      const selector = patched(failed.body, 'FlightSelector')!.props;
      expect(selector.state).toBe('error');
      expect(selector.errorCode).toBe('ERROR_FLIGHTS_LIST');
      expect(selector.retry?.action.input).toEqual({ retry: true });
      expect(logs.some((l) => JSON.stringify(l).includes('ERROR_FLIGHTS_LIST'))).toBe(true);
    } finally {
      stack.sandbox.sandboxFaults.clear();
    }
    expect(failed.body.url).toBe(`${url}&flights=failed`);
    const again = await act('searchFlights', failed.body.url!, { retry: true });
    expect(patched(again.body, 'FlightSelector')!.props.state).toBe('received');
  });
});

describe('the order attempt', () => {
  it('carries the attribution and the advisor and reseller tokens', async () => {
    const { url } = await startedCheckout('adults=2&gclid=Cj0KCQ&utm_source=newsletter', stack.composer, {
      cookie: '_ga=GA1.1.1234.5678; utm_reseller=last_minute; advisor_token=adv-42; externalAgentId=agent-7',
    });
    const raw = (await sandboxJson(`/__attempts/${tokenOf(url)}`)).data as Record<string, unknown>;
    expect(JSON.stringify(raw)).toContain('1234.5678');
    expect(JSON.stringify(raw)).toContain('last_minute');
    expect(JSON.stringify(raw)).toContain('adv-42');
    // An agent's checkout has its external agent set (buying-flow.md §6).
    expect(JSON.stringify(raw)).toContain('agent-7');
  });

  it('an unknown token is the not-found page; a step not reached opens the furthest one', async () => {
    expect((await get('/us/my-trip/AAAAAAAAAAAAAAAAAAAAAAAA?type=passengers')).statusCode).toBe(404);
    const { url } = await startedCheckout();
    const ahead = await get(url.replace('type=passengers', 'type=payment'));
    expect(ahead.statusCode).toBe(302);
    expect(ahead.headers.location).toBe(url);
    const legacy = await get(url.replace('/my-trip/', '/checkout/'));
    expect(legacy.statusCode).toBe(302);
    expect(legacy.headers.location).toBe(url);
  });
});

describe('payment forms', () => {
  it('the checkout says in its meta that it carries payment forms; the trip page and the not-found page do not', async () => {
    const { url } = await startedCheckout();
    expect((await tree(url)).page.paymentForms).toBe(true);
    expect((await tree(KENYA)).page.paymentForms).toBeUndefined();
    const missing = await get('/us/my-trip/AAAAAAAAAAAAAAAAAAAAAAAA?type=passengers');
    expect(missing.statusCode).toBe(404);
    expect((missing.json() as PageTree).page.paymentForms).toBeUndefined();
  });
});

describe('the checkout steps', () => {
  it('walks passengers → personalisation → flight → payment, the total always the sum of the lines', async () => {
    const trip = await extraNightsTrip();
    let url = '';
    for (let nth = 0; nth < 6 && url === ''; nth++) {
      const started = await startedCheckout('adults=2', stack.composer, {}, trip, nth);
      if (await extraNightOnSale(tokenOf(started.url), sandboxJson)) url = started.url;
    }
    expect(url, 'a departure with an extra night on sale').not.toBe('');
    const token = tokenOf(url);
    const page = await tree(url);
    const form = block(page, 'PassengerForm')!;
    const revision = form.props.save.action.input['revision'];
    const adult = (first: string, birthDate: string) => ({
      firstName: first,
      lastName: 'Lovelace',
      birthDate,
      documentNumber: '',
      email: 'ada@example.com',
      phone: '+1 555 0100',
    });
    // A child's birth date for an adult: refused at that field, in the visitor's language; nothing saved.
    const refused = await act('savePassengers', url, {
      revision,
      passengers: [adult('Ada', '1985-12-10'), adult('Byron', '2020-01-01')],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { field: 'passengers.1.birthDate', code: 'AGE_OUT_OF_BAND', message: expect.stringMatching(/age/i) },
    ]);
    const saved = await act('savePassengers', url, {
      revision,
      passengers: [adult('Ada', '1985-12-10'), adult('Byron', '1980-01-01')],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.url).toContain('type=personalization');
    const personalization = saved.body.url!;
    const pick = async (
      type: 'ExtraNightOptions' | 'ActivityOptions' | 'InsuranceOptions',
      index: number,
    ) => {
      const t = await tree(personalization);
      const option = block(t, type)!.props.options.filter((o) => o.action && o.available)[index]!;
      const answer = await act(option.action!.action, personalization, option.action!.input);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      // Every checkout block comes fresh with the answer: the summary shows the change.
      return patched(answer.body, 'CheckoutSummary')!.props;
    };
    const afterNight = await pick('ExtraNightOptions', 0);
    expect(afterNight.lines.map((l) => l.kind)).toContain('extraNight');
    const afterActivity = await pick('ActivityOptions', 0);
    const option = afterActivity.lines.find((l) => l.kind === 'options')!;
    expect(option.details).toMatch(/^2 \* \$/);
    const afterInsurance = await pick('InsuranceOptions', 0);
    const insurance = block(await tree(personalization), 'InsuranceOptions')!.props;
    expect(insurance.intro).toContain('cancellation policy: FLEX');
    expect(afterInsurance.lines.map((l) => l.kind)).toEqual(
      expect.arrayContaining(['campaign', 'extraNight', 'options', 'insurances', 'fees']),
    );
    const sum = (lines: { amount: number }[]) =>
      lines.reduce((t, l) => t + Math.round(l.amount * 100), 0) / 100;
    expect(afterInsurance.totalAmount).toBeCloseTo(sum(afterInsurance.lines), 2);
    // The composer's total agrees with the seller's, line by line.
    const upstream = (await sandboxJson(`/us/api/checkout/v2/order-attempts/${token}/summary`)).data as {
      price: { total: number };
    };
    expect(afterInsurance.totalAmount).toBeCloseTo(upstream.price.total, 2);
    // On to the flight step; a business flight changes the total.
    const next = await act('continueCheckout', personalization, afterInsurance.next!.action.input);
    expect(next.body.url).toContain('type=flight');
    const flightStep = await tree(next.body.url!);
    const selector = block(flightStep, 'FlightSelector')!.props;
    const business = selector.tabs.find((t) => t.id === 'business');
    const choice = selector.flights.find((f) => f.id === (business?.flightIds[0] ?? ''))!;
    const changed = await act(choice.choose!.action.action, next.body.url!, choice.choose!.action.input);
    const afterFlight = patched(changed.body, 'CheckoutSummary')!.props;
    expect(afterFlight.totalAmount).toBeGreaterThan(afterInsurance.totalAmount);
    expect(block(flightStep, 'BaggageAllowance')).toBeDefined();
    const payment = await act('continueCheckout', next.body.url!, afterFlight.next!.action.input);
    expect(payment.body.url).toContain('type=payment');
    const paymentPage = await tree(payment.body.url!);
    const final = block(paymentPage, 'CheckoutSummary')!.props;
    expect(final.totalAmount).toBeCloseTo(afterFlight.totalAmount, 2);
    expect(final.next).toBeNull();
    expect(block(paymentPage, 'VoucherForm')).toBeDefined();
    // A reload of any step shows the same state: it lives in the order attempt.
    expect(block(await tree(payment.body.url!), 'CheckoutSummary')!.props).toEqual(final);
  });

  it('applies a voucher, shows its refusal at the field, and removes it', async () => {
    const { url } = await startedCheckout();
    const token = tokenOf(url);
    const current = async () => ({ revision: (await sandboxJson(`/__attempts/${token}`)).data['revision'] });
    const passengers = TWO_ADULTS;
    await act('savePassengers', url, { ...(await current()), passengers });
    const personalization = url.replace('passengers', 'personalization');
    await act('continueCheckout', personalization, { step: 'flight', ...(await current()) });
    const flight = url.replace('passengers', 'flight');
    await act('continueCheckout', flight, { step: 'payment', ...(await current()) });
    const payment = url.replace('passengers', 'payment');
    const unknown = await act('applyVoucher', payment, { voucherCode: 'nope', ...(await current()) });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([
      { field: 'voucherCode', code: 'VOUCHER_NOT_FOUND', message: expect.stringMatching(/voucher code/) },
    ]);
    const applied = await act('applyVoucher', payment, { voucherCode: 'welcome50', ...(await current()) });
    expect(applied.status).toBe(200);
    const summary = patched(applied.body, 'CheckoutSummary')!.props;
    expect(summary.lines.find((l) => l.kind === 'discount')).toMatchObject({
      amount: -50,
      label: 'Voucher WELCOME50',
    });
    expect(patched(applied.body, 'VoucherForm')!.props.applied).toContain('WELCOME50');
    const removed = await act('removeVoucher', payment, await current());
    expect(patched(removed.body, 'CheckoutSummary')!.props.lines.some((l) => l.kind === 'discount')).toBe(
      false,
    );
  });

  it('refuses a write against a stale revision with the fresh state and a clear message (two tabs)', async () => {
    const { url } = await startedCheckout();
    const form = block(await tree(url), 'PassengerForm')!;
    const stale = form.props.save.action.input['revision'] as number;
    const passengers = TWO_ADULTS;
    // Tab one saves; tab two, still at the old revision, saves too.
    expect((await act('savePassengers', url, { revision: stale, passengers })).status).toBe(200);
    const second = await act('savePassengers', url, { revision: stale, passengers });
    expect(second.status).toBe(409);
    expect(second.body.errors?.[0]).toMatchObject({ code: 'STALE_REVISION' });
    expect(second.body.errors?.[0]?.message).toMatch(/another window/);
    expect(second.body.patch).toBeDefined();
  });

  it('offers the retry once the attempt has expired, which holds it 90 more minutes', async () => {
    const { url } = await startedCheckout();
    const token = tokenOf(url);
    await sandboxJson(`/__attempts/${token}/expire`, 'POST');
    const expired = block(await tree(url), 'CheckoutProgress')!.props;
    expect(expired.expired?.retry.action.action).toBe('retryCheckout');
    const form = block(await tree(url), 'PassengerForm')!;
    const write = await act('savePassengers', url, {
      revision: form.props.save.action.input['revision'],
      passengers: [
        {
          firstName: 'A',
          lastName: 'B',
          birthDate: '1980-01-01',
          documentNumber: '',
          email: 'a@b.co',
          phone: '+1 555 0100',
        },
      ],
    });
    expect(write.status).toBe(410);
    expect(write.body.errors?.[0]?.code).toBe('ORDER_ATTEMPT_EXPIRED');
    const retried = await act('retryCheckout', url, {});
    expect(retried.status).toBe(200);
    const progress = patched(retried.body, 'CheckoutProgress')!.props;
    expect(progress.expired).toBeNull();
    const raw = (await sandboxJson(`/__attempts/${token}`)).data as {
      expiresAt?: string;
      expirationDate?: string;
    };
    const until = Date.parse(raw.expiresAt ?? raw.expirationDate ?? progress.expiresAt);
    expect(until - Date.now()).toBeGreaterThan(89 * 60_000);
  });

  it('is the same checkout from a second composer instance', async () => {
    const second = await build({
      env: loadEnv({ LOG_LEVEL: 'silent', CACHE_TTL_SECONDS: '60' }),
      upstreamUrl: stack.sandboxUrl,
      content: stack.content,
      logger: false,
      random: () => 0.5,
    });
    try {
      const { url } = await startedCheckout();
      const one = await tree(url);
      const two = await tree(url, second);
      expect(two.regions).toEqual(one.regions);
      // A change made through one instance is what the other shows.
      const form = block(one, 'PassengerForm')!;
      const passengers = [
        {
          firstName: 'Ada',
          lastName: 'B',
          birthDate: '1980-01-01',
          documentNumber: '',
          email: 'a@b.co',
          phone: '+1 555 0100',
        },
        { firstName: 'Cy', lastName: 'D', birthDate: '1981-01-01', documentNumber: '', email: '', phone: '' },
      ];
      await act(
        'savePassengers',
        url,
        { revision: form.props.save.action.input['revision'], passengers },
        second,
      );
      const fields = block(await tree(url), 'PassengerForm')!.props.passengers[0]!.fields;
      expect(fields.find((f) => f.name === 'firstName')!.value).toBe('Ada');
    } finally {
      await second.close();
    }
  });
});
