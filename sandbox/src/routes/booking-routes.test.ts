/**
 * The booking over HTTP: exactly one per attempt under concurrent calls, only from a payment that took
 * the money, never lost for an expired attempt; its fields (§3 "Order"), its status, the not-confirmed
 * reasons, and part payments registered once.
 */
import {
  UpstreamBooking,
  UpstreamBookingStatus,
  UpstreamCardIntent,
  UpstreamCheckoutSummary,
  UpstreamFractional,
  UpstreamNotConfirmed,
  UpstreamPaymentMethod,
  UpstreamPaymentState,
} from '@waypoint/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataOf, errorOf, searchOf } from '../../test/checkout.ts';
import {
  attemptWithPlans,
  Browser,
  book,
  createIntent,
  firstTrip,
  patch,
  payAndBook,
  payIntent,
  paymentState,
  post,
  RETURN_URL,
  readyAttempt,
} from '../../test/payment.ts';
import { NOW } from '../../test/trip-page.ts';
import { buildSandbox } from '../app.ts';
import { dayOfIso, isoDay, isoOfDay } from '../catalogue/calendar.ts';

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

const trip = firstTrip();
const intentOf = (response: LightMyRequestResponse) => dataOf(response, UpstreamCardIntent);
const bookingOf = (response: LightMyRequestResponse) => dataOf(response, UpstreamBooking);
const charges = async (token: string) => dataOf(await app.inject(`/__charges?attempt=${token}`));
const cents = (amount: number) => Math.round(amount * 100);

async function paid(market: 'us' | 'es' = 'es', number = '4242424242424242') {
  const attempt = await readyAttempt(app, searchOf(market, trip), { today: NOW });
  const intent = intentOf(await createIntent(app, attempt));
  await payIntent(new Browser(app), intent, number);
  return { attempt, intent };
}

