/**
 * The payment step over HTTP (buying-flow.md §4 "Payment"): the payment state and what is due, the
 * revisioned writes of the method, the plan and the consent, the plans an attempt offers, the terms.
 */
import {
  UpstreamCheckoutStatic,
  UpstreamCheckoutSummary,
  UpstreamPaymentState,
  UpstreamTermsVersion,
  UpstreamWriteResult,
} from '@waypoint/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataOf, errorOf, searchOf } from '../../test/checkout.ts';
import {
  attemptWithPlans,
  firstTrip,
  landOnlySearch,
  patch,
  paymentState,
  readyAttempt,
} from '../../test/payment.ts';
import { NOW } from '../../test/trip-page.ts';
import { buildSandbox } from '../app.ts';
import { dayOfIso, isoDay } from '../catalogue/calendar.ts';
import { MARKETS } from '../markets.ts';

let clock = NOW;
let app: FastifyInstance;
beforeAll(async () => {
  app = buildSandbox({ now: () => clock });
  await app.ready();
});
afterAll(() => app.close());
beforeEach(() => {
  clock = NOW;
});

const cents = (amount: number) => Math.round(amount * 100);
const trip = firstTrip();

describe('payment state', () => {
  it('starts with no method, no fee, the default plan and no consent; totals the summary', async () => {
    const ready = await readyAttempt(app, searchOf('us', trip), { today: NOW });
    const state = await paymentState(app, ready.base);
    const summary = dataOf(await app.inject(`${ready.base}/summary`), UpstreamCheckoutSummary);
    expect(state).toMatchObject({
      revision: 1,
      currency: 'USD',
      paymentMethodId: 0,
      paymentFee: null,
      consent: { accepted: false, termsVersion: null },
      amounts: { total: summary.price.total, dueNow: summary.price.total, later: 0 },
      booking: null,
    });
    expect(state.methods.map((m) => [m.id, m.provider, m.kind])).toEqual([
      [1, 'cardpay', 'card'],
      [6, 'dropin', 'card'],
      [7, 'dropin', 'ach'],
      [9, 'bnpl', 'bnpl'],
    ]);
    expect(state.plans.filter((plan) => plan.isSelected)).toHaveLength(1);
  });

  it.each(MARKETS)('lists the methods of %s in its language, parsed by the schema', async (market) => {
    const ready = await readyAttempt(app, searchOf(market, trip), { today: NOW });
    const state = await paymentState(app, ready.base);
    const ids = state.methods.map((m) => m.id);
    expect(ids.find((id) => id === 1 || id === 6)).toBe(market === 'es' || market === 'fr' ? 6 : 1);
    expect(ids.includes(7)).toBe(market === 'us');
    expect(ids.includes(9)).toBe(market === 'us' || market === 'ca');
    const card = state.methods.find((m) => m.id === 1)?.name;
    expect(card).toBe(
      {
        en: 'Credit or debit card',
        es: 'Tarjeta de crédito o débito',
        fr: 'Carte de crédit ou de débit',
        de: 'Kredit- oder Debitkarte',
      }[
        (
          {
            us: 'en',
            uk: 'en',
            ca: 'en',
            au: 'en',
            es: 'es',
            mx: 'es',
            co: 'es',
            fr: 'fr',
            de: 'de',
          } as const
        )[market]
      ],
    );
  });

  it('adds the chosen method’s fee to the total, to the cent', async () => {
    const ready = await readyAttempt(app, searchOf('us', trip), { today: NOW });
    const before = await paymentState(app, ready.base);
    const chosen = await patch(app, `${ready.base}/payment-method`, { revision: 1, paymentMethodId: 6 });
    expect(dataOf(chosen, UpstreamWriteResult)).toEqual({ revision: 2 });
    const state = await paymentState(app, ready.base);
    const fee = Math.round(cents(before.amounts.total) * 0.015);
    expect(state.paymentMethodId).toBe(6);
    expect(state.paymentFee).toEqual({
      percentage: 0.015,
      price: fee / 100,
      description: 'Card processing fee',
    });
    expect(cents(state.amounts.total)).toBe(cents(before.amounts.total) + fee);
    // A method without a fee has no fee line.
    await patch(app, `${ready.base}/payment-method`, { revision: 2, paymentMethodId: 7 });
    const ach = await paymentState(app, ready.base);
    expect([ach.paymentMethodId, ach.paymentFee, ach.amounts.total]).toEqual([7, null, before.amounts.total]);
  });

  it('refuses methods the market does not offer, and bad input, with field errors', async () => {
    const ready = await readyAttempt(app, searchOf('es', trip), { today: NOW });
    const write = (form: Record<string, string | number>) => patch(app, `${ready.base}/payment-method`, form);
    expect(errorOf(await write({ revision: 1, paymentMethodId: 7 })).fields).toEqual({
      paymentMethodId: 'UNKNOWN_METHOD',
    });
    expect(errorOf(await write({ revision: 1, paymentMethodId: 0 })).fields).toEqual({
      paymentMethodId: 'UNKNOWN_METHOD',
    });
    expect(errorOf(await write({ revision: 1, paymentMethodId: 'card' })).fields).toEqual({
      paymentMethodId: 'INVALID',
    });
    expect(errorOf(await write({ revision: 1 })).fields).toEqual({ paymentMethodId: 'REQUIRED' });
    expect(errorOf(await write({ revision: 1, paymentMethodId: 1, colour: 'red' })).fields).toEqual({
      colour: 'UNKNOWN_FIELD',
    });
    expect(errorOf(await write({ paymentMethodId: 1 })).fields).toEqual({ revision: 'REQUIRED' });
    expect(errorOf(await write({ revision: 'one', paymentMethodId: 1 })).fields).toEqual({
      revision: 'INVALID',
    });
    expect((await paymentState(app, ready.base)).revision).toBe(1);
    // JSON bodies are taken too.
    const json = await app.inject({
      method: 'PATCH',
      url: `${ready.base}/payment-method`,
      payload: { revision: 1, paymentMethodId: 1 },
    });
    expect(dataOf(json)).toEqual({ revision: 2 });
  });

  it('refuses stale (409) and expired (410) writes like every write of the attempt', async () => {
    const ready = await readyAttempt(app, searchOf('uk', trip), { today: NOW });
    await patch(app, `${ready.base}/payment-method`, { revision: 1, paymentMethodId: 1 });
    const stale = await patch(app, `${ready.base}/payment-plan`, { revision: 1, planIndex: 0 });
    expect(errorOf(stale)).toMatchObject({ status: 409, code: 'STALE_REVISION', revision: 2 });
    clock = new Date(NOW.getTime() + 91 * 60_000);
    const expired = await patch(app, `${ready.base}/consent`, {
      revision: 2,
      accepted: 'true',
      termsVersion: '2026-03',
    });
    expect(errorOf(expired)).toMatchObject({ status: 410, code: 'ORDER_ATTEMPT_EXPIRED' });
    expect(
      errorOf(await patch(app, '/uk/api/checkout/v2/order-attempts/nope/consent', { revision: 0 })).status,
    ).toBe(404);
  });
});

