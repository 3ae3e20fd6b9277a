/**
 * Payment and after, end to end (composer + real sandbox providers over HTTP + content store): the payment
 * step (methods, the preselection, plans, consent), each provider's success, decline, challenge and
 * abandon paths, booking exactly once whatever the traveller and the network do (double clicks, reloads,
 * two composer instances), the confirmation and not-confirmed pages, part payment, and that a card number
 * never reaches the composer.
 */
import { build, loadEnv } from '@waypoint/composer';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  block,
  checkoutKit,
  HOST,
  sitePathOf,
  TEST_CARDS,
  tokenOf,
  typeCard,
} from './support/checkout-kit.ts';
import { capturingLogger, type Stack, startStack } from './support/stack.ts';

const { logger, lines: logs } = capturingLogger('debug');
let stack: Stack;
let second: FastifyInstance;
beforeAll(async () => {
  stack = await startStack({ logger, random: () => 0.5 });
  // A second composer instance on the same sandbox (another process behind the load balancer).
  second = await build({
    env: loadEnv({ LOG_LEVEL: 'silent', CACHE_TTL_SECONDS: '60' }),
    upstreamUrl: stack.sandboxUrl,
    content: stack.content,
    logger,
  });
  await second.ready();
}, 60_000);
afterAll(async () => {
  await second?.close();
  await stack?.close();
});

const { get, tree, act, atPayment, atPaymentWithPlans } = checkoutKit(() => stack.composer);

/** Everything the composer answered in this file, to search for card numbers. */
const answered: string[] = [];
const record = <T extends { body: unknown; raw?: { body: string; headers: unknown } }>(answer: T): T => {
  answered.push(JSON.stringify(answer.body), JSON.stringify(answer.raw?.headers ?? {}));
  return answer;
};

const sandbox = (url: string, init?: RequestInit) => fetch(url, { redirect: 'manual', ...init });
const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

const CARDS = TEST_CARDS;

/** The return address through the composer (as the browser would follow it): where it sends the traveller. */
async function back(location: string, app: FastifyInstance = stack.composer) {
  expect(new URL(location).host).toBe(HOST);
  const res = await get(sitePathOf(location), app);
  answered.push(res.body, JSON.stringify(res.headers));
  expect(res.statusCode, res.body.slice(0, 300)).toBe(303);
  return res.headers.location as string;
}

async function pay(step: string, input: Record<string, unknown> = { consent: true }, app?: FastifyInstance) {
  return record(await act('pay', step, input, app));
}

const charges = async (token: string) =>
  (
    (await stack.sandbox.inject({ url: `/__charges?attempt=${token}` })).json() as {
      data: { charges: number; bookings: number };
    }
  ).data;

describe('the payment step', () => {
  it('offers the attempt’s methods with the first of id 1 or 6 chosen, the consent and the amount due', async () => {
    const step = await atPayment();
    const page = await tree(step);
    const methods = block(page, 'PaymentMethods')!.props;
    expect(methods.methods.map((m) => m.id)).toEqual(expect.arrayContaining([1, 6]));
    // buying-flow.md §4: loading preselects the first method whose id is 1 or 6, stored on the attempt.
    expect(methods.methods.find((m) => m.selected)?.id).toBe(1);
    expect(methods.prompt).toBeNull();
    expect(methods.bnplPromo).toMatch(/4 interest-free payments/);
    const payment = block(page, 'PaymentForm')!.props;
    expect(payment.consent.checked).toBe(false);
    expect(payment.consent.version).not.toBe('');
    expect(payment.pay.disabled).toBe(false);
    expect(payment.pay.label).toMatch(/^Pay \$/);
    // Choosing the drop-in card method brings its fee line, priced upstream.
    const dropin = methods.methods.find((m) => m.id === 6)!;
    expect(dropin.fee).toMatch(/1\.5%/);
    const chosen = await act(dropin.choose.action, step, dropin.choose.input);
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const after = block(await tree(step), 'PaymentForm')!.props;
    expect(after.lines.map((l) => l.label)).toContain('Card processing fee');
  });

  it('refuses to pay without consent, and an input that names an amount, plan or fee', async () => {
    const step = await atPayment();
    const refused = await pay(step, { consent: false });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      {
        field: 'consent',
        code: 'CONSENT_REQUIRED',
        message: 'Please accept the terms and conditions to pay.',
      },
    ]);
    for (const extra of [{ amount: 1 }, { planIndex: 0 }, { fee: 0 }, { paymentMethodId: 9 }]) {
      const sneaky = await pay(step, { consent: true, ...extra });
      expect(sneaky.status, JSON.stringify(extra)).toBe(422);
      expect(sneaky.body.errors?.[0]?.code).toBe('INVALID_INPUT');
    }
    // A plan that the attempt does not offer is refused by the seller, at its field.
    const plan = await act('choosePaymentPlan', step, { planIndex: 19, revision: 0 });
    expect([409, 422]).toContain(plan.status);
    expect(await charges(tokenOf(step))).toEqual({ charges: 0, bookings: 0 });
  });
});