describe('booking, exactly once', () => {
  it('is refused before the payment took the money (402), and needs an Idempotency-Key', async () => {
    const attempt = await readyAttempt(app, searchOf('es', trip), { today: NOW });
    const intent = intentOf(await createIntent(app, attempt));
    const refused = errorOf(await book(app, attempt.base, 'cardpay', intent.intentId, 'k1'));
    expect(refused).toMatchObject({ status: 402, code: 'PAYMENT_NOT_COMPLETED' });
    expect(
      JSON.parse((await book(app, attempt.base, 'cardpay', intent.intentId, 'k1')).body).error.paymentStatus,
    ).toBe('open');
    const noKey = await post(app, `${attempt.base}/booking`, {
      provider: 'cardpay',
      paymentId: intent.intentId,
    });
    expect(errorOf(noKey)).toMatchObject({ status: 400, code: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect(errorOf(await book(app, attempt.base, 'cardpay', 'pi_nope', 'k2')).fields).toEqual({
      paymentId: 'UNKNOWN_PAYMENT',
    });
    expect(errorOf(await book(app, attempt.base, 'paypal', intent.intentId, 'k3')).fields).toEqual({
      provider: 'UNKNOWN_PROVIDER',
    });
    const declined = await paid('es', '4000000000000002');
    const declinedBooking = errorOf(
      await book(app, declined.attempt.base, 'cardpay', declined.intent.intentId, 'k4'),
    );
    expect(declinedBooking).toMatchObject({ status: 402, code: 'PAYMENT_NOT_COMPLETED' });
    expect(declinedBooking.message).toContain('declined');
    expect(await charges(attempt.token)).toEqual({ charges: 0, bookings: 0 });
  });

  it('makes one booking of 50 concurrent calls with the same and with different keys', async () => {
    const { attempt, intent } = await paid();
    const calls = Array.from({ length: 50 }, (_, i) =>
      book(app, attempt.base, 'cardpay', intent.intentId, i % 2 === 0 ? 'same-key' : `key-${i}`),
    );
    const answers = await Promise.all(calls);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(49);
    const tokens = new Set(answers.map((answer) => bookingOf(answer).bookingToken));
    expect(tokens.size).toBe(1);
    expect(await charges(attempt.token)).toEqual({ charges: 1, bookings: 1 });
    // Later calls, with any key, answer the same booking; a key reused for another body is refused.
    const later = bookingOf(await book(app, attempt.base, 'cardpay', intent.intentId, 'another-key'));
    expect(tokens.has(later.bookingToken)).toBe(true);
    const reused = await book(app, attempt.base, 'dropin', intent.intentId, 'same-key');
    expect(errorOf(reused)).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('charges once for two concurrent intent creates, and books once', async () => {
    const attempt = await readyAttempt(app, searchOf('us', trip), { today: NOW });
    const [a, b] = await Promise.all([
      createIntent(app, attempt, { key: 'a' }),
      createIntent(app, attempt, { key: 'b' }),
    ]);
    const intent = intentOf(a as LightMyRequestResponse);
    expect(intentOf(b as LightMyRequestResponse).intentId).toBe(intent.intentId);
    await payIntent(new Browser(app), intent, '4242424242424242');
    await Promise.all([
      book(app, attempt.base, 'cardpay', intent.intentId, 'x'),
      book(app, attempt.base, 'cardpay', intent.intentId, 'y'),
    ]);
    expect(await charges(attempt.token)).toEqual({ charges: 1, bookings: 1 });
  });

  it('books an expired attempt that was paid: a paid booking is never lost', async () => {
    const { attempt, intent } = await paid();
    clock = new Date(NOW.getTime() + 3 * 60 * 60_000);
    expect((await app.inject(`${attempt.base}/static`)).json().data.expired).toBe(true);
    const status = dataOf(await app.inject(`${attempt.base}/booking/status`), UpstreamBookingStatus);
    expect(status).toEqual({
      status: 'none',
      bookingToken: null,
      payment: { provider: 'cardpay', paymentId: intent.intentId, status: 'succeeded', message: null },
    });
    const booked = await book(app, attempt.base, 'cardpay', intent.intentId, 'late');
    expect(booked.statusCode).toBe(201);
    expect(bookingOf(booked).status).toBe('confirmed');
  });

  it('freezes the paid attempt: writes are refused once paid (ALREADY_PAID) and once booked (ALREADY_BOOKED)', async () => {
    const { attempt, intent } = await paid();
    const write = () => patch(app, `${attempt.base}/payment-method`, { revision: 1, paymentMethodId: 1 });
    expect(errorOf(await write())).toMatchObject({ status: 409, code: 'ALREADY_PAID' });
    const metadata = await app.inject({
      method: 'PATCH',
      url: `${attempt.base}/metadata`,
      payload: { revision: 1, insuranceKey: 'FLEX' },
    });
    expect(errorOf(metadata).code).toBe('ALREADY_PAID');
    await book(app, attempt.base, 'cardpay', intent.intentId, 'freeze');
    for (const path of ['payment-method', 'payment-plan', 'consent']) {
      expect(errorOf(await patch(app, `${attempt.base}/${path}`, { revision: 1 })), path).toMatchObject({
        status: 409,
        code: 'ALREADY_BOOKED',
      });
    }
    const state = dataOf(await app.inject(`${attempt.base}/payment-method`), UpstreamPaymentState);
    expect(state.booking).toMatchObject({ status: 'confirmed' });
  });
});

describe('the booking', () => {
  it('has the order’s fields: ids, totals, plan code, passengers, texts', async () => {
    const ready = await attemptWithPlans(app, 'es', 2, NOW);
    await patch(app, `${ready.base}/payment-plan`, { revision: 1, planIndex: 1 });
    await patch(app, `${ready.base}/payment-method`, { revision: 2, paymentMethodId: 6 });
    const state = await paymentState(app, ready.base);
    const summary = dataOf(await app.inject(`${ready.base}/summary`), UpstreamCheckoutSummary);
    const session = dataOf(
      await post(app, `/es/api/dropin/${ready.token}/payment-data`, { returnUrl: RETURN_URL }),
    );
    expect(session.amount).toBe(state.amounts.dueNow);
    await new Browser(app).submit(new URL(session.redirectUrl).pathname, {
      number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
      name: 'Ana García',
    });
    const response = await book(app, ready.base, 'dropin', session.sessionId, 'fields');
    expect(response.statusCode).toBe(201);
    const booking = bookingOf(response);
    const fee = state.paymentFee?.price ?? 0;
    const handlingFee = summary.breakdown.find((line) => line.name === 'handlingFee')?.totalPrice ?? 0;
    expect(booking).toMatchObject({
      orderAttemptToken: ready.token,
      status: 'confirmed',
      paymentStatus: 'PENDIENTE',
      provider: 'dropin',
      paymentMethodId: 6,
      paymentMethod: 'Tarjeta, pago seguro',
      paymentPlan: '25_75',
      cancellationPolicy: 'STANDARD',
      extraNights: 0,
      currency: 'EUR',
      total: state.amounts.total,
      paid: state.amounts.dueNow,
      remaining: state.amounts.later,
      customerEmail: 'ana@example.com',
    });
    expect(cents(booking.totalWithoutDiscounts)).toBe(cents(summary.price.totalWithoutDiscounts + fee));
    expect(cents(booking.totalSuplements)).toBe(
      cents(booking.totalWithoutDiscounts) - cents(handlingFee) - cents(summary.price.base),
    );
    expect(booking.locator).toMatch(/^[A-Z0-9]{6}$/);
    expect(booking.bookingToken).not.toBe(ready.token);
    expect(booking.orderId).toBeGreaterThan(0);
    const balanceDue = isoOfDay(dayOfIso(ready.departureDate) - 45);
    expect(booking.payments).toEqual([
      {
        amount: state.amounts.dueNow,
        dueDate: isoDay(NOW),
        paidAt: NOW.toISOString(),
        paymentId: session.sessionId,
      },
      { amount: state.amounts.later, dueDate: balanceDue, paidAt: null, paymentId: null },
    ]);
    expect(booking.product).toMatchObject({
      id: ready.trip.id,
      title: summary.product.title,
      departureDate: ready.departureDate,
      returnDate: summary.product.arrival_date,
    });
    expect(booking.passengers[0]).toEqual({ firstName: 'Ana0', lastName: 'García', type: 'adult' });
    expect(booking.confirmation.description).toContain(summary.product.title);
    expect(booking.confirmation.subtitle).toContain(booking.locator);
    expect(booking.voucher.subtitle).toContain(summary.product.title);
    expect(bookingOf(await app.inject(`${ready.base}/booking`))).toEqual(booking);
  });

  it('has no plan code with a single full plan, and says PAGADO when paid in full', async () => {
    const ready = await readyAttempt(app, searchOf('es', trip), { today: NOW });
    expect((await paymentState(app, ready.base)).plans).toHaveLength(1);
    const booking = await payAndBook(app, ready);
    expect(booking).toMatchObject({ paymentPlan: null, paymentStatus: 'PAGADO', remaining: 0 });
    expect(booking.payments).toHaveLength(1);
  });

  it('answers 404 NO_BOOKING without a booking, and booking status none', async () => {
    const attempt = await readyAttempt(app, searchOf('es', trip), { today: NOW });
    expect(errorOf(await app.inject(`${attempt.base}/booking`))).toMatchObject({
      status: 404,
      code: 'NO_BOOKING',
    });
    expect(dataOf(await app.inject(`${attempt.base}/booking/status`), UpstreamBookingStatus)).toEqual({
      status: 'none',
      bookingToken: null,
      payment: null,
    });
  });
});

describe('not confirmed', () => {
  const reasonOf = async (token: string) =>
    dataOf(await app.inject(`/es/api/checkout/v2/my-trip/not-confirmed/${token}`), UpstreamNotConfirmed);

  it.each([
    ['4000000000000002', 'declined', 'Your card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
  ])('says why from the latest payment (%s: %s)', async (number, reason, message) => {
    const { attempt } = await paid('es', number);
    expect(await reasonOf(attempt.token)).toMatchObject({
      token: attempt.token,
      reason,
      message,
      expired: false,
    });
  });

  it('says canceled, expired, failed and pending', async () => {
    const canceled = await paid('es', '4000000000003220');
    await createIntent(app, canceled.attempt);
    const fail = await readyAttempt(app, searchOf('es', trip), { today: NOW });
    await payIntent(new Browser(app), intentOf(await createIntent(app, fail)), '4000000000003220', 'fail');
    expect((await reasonOf(fail.token)).reason).toBe('canceled');
    const open = await readyAttempt(app, searchOf('es', trip), { today: NOW });
    await createIntent(app, open);
    expect((await reasonOf(open.token)).reason).toBe('failed');
    const none = await readyAttempt(app, searchOf('es', trip), { today: NOW });
    clock = new Date(NOW.getTime() + 91 * 60_000);
    expect(await reasonOf(none.token)).toMatchObject({ reason: 'expired', expired: true, message: null });
    clock = NOW;
    const ach = await readyAttempt(app, searchOf('us', trip), { today: NOW });
    const session = dataOf(
      await post(app, `/us/api/dropin/ach/${ach.token}/payment-data`, { returnUrl: '/x' }),
    );
    await new Browser(app).submit(new URL(session.redirectUrl).pathname, {
      routing: '110000000',
      account: '000123456789',
      holder: 'Ana',
    });
    const pending = dataOf(await app.inject(`/us/api/checkout/v2/my-trip/not-confirmed/${ach.token}`));
    expect(pending.reason).toBe('pending');
  });
});

describe('part payment', () => {
  it('pays the later share by card once, registers it once: PENDIENTE2', async () => {
    const ready = await attemptWithPlans(app, 'us', 2, NOW);
    await patch(app, `${ready.base}/payment-plan`, { revision: 1, planIndex: 1 });
    const booking = await payAndBook(app, { ...ready, revision: 2 });
    const fractional = dataOf(
      await app.inject(`/us/api/checkout/v2/fractional/${ready.token}`),
      UpstreamFractional,
    );
    expect(fractional).toMatchObject({
      token: ready.token,
      bookingToken: booking.bookingToken,
      paid: booking.paid,
      remaining: booking.remaining,
      next: { index: 1, amount: booking.remaining },
      paymentStatus: 'PENDIENTE',
    });
    // The cards, without a fee: a share is charged as the booking scheduled it.
    expect(fractional.methods.map((m) => [m.id, m.kind, m.fee.percentage])).toEqual([
      [1, 'card', 0],
      [6, 'card', 0],
    ]);
    const methods = dataOf(
      await app.inject(`/us/api/checkout/v2/fractional/payment-method/${ready.token}`),
      z.array(UpstreamPaymentMethod),
    );
    expect(methods.map((m) => m.id)).toEqual([1, 6]);

    // The share is paid through the provider for its own amount (not a bank or pay-later payment).
    const partPaymentToken = `${ready.token}:1`;
    const ach = await post(app, `/us/api/dropin/ach/${ready.token}/payment-data`, {
      returnUrl: '/x',
      partPaymentToken,
    });
    expect(errorOf(ach).fields).toEqual({ partPaymentToken: 'CARD_ONLY' });
    const later = await post(app, '/us/api/bnpl/charge/create', {
      orderAttemptToken: ready.token,
      returnUrl: '/x',
      partPaymentToken,
    });
    expect(errorOf(later).fields).toEqual({ partPaymentToken: 'CARD_ONLY' });
    expect(errorOf(await createIntent(app, ready, { partPaymentToken: `${ready.token}:2` })).fields).toEqual({
      partPaymentToken: 'UNKNOWN_SHARE',
    });
    const intent = intentOf(await createIntent(app, ready, { partPaymentToken }));
    expect(intent.amount).toBe(booking.remaining);
    const register = (key: string) =>
      post(
        app,
        '/us/api/fractional/payment',
        { orderAttemptToken: ready.token, index: 1, provider: 'cardpay', paymentId: intent.intentId },
        { 'idempotency-key': key },
      );
    expect(errorOf(await register('early'))).toMatchObject({ status: 402, code: 'PAYMENT_NOT_COMPLETED' });
    await payIntent(new Browser(app), intent, '4242424242424242');
    // The checkout payment's intent is not answered for the share, and the share is not charged twice.
    expect(intentOf(await createIntent(app, ready, { partPaymentToken })).intentId).toBe(intent.intentId);

    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => register(`part-${i % 3}`)));
    for (const answer of answers) {
      expect(bookingOf(answer)).toMatchObject({
        paymentStatus: 'PENDIENTE2',
        paid: booking.total,
        remaining: 0,
      });
    }
    const after = bookingOf(await app.inject(`${ready.base}/booking`));
    expect(after.payments[1]).toMatchObject({ paymentId: intent.intentId, paidAt: NOW.toISOString() });
    expect(cents(after.paid)).toBe(cents(booking.paid) + cents(intent.amount));
    const done = dataOf(
      await app.inject(`/us/api/checkout/v2/fractional/${ready.token}`),
      UpstreamFractional,
    );
    expect(done).toMatchObject({ next: null, remaining: 0, paymentStatus: 'PENDIENTE2' });
    expect(await charges(ready.token)).toEqual({ charges: 2, bookings: 1 });
    const reused = await post(
      app,
      '/us/api/fractional/payment',
      { orderAttemptToken: ready.token, index: 1, provider: 'dropin', paymentId: intent.intentId },
      { 'idempotency-key': 'part-0' },
    );
    expect(errorOf(reused).code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('answers 404 without a booking', async () => {
    const attempt = await readyAttempt(app, searchOf('us', trip), { today: NOW });
    expect(errorOf(await app.inject(`/us/api/checkout/v2/fractional/${attempt.token}`)).code).toBe(
      'NO_BOOKING',
    );
    const register = await post(
      app,
      '/us/api/fractional/payment',
      { orderAttemptToken: attempt.token, index: 1, provider: 'cardpay', paymentId: 'pi_x' },
      { 'idempotency-key': 'k' },
    );
    expect(errorOf(register).code).toBe('NO_BOOKING');
  });
});