describe('plans', () => {
  it('offers only the full payment for land only and for departures within 45 days', async () => {
    const land = await readyAttempt(app, landOnlySearch('us'), { today: NOW, daysAhead: 120 });
    expect((await paymentState(app, land.base)).plans).toEqual([
      { isSelected: true, payments: [{ percentage: 1 }] },
    ]);
    for (const market of MARKETS) {
      const soon = await readyAttempt(app, searchOf(market, trip), { today: NOW, daysAhead: 0 });
      const days = dayOfIso(soon.departureDate) - dayOfIso(isoDay(NOW));
      if (days > 45) continue;
      expect((await paymentState(app, soon.base)).plans, market).toHaveLength(1);
    }
  });

  it('offers more than one plan for some trips and markets, and pays the chosen plan’s first share now', async () => {
    const ready = await attemptWithPlans(app, 'es', 3, NOW);
    expect(ready.state.plans.map((plan) => plan.payments.map((p) => Math.round(p.percentage * 100)))).toEqual(
      [[100], [25, 75], [33, 33, 33]],
    );
    const total = cents(ready.state.amounts.total);
    const choose = await patch(app, `${ready.base}/payment-plan`, { revision: 1, planIndex: 1 });
    expect(dataOf(choose)).toEqual({ revision: 2 });
    const state = await paymentState(app, ready.base);
    expect(state.plans.map((plan) => plan.isSelected)).toEqual([false, true, false]);
    expect(cents(state.amounts.dueNow)).toBe(Math.round(total * 0.25));
    expect(cents(state.amounts.later)).toBe(total - Math.round(total * 0.25));
    const percentage = dataOf(await app.inject(`${ready.base}/payment-percentage`));
    expect(percentage).toEqual({ percentage: 0.25, dueNow: state.amounts.dueNow });
    // The static data marks the chosen plan too.
    const fixed = dataOf(await app.inject(`${ready.base}/static`), UpstreamCheckoutStatic);
    expect(fixed.availablePaymentPlans.paymentPlans.map((plan) => plan.isSelected)).toEqual([
      false,
      true,
      false,
    ]);
    expect(fixed.availablePaymentPlans.availablePaymentPlansCount).toBe(3);
    expect(
      errorOf(await patch(app, `${ready.base}/payment-plan`, { revision: 2, planIndex: 3 })).fields,
    ).toEqual({
      planIndex: 'UNKNOWN_PLAN',
    });
  });

  it('offers a different number of plans in different markets', async () => {
    const counts = new Set<number>();
    for (const market of ['us', 'es', 'de', 'fr', 'uk'] as const) {
      const ready = await readyAttempt(app, searchOf(market, trip), { today: NOW, daysAhead: 90 });
      counts.add((await paymentState(app, ready.base)).plans.length);
    }
    expect(counts.size).toBeGreaterThan(1);
  });
});

