/**
 * The drop-in provider over HTTP: card sessions (the same test cards, its own challenge page) and US bank
 * (ACH) sessions, processing until they settle 1.5 s later on the sandbox clock; the way back with an
 * opaque redirectResult that payment-details turns back into the session.
 */
import { UpstreamBookingStatus, UpstreamDropinSession } from '@waypoint/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataOf, errorOf, searchOf } from '../../test/checkout.ts';
import {
  Browser,
  book,
  CARD,
  firstTrip,
  paymentState,
  post,
  RETURN_URL,
  readyAttempt,
} from '../../test/payment.ts';
import { NOW } from '../../test/trip-page.ts';
import { buildSandbox } from '../app.ts';

let clock = NOW;
let app: FastifyInstance;
beforeAll(async () => {
  app = buildSandbox({ now: () => clock, publicUrl: 'https://pay.sandbox.test/sandbox', faults: true });
  await app.ready();
});
afterAll(() => app.close());
beforeEach(() => {
  clock = NOW;
});

const trip = firstTrip();
const sessionOf = (response: LightMyRequestResponse) => dataOf(response, UpstreamDropinSession);
const open = (
  market: 'us' | 'es',
  token: string,
  kind: 'card' | 'ach' = 'card',
  form: Record<string, string> = {},
) =>
  post(app, `/${market}/api/dropin/${kind === 'ach' ? 'ach/' : ''}${token}/payment-data`, {
    returnUrl: RETURN_URL,
    ...form,
  });
const redirectResultOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(303);
  const location = response.headers.location ?? '';
  expect(location.startsWith(`${RETURN_URL}&redirectResult=`)).toBe(true);
  return new URL(location, 'http://site.test').searchParams.get('redirectResult') ?? '';
};
const details = async (market: string, form: Record<string, string>) =>
  sessionOf(await post(app, `/${market}/api/dropin/payment-details`, form));