describe('paying by card (card provider A)', () => {
  it('pays with the challenge card: provider page, bank challenge, back, booked once, confirmed', async () => {
    const step = await atPayment();
    const token = tokenOf(step);
    const started = await pay(step);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const providerPage = started.body.navigate!;
    expect(providerPage.startsWith(`${stack.sandboxUrl}/us/api/cardpay/pay/pi_`)).toBe(true);
    // A double click gets the same payment, not a second one.
    expect((await pay(step)).body.navigate).toBe(providerPage);
    const challenge = await typeCard(providerPage, CARDS.challenge);
    expect(challenge).toContain('/api/cardpay/challenge/');
    const completed = await sandbox(challenge, form({ outcome: 'complete' }));
    expect(completed.status).toBe(303);
    const confirmation = await back(completed.headers.get('location')!);
    expect(confirmation).toBe(`/us/booking-confirmed/${token}`);
    const page = await tree(confirmation);
    const confirmed = block(page, 'BookingConfirmation')!.props;
    expect(confirmed.locator).toMatch(/^[A-Z0-9]{6}$/);
    expect(confirmed.pending).toBe(false);
    expect(confirmed.title.length).toBeGreaterThan(0);
    expect(page.page.kind).toBe('confirmation');
    expect((await get(confirmation)).headers['cache-control']).toBe('private, no-store');
    // Exactly one charge and one booking, however often the way back is taken.
    expect(await back(completed.headers.get('location')!)).toBe(confirmation);
    expect(await charges(token)).toEqual({ charges: 1, bookings: 1 });
    // The paid checkout is never shown as unpaid again.
    expect((await get(step)).headers.location).toBe(confirmation);
    const again = await pay(step);
    expect(again.body.navigate).toBe(confirmation);
    expect(again.body.events?.[0]).toMatchObject({
      event: 'booking_attempted',
      entities: {
        order: { locator_number: confirmed.locator, order_attempt_id: token, currency_euro_rate: 0 },
      },
    });
  });

  it('declined and out-of-funds cards land on the not-confirmed page, which pays again', async () => {
    for (const [card, words] of [
      [CARDS.declined, /declined/],
      [CARDS.funds, /insufficient funds/],
    ] as const) {
      const step = await atPayment();
      const token = tokenOf(step);
      const providerPage = (await pay(step)).body.navigate!;
      const notConfirmed = await back(await typeCard(providerPage, card));
      expect(notConfirmed).toBe(`/us/my-trip/not-confirmed/${token}`);
      const failure = block(await tree(notConfirmed), 'PaymentFailure')!.props;
      expect(failure.message).toMatch(words);
      expect(failure.retry).not.toBeNull();
      const retried = await act(failure.retry!.action.action, notConfirmed, failure.retry!.action.input);
      expect(retried.body.navigate).toBe(`/us/my-trip/${token}?type=payment`);
      // Paying again makes a new payment, which succeeds with a good card.
      const second = (await pay(step)).body.navigate!;
      expect(second).not.toBe(providerPage);
      expect(await back(await typeCard(second, CARDS.ok))).toBe(`/us/booking-confirmed/${token}`);
      expect(await charges(token)).toEqual({ charges: 1, bookings: 1 });
    }
  });

  it('books a paid attempt whose traveller never came back from the challenge', async () => {
    const step = await atPayment();
    const token = tokenOf(step);
    const challenge = await typeCard((await pay(step)).body.navigate!, CARDS.challenge);
    // The bank's challenge is completed, but the browser is closed before the way back.
    expect((await sandbox(challenge, form({ outcome: 'complete' }))).status).toBe(303);
    expect(await charges(token)).toEqual({ charges: 1, bookings: 0 });
    // Opening the checkout again reconciles: booked, and the traveller sees the confirmation.
    const res = await get(step);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/us/booking-confirmed/${token}`);
    expect(await charges(token)).toEqual({ charges: 1, bookings: 1 });
  });

  it('an abandoned challenge is not confirmed, with the bank’s words', async () => {
    const step = await atPayment();
    const challenge = await typeCard((await pay(step)).body.navigate!, CARDS.challenge);
    const failed = await sandbox(challenge, form({ outcome: 'fail' }));
    const notConfirmed = await back(failed.headers.get('location')!);
    const failure = block(await tree(notConfirmed), 'PaymentFailure')!.props;
    expect(failure.message).toMatch(/wasn't completed/);
    expect(failure.detail).toMatch(/bank/i);
  });
});

describe('booking exactly once', () => {
  it('fifty concurrent returns and pays from two composer instances make one booking and one charge', async () => {
    const step = await atPayment();
    const token = tokenOf(step);
    const providerPage = (await pay(step)).body.navigate!;
    const location = await typeCard(providerPage, CARDS.ok);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const app = i % 2 === 0 ? stack.composer : second;
        return i % 5 === 0
          ? act('pay', step, { consent: true }, app).then((a) => a.body.navigate)
          : get(sitePathOf(location), app).then((r) => r.headers.location as string);
      }),
    );
    expect(new Set(answers)).toEqual(new Set([`/us/booking-confirmed/${token}`]));
    expect(await charges(token)).toEqual({ charges: 1, bookings: 1 });
  });
});

describe('the other providers', () => {
  it('pays by bank (ACH through the drop-in): processing, then confirmed', async () => {
    const step = await atPayment();
    const token = tokenOf(step);
    const methods = block(await tree(step), 'PaymentMethods')!.props;
    const ach = methods.methods.find((m) => m.kind === 'ach')!;
    expect((await act(ach.choose.action, step, ach.choose.input)).status).toBe(200);
    const providerPage = (await pay(step)).body.navigate!;
    expect(providerPage).toContain('/api/dropin/session/ds_');
    const page = await sandbox(providerPage);
    expect(await page.text()).toMatch(/routing/i);
    const paid = await sandbox(
      providerPage,
      form({ method: 'ach', routing: '110000000', account: '000123456789', holder: 'Ada Lovelace' }),
    );
    expect(paid.status, await paid.clone().text()).toBe(303);
    const confirmation = await back(paid.headers.get('location')!);
    expect(confirmation).toBe(`/us/booking-confirmed/${token}`);
    const confirmed = block(await tree(confirmation), 'BookingConfirmation')!.props;
    expect(confirmed.locator).toMatch(/^[A-Z0-9]{6}$/);
    expect(await charges(token)).toEqual({ charges: 1, bookings: 1 });
  });

  it('pays later (buy now, pay later): approved is booked, declined is not confirmed', async () => {
    for (const [choice, expected] of [
      ['approve', 'booking-confirmed'],
      ['decline', 'not-confirmed'],
    ] as const) {
      const step = await atPayment();
      const methods = block(await tree(step), 'PaymentMethods')!.props;
      const bnpl = methods.methods.find((m) => m.kind === 'bnpl')!;
      expect((await act(bnpl.choose.action, step, bnpl.choose.input)).status).toBe(200);
      const providerPage = (await pay(step)).body.navigate!;
      expect(providerPage).toMatch(/\/api\/bnpl\/charge\/ch_[A-Za-z0-9]+\/approve$/);
      const answer = await sandbox(providerPage, form({ decision: choice, email: 'ada@example.com' }));
      expect(answer.status, await answer.clone().text()).toBe(303);
      expect(await back(answer.headers.get('location')!)).toContain(expected);
    }
  });
});

describe('part payment', () => {
  it('books a share with a plan, then pays the rest on the part-payment page', async () => {
    const { step } = await atPaymentWithPlans();
    const token = tokenOf(step);
    const plans = block(await tree(step), 'PaymentPlans')!.props;
    const twoPayments = plans.plans.find((p) => p.code === '25_75')!;
    expect(twoPayments.label).toBe('25% today');
    expect(twoPayments.detail).toBe('Pay in 2 · 25% to book, 75% before travel');
    expect((await act(twoPayments.choose.action, step, twoPayments.choose.input)).status).toBe(200);
    const form = block(await tree(step), 'PaymentForm')!.props;
    expect(form.lines.map((l) => l.label)).toEqual(['Total', 'Due before travel', 'To pay now']);
    const confirmation = await back(await typeCard((await pay(step)).body.navigate!, CARDS.ok));
    const confirmed = block(await tree(confirmation), 'BookingConfirmation')!.props;
    expect(confirmed.remaining?.href).toBe(`/us/part-payment/${token}`);
    const partPage = await tree(confirmed.remaining!.href);
    expect(partPage.page.kind).toBe('partPayment');
    const partMethods = block(partPage, 'PaymentMethods')!.props;
    const card = partMethods.methods.find((m) => m.id === 1)!;
    const chosen = await act(card.choose.action, confirmed.remaining!.href, card.choose.input);
    expect(chosen.body.url).toBe(`/us/part-payment/${token}?method=1`);
    const partForm = block(await tree(chosen.body.url!), 'PaymentForm')!.props;
    const started = await act(partForm.pay.action.action, chosen.body.url!, {
      ...partForm.pay.action.input,
      consent: true,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const returned = await back(await typeCard(started.body.navigate!, CARDS.ok));
    expect(returned).toBe(`/us/part-payment/${token}`);
    const done = await tree(returned);
    expect(block(done, 'PaymentForm')).toBeUndefined();
    expect(block(done, 'BookingConfirmation')!.props.remaining).toBeNull();
    const booking = (
      await stack.sandbox.inject({ url: `/us/api/checkout/v2/order-attempts/${token}/booking` })
    ).json() as {
      data: { paymentStatus: string; remaining: number };
    };
    expect(booking.data).toMatchObject({ paymentStatus: 'PENDIENTE2', remaining: 0 });
  });
});

describe('card numbers', () => {
  it('never reach the composer: no log line and no answer of this file holds one', () => {
    const text = [...answered, ...logs.map((l) => JSON.stringify(l))].join('\n');
    expect(answered.length).toBeGreaterThan(20);
    for (const number of Object.values(CARDS)) {
      expect(text).not.toContain(number);
      expect(text).not.toContain(number.replace(/(\d{4})(?=\d)/g, '$1 '));
    }
  });
});