describe('consent and terms', () => {
  it('answers the terms version with the market’s terms page', async () => {
    const ready = await readyAttempt(app, searchOf('es', trip), { today: NOW });
    const terms = dataOf(
      await app.inject(`/es/api/booking/${ready.token}/terms-and-conditions-version`),
      UpstreamTermsVersion,
    );
    expect(terms).toEqual({ version: '2026-03', path: '/es/terminos-y-condiciones' });
    expect(errorOf(await app.inject(`/es/api/booking/nope/terms-and-conditions-version`)).status).toBe(404);
  });

  it('records consent to the current version, and refuses an outdated one', async () => {
    const ready = await readyAttempt(app, searchOf('fr', trip), { today: NOW });
    const consent = (form: Record<string, string | number>) => patch(app, `${ready.base}/consent`, form);
    const outdated = errorOf(await consent({ revision: 1, accepted: 'true', termsVersion: '2025-01' }));
    expect(outdated).toMatchObject({
      status: 400,
      code: 'TERMS_VERSION_OUTDATED',
      fields: { termsVersion: 'OUTDATED' },
    });
    expect(errorOf(await consent({ revision: 1, accepted: 'true' })).fields).toEqual({
      termsVersion: 'REQUIRED',
    });
    expect(errorOf(await consent({ revision: 1, accepted: 'yes', termsVersion: '2026-03' })).fields).toEqual({
      accepted: 'INVALID',
    });
    expect(dataOf(await consent({ revision: 1, accepted: 'true', termsVersion: '2026-03' }))).toEqual({
      revision: 2,
    });
    expect((await paymentState(app, ready.base)).consent).toEqual({
      accepted: true,
      termsVersion: '2026-03',
    });
    expect(dataOf(await consent({ revision: 2, accepted: 'false' }))).toEqual({ revision: 3 });
    const state = dataOf(await app.inject(`${ready.base}/payment-method`), UpstreamPaymentState);
    expect(state.consent).toEqual({ accepted: false, termsVersion: null });
  });
});