describe('card sessions', () => {
  it('charge the amount due with the method’s fee, on the provider’s page at the public URL', async () => {
    const attempt = await readyAttempt(app, searchOf('es', trip), { today: NOW });
    await app.inject({
      method: 'PATCH',
      url: `${attempt.base}/payment-method`,
      payload: { revision: 1, paymentMethodId: 6 },
    });
    const state = await paymentState(app, attempt.base);
    expect(state.paymentFee?.percentage).toBe(0.015);
    const session = sessionOf(await open('es', attempt.token));
    expect(session).toMatchObject({
      status: 'open',
      amount: state.amounts.dueNow,
      currency: 'EUR',
      pspReference: null,
    });
    expect(session.sessionId).toMatch(/^ds_[A-Za-z0-9]{24}$/);
    expect(session.redirectUrl).toBe(
      `https://pay.sandbox.test/sandbox/es/api/dropin/session/${session.sessionId}`,
    );
    const browser = new Browser(app);
    const page = await browser.get(new URL(session.redirectUrl).pathname.replace('/sandbox', ''));
    expect(page.body).toContain('Dropin Checkout');
    expect(page.body).toContain('<label for="field-number">Card number</label>');
    const back = await browser.submit(new URL(session.redirectUrl).pathname.replace('/sandbox', ''), {
      ...CARD,
      number: '4242424242424242',
    });
    const redirectResult = redirectResultOf(back);
    expect(redirectResult).not.toContain(session.sessionId);
    const done = await details('es', { orderAttemptToken: attempt.token, redirectResult });
    expect(done).toMatchObject({ sessionId: session.sessionId, status: 'succeeded' });
    expect(done.pspReference).toMatch(/^psp_/);
    // payment-details also takes the booking's token once booked.
    const booked = await book(app, attempt.base, 'dropin', session.sessionId, 'dropin-book');
    const { bookingToken } = JSON.parse(booked.body).data;
    expect((await details('es', { bookingToken, redirectResult })).sessionId).toBe(session.sessionId);
    expect(errorOf(await post(app, '/es/api/dropin/payment-details', { redirectResult })).fields).toEqual({
      orderAttemptToken: 'REQUIRED',
    });
    const other = await readyAttempt(app, searchOf('es', trip), { today: NOW });
    const foreign = await post(app, '/es/api/dropin/payment-details', {
      orderAttemptToken: other.token,
      redirectResult,
    });
    expect(errorOf(foreign)).toMatchObject({ status: 404, code: 'UNKNOWN_PAYMENT' });
  });

  it.each([
    ['4000000000000002', 'declined', 'Your card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
  ])('refuse %s as %s', async (number, status, message) => {
    const attempt = await readyAttempt(app, searchOf('es', trip), { today: NOW });
    const session = sessionOf(await open('es', attempt.token));
    const path = new URL(session.redirectUrl).pathname.replace('/sandbox', '');
    const redirectResult = redirectResultOf(await new Browser(app).submit(path, { ...CARD, number }));
    expect(await details('es', { orderAttemptToken: attempt.token, redirectResult })).toMatchObject({
      status,
      message,
    });
  });

  it('have a challenge page of their own: Complete succeeds, Fail cancels', async () => {
    for (const [outcome, status] of [
      ['complete', 'succeeded'],
      ['fail', 'canceled'],
    ] as const) {
      const attempt = await readyAttempt(app, searchOf('es', trip), { today: NOW });
      const session = sessionOf(await open('es', attempt.token));
      const path = new URL(session.redirectUrl).pathname.replace('/sandbox', '');
      const browser = new Browser(app);
      const answer = await browser.submit(path, { ...CARD, number: '4000000000003220' });
      expect(answer.headers.location).toBe(`${session.redirectUrl}/challenge`);
      const challenge = await browser.get(`${path}/challenge`);
      expect(challenge.body).toContain('Confirm this payment with your bank');
      expect(challenge.body).toContain('Dropin Checkout');
      const redirectResult = redirectResultOf(await browser.submit(`${path}/challenge`, { outcome }));
      expect((await details('es', { orderAttemptToken: attempt.token, redirectResult })).status).toBe(status);
    }
  });

  it('skip the challenge for a MOTO session, and give the client key', async () => {
    const attempt = await readyAttempt(app, searchOf('es', trip), { today: NOW });
    const session = sessionOf(await open('es', attempt.token, 'card', { moto: '1' }));
    const path = new URL(session.redirectUrl).pathname.replace('/sandbox', '');
    const back = await new Browser(app).submit(path, { ...CARD, number: '4000000000003220' });
    const redirectResult = redirectResultOf(back);
    expect((await details('es', { orderAttemptToken: attempt.token, redirectResult })).status).toBe(
      'succeeded',
    );
    expect(dataOf(await app.inject('/es/api/dropin/client-key?isMoto=true'))).toEqual({
      clientKey: 'test_dropin_es_moto',
    });
    expect(dataOf(await app.inject('/es/api/dropin/client-key'))).toEqual({
      clientKey: 'test_dropin_es_ecom',
    });
  });

  it('cancel from the page and go back', async () => {
    const attempt = await readyAttempt(app, searchOf('es', trip), { today: NOW });
    const session = sessionOf(await open('es', attempt.token));
    const path = new URL(session.redirectUrl).pathname.replace('/sandbox', '');
    const redirectResult = redirectResultOf(await new Browser(app).get(`${path}/cancel`));
    expect((await details('es', { orderAttemptToken: attempt.token, redirectResult })).status).toBe(
      'canceled',
    );
  });
});

describe('bank (ACH) sessions', () => {
  const bankPath = async (token: string) => {
    const session = sessionOf(await open('us', token, 'ach'));
    return { session, path: new URL(session.redirectUrl).pathname.replace('/sandbox', '') };
  };

  it('are processing, then succeeded on the first read 1.5 s of sandbox clock later', async () => {
    const attempt = await readyAttempt(app, searchOf('us', trip), { today: NOW });
    const { session, path } = await bankPath(attempt.token);
    const page = await app.inject(path);
    for (const label of ['Routing number', 'Account number', 'Account holder'])
      expect(page.body).toContain(label);
    const back = await new Browser(app).submit(path, {
      routing: '110000000',
      account: '000123456789',
      holder: 'Ana García',
    });
    const redirectResult = redirectResultOf(back);
    const form = { orderAttemptToken: attempt.token, redirectResult };
    expect((await details('us', form)).status).toBe('processing');
    // The booking waits for it: pending, then confirmed once the payment settles.
    const booked = await book(app, attempt.base, 'dropin', session.sessionId, 'ach-book');
    expect(booked.statusCode).toBe(201);
    expect(JSON.parse(booked.body).data).toMatchObject({ status: 'pending', paymentStatus: 'PAGADO' });
    clock = new Date(NOW.getTime() + 1499);
    expect((await details('us', form)).status).toBe('processing');
    const status = dataOf(await app.inject(`${attempt.base}/booking/status`), UpstreamBookingStatus);
    expect(status).toMatchObject({ status: 'pending', payment: { status: 'processing' } });
    clock = new Date(NOW.getTime() + 1500);
    expect((await details('us', form)).status).toBe('succeeded');
    const after = dataOf(await app.inject(`${attempt.base}/booking/status`), UpstreamBookingStatus);
    expect(after).toMatchObject({ status: 'confirmed', payment: { status: 'succeeded' } });
    const raw = dataOf(await app.inject(`/__attempts/${attempt.token}`));
    expect(raw.payments[0]).toMatchObject({ last4: '6789', brand: 'bank_account' });
    expect(JSON.stringify(raw)).not.toContain('000123456789');
  });

  it.each([
    ['000111111116', 'declined', 'The bank account was refused.'],
    ['000222222227', 'insufficient_funds', 'The bank account has insufficient funds.'],
  ])('refuse account %s as %s', async (account, status, message) => {
    const attempt = await readyAttempt(app, searchOf('us', trip), { today: NOW });
    const { path } = await bankPath(attempt.token);
    const back = await new Browser(app).submit(path, { routing: '110000000', account, holder: 'Ana García' });
    const redirectResult = redirectResultOf(back);
    expect(await details('us', { orderAttemptToken: attempt.token, redirectResult })).toMatchObject({
      status,
      message,
    });
  });

  it('show the form’s errors and keep what was typed but the account number', async () => {
    const attempt = await readyAttempt(app, searchOf('us', trip), { today: NOW });
    const { path } = await bankPath(attempt.token);
    const refused = await new Browser(app).submit(path, {
      routing: '110000001',
      account: '12',
      holder: 'Ana',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Enter a valid 9-digit routing number.');
    expect(refused.body).toContain('Enter an account number of 4 to 17 digits.');
    expect(refused.body).toContain('value="110000001"');
    expect(refused.body).toMatch(/id="field-account"[^>]*value=""/);
  });

  it('are offered in the US only', async () => {
    const attempt = await readyAttempt(app, searchOf('es', trip), { today: NOW });
    expect(errorOf(await open('es', attempt.token, 'ach')).fields).toEqual({ provider: 'NOT_OFFERED' });
  });
});
