/**
 * Card provider A over HTTP: intents created for the amount the sandbox computes, the card holder's pages
 * driven like a browser (every test card, the challenge, cancel, MOTO), one charge per attempt, and the
 * card number never leaving the card form.
 */
import { UpstreamCardIntent, UpstreamMotoCheck } from '@waypoint/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataOf, errorOf, searchOf } from '../../test/checkout.ts';
import {
  Browser,
  book,
  CARD,
  createIntent,
  firstTrip,
  patch,
  payIntent,
  paymentState,
  post,
  RETURN_URL,
  readyAttempt,
} from '../../test/payment.ts';
import { NOW } from '../../test/trip-page.ts';
import { buildSandbox } from '../app.ts';
import { formatPrice } from '../money.ts';

let clock = NOW;
let app: FastifyInstance;
beforeAll(async () => {
  app = buildSandbox({ now: () => clock, faults: true });
  await app.ready();
});
afterAll(() => app.close());
beforeEach(() => {
  clock = NOW;
});

const trip = firstTrip();
const ready = () => readyAttempt(app, searchOf('es', trip), { today: NOW });
const intentOf = (response: LightMyRequestResponse) => dataOf(response, UpstreamCardIntent);
const confirm = async (intentId: string) =>
  intentOf(await post(app, '/es/api/cardpay/intent/confirm', { intentId }));
/** The query of a 303 back to the composer. */
const backQuery = (response: LightMyRequestResponse) => {
  const location = response.headers.location ?? '';
  expect(location.startsWith('/es/my-trip/back?type=payment&')).toBe(true);
  return new URL(location, 'http://site.test').searchParams;
};

describe('intent', () => {
  it('charges the amount due now, and sends the card holder to the provider’s page', async () => {
    const attempt = await ready();
    const state = await paymentState(app, attempt.base);
    const intent = intentOf(await createIntent(app, attempt));
    expect(intent).toMatchObject({
      status: 'open',
      amount: state.amounts.dueNow,
      currency: 'EUR',
      chargeId: null,
      message: null,
    });
    expect(intent.intentId).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(intent.redirectUrl).toBe(`http://localhost:80/es/api/cardpay/pay/${intent.intentId}`);
    const raw = dataOf(await app.inject(`/__attempts/${attempt.token}`));
    expect(raw.payments).toEqual([
      expect.objectContaining({ provider: 'cardpay', id: intent.intentId, status: 'open', last4: null }),
    ]);
  });

  it('refuses a bad form: return URL, moto, part payment without a booking', async () => {
    const attempt = await ready();
    const create = (form: Record<string, string>) => post(app, '/es/api/cardpay/intent/create', form);
    expect(errorOf(await create({ orderAttemptToken: attempt.token })).fields).toEqual({
      returnUrl: 'REQUIRED',
    });
    expect(
      errorOf(await create({ orderAttemptToken: attempt.token, returnUrl: '//evil.test/x' })).fields,
    ).toEqual({
      returnUrl: 'INVALID',
    });
    expect(
      errorOf(await create({ orderAttemptToken: attempt.token, returnUrl: 'javascript:alert(1)' })).fields,
    ).toEqual({ returnUrl: 'INVALID' });
    expect(
      errorOf(await create({ orderAttemptToken: attempt.token, returnUrl: '/x', moto: 'yes' })).fields,
    ).toEqual({ moto: 'INVALID' });
    const part = await create({
      orderAttemptToken: attempt.token,
      returnUrl: '/x',
      partPaymentToken: `${attempt.token}:1`,
    });
    expect(errorOf(part).fields).toEqual({ partPaymentToken: 'NO_BOOKING' });
    expect(errorOf(await create({ orderAttemptToken: 'nope', returnUrl: '/x' })).status).toBe(404);
    // An absolute return URL keeps its origin.
    const absolute = intentOf(
      await createIntent(app, attempt, { returnUrl: 'https://www.example.test/es/back' }),
    );
    const back = await payIntent(new Browser(app), absolute, '4242424242424242');
    expect(back.headers.location).toBe(
      `https://www.example.test/es/back?payment_intent=${absolute.intentId}`,
    );
  });

  it('is refused for an expired attempt', async () => {
    const attempt = await ready();
    clock = new Date(NOW.getTime() + 91 * 60_000);
    expect(errorOf(await createIntent(app, attempt))).toMatchObject({
      status: 410,
      code: 'ORDER_ATTEMPT_EXPIRED',
    });
  });
});

describe('test cards', () => {
  it('4242… succeeds: 303 back with payment_intent, the intent confirmed with a charge', async () => {
    const attempt = await ready();
    const intent = intentOf(await createIntent(app, attempt));
    const back = await payIntent(new Browser(app), intent, '4242 4242 4242 4242');
    expect(backQuery(back).get('payment_intent')).toBe(intent.intentId);
    const confirmed = await confirm(intent.intentId);
    expect(confirmed).toMatchObject({ status: 'succeeded', message: null, amount: intent.amount });
    expect(confirmed.chargeId).toMatch(/^ch_[A-Za-z0-9]{24}$/);
    const raw = dataOf(await app.inject(`/__attempts/${attempt.token}`));
    expect(raw.payments[0]).toMatchObject({ status: 'succeeded', last4: '4242', brand: 'visa' });
  });

  it.each([
    ['4000000000000002', 'declined', 'Your card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
  ])('%s is %s', async (number, status, message) => {
    const attempt = await ready();
    const intent = intentOf(await createIntent(app, attempt));
    const back = await payIntent(new Browser(app), intent, number);
    expect(backQuery(back).get('payment_intent')).toBe(intent.intentId);
    expect(await confirm(intent.intentId)).toMatchObject({ status, message, chargeId: null });
    // A refused intent is replaced by a new one, which can succeed.
    const next = intentOf(await createIntent(app, attempt));
    expect(next.intentId).not.toBe(intent.intentId);
    await payIntent(new Browser(app), next, '5555555555554444');
    expect((await confirm(next.intentId)).status).toBe('succeeded');
  });

  it('4000…3220 asks for the bank’s challenge: Complete succeeds', async () => {
    const attempt = await ready();
    const intent = intentOf(await createIntent(app, attempt));
    const browser = new Browser(app);
    await browser.get(intent.redirectUrl);
    const answer = await browser.submit(intent.redirectUrl, { ...CARD, number: '4000000000003220' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`http://localhost:80/es/api/cardpay/challenge/${intent.intentId}`);
    expect((await confirm(intent.intentId)).status).toBe('requires_action');
    const challenge = await browser.get(answer.headers.location ?? '');
    expect(challenge.body).toContain('Confirm this payment with your bank');
    expect(challenge.body).toMatch(/<button[^>]*value="complete"[^>]*>Complete<\/button>/);
    expect(challenge.body).toMatch(/<button[^>]*value="fail"[^>]*>Fail<\/button>/);
    // The card page now leads to the challenge.
    expect((await browser.get(intent.redirectUrl)).headers.location).toContain('/challenge/');
    const back = await browser.submit(answer.headers.location ?? '', { outcome: 'complete' });
    expect(backQuery(back).get('payment_intent')).toBe(intent.intentId);
    expect((await confirm(intent.intentId)).status).toBe('succeeded');
  });

  it('4000…3220 with Fail is canceled with the bank’s words', async () => {
    const attempt = await ready();
    const intent = intentOf(await createIntent(app, attempt));
    await payIntent(new Browser(app), intent, '4000000000003220', 'fail');
    expect(await confirm(intent.intentId)).toMatchObject({
      status: 'canceled',
      message: 'The bank did not authenticate this payment.',
    });
  });

  it('skips the challenge for a mail-or-telephone order (moto=1)', async () => {
    const attempt = await ready();
    const intent = intentOf(await createIntent(app, attempt, { moto: true }));
    expect(dataOf(await app.inject(`/es/api/cardpay/${attempt.token}/is-moto`), UpstreamMotoCheck)).toEqual({
      moto: true,
    });
    const browser = new Browser(app);
    await browser.get(intent.redirectUrl);
    const answer = await browser.submit(intent.redirectUrl, { ...CARD, number: '4000000000003220' });
    expect(backQuery(answer).get('payment_intent')).toBe(intent.intentId);
    expect((await confirm(intent.intentId)).status).toBe('succeeded');
    expect(dataOf(await app.inject(`/es/api/cardpay/${attempt.token}/is-moto`))).toEqual({ moto: false });
  });

  it('cancels from the page’s link and goes back', async () => {
    const attempt = await ready();
    const intent = intentOf(await createIntent(app, attempt));
    const browser = new Browser(app);
    const page = await browser.get(intent.redirectUrl);
    const href = /<a href="([^"]+)"[^>]*>Cancel and return<\/a>/.exec(page.body)?.[1];
    // Relative to the page, like the form's action: it works under any prefix.
    expect(href).toBe(`${intent.intentId}/cancel`);
    expect(page.body).toContain(`action="${intent.intentId}"`);
    const back = await browser.get(new URL(href ?? '', intent.redirectUrl).href);
    expect(backQuery(back).get('payment_intent')).toBe(intent.intentId);
    expect((await confirm(intent.intentId)).status).toBe('canceled');
    // A finished intent's page sends the card holder back.
    expect((await browser.get(intent.redirectUrl)).statusCode).toBe(303);
  });
});

describe('the card page', () => {
  it('is plain, self-contained, labelled HTML with the provider and the amount', async () => {
    const attempt = await ready();
    const intent = intentOf(await createIntent(app, attempt));
    const page = await app.inject(new URL(intent.redirectUrl).pathname);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('CardPay');
    expect(page.body).toMatch(/<html lang="en">/);
    expect(page.body).toContain(`<p class="amount">${formatPrice(intent.amount, 'es', 2)}</p>`);
    expect(page.body).not.toMatch(/<script|<link|<img|src=|url\(/);
    const inputs = [...page.body.matchAll(/<input [^>]*id="([^"]+)"[^>]*>/g)].map((m) => m[1]);
    expect(inputs).toEqual(['field-number', 'field-expiry', 'field-cvc', 'field-name']);
    for (const id of inputs) expect(page.body).toContain(`<label for="${id}">`);
    expect(page.body).toContain('method="post"');
  });

  it('shows every error, keeps the expiry and the name, never the number or the CVC', async () => {
    const attempt = await ready();
    const intent = intentOf(await createIntent(app, attempt));
    const browser = new Browser(app);
    const refused = await browser.submit(intent.redirectUrl, {
      number: '4242424242424241',
      expiry: '05/25',
      cvc: '12',
      name: 'Ana García',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('role="alert"');
    for (const text of [
      'Enter a valid card number.',
      'The card has expired.',
      'Enter the 3 or 4 digit security code.',
    ]) {
      expect(refused.body).toContain(text);
    }
    expect(refused.body).toContain('value="05/25"');
    expect(refused.body).toContain('value="Ana García"');
    expect(refused.body).not.toContain('4242424242424241');
    expect(refused.body).toMatch(/id="field-number"[^>]*value=""/);
    expect(refused.body).toMatch(/id="field-cvc"[^>]*value=""/);
    expect(refused.body).toMatch(
      /id="field-number"[^>]*aria-invalid="true"[^>]*aria-describedby="field-number-error"/,
    );
    const bad = await browser.submit(intent.redirectUrl, {
      number: '4242424242424242',
      expiry: '13/30',
      cvc: '123',
      name: '',
    });
    expect(bad.body).toContain('Enter the expiry date as MM/YY.');
    expect(bad.body).toContain('Enter the name on the card.');
    expect((await confirm(intent.intentId)).status).toBe('open');
  });

  it('never lets the card number out: no response body or header of a whole flow holds it', async () => {
    const attempt = await ready();
    const numbers = ['4000000000003220', '4000000000000002', '4242424242424242'];
    const responses: LightMyRequestResponse[] = [];
    const browser = new Browser(app);
    // A refused card, then a challenge that fails, then a good card; the composer's calls in between.
    for (const number of numbers) {
      const created = await createIntent(app, attempt, { key: `flow-${number}` });
      responses.push(created);
      const intent = intentOf(created);
      await browser.get(intent.redirectUrl);
      await browser.submit(intent.redirectUrl, { ...CARD, number: number.replace(/(\d{4})/g, '$1 ').trim() });
      await browser.submit(intent.redirectUrl, { ...CARD, number, cvc: 'x' });
      const answer = await browser.submit(intent.redirectUrl, { ...CARD, number });
      if (answer.headers.location?.includes('/challenge/')) {
        await browser.get(answer.headers.location);
        await browser.submit(answer.headers.location, { outcome: 'fail' });
      }
      responses.push(await post(app, '/es/api/cardpay/intent/confirm', { intentId: intent.intentId }));
      responses.push(await app.inject(`${attempt.base}/booking/status`));
    }
    const paid = intentOf(responses.at(-2) as LightMyRequestResponse);
    expect(paid.status).toBe('succeeded');
    responses.push(await book(app, attempt.base, 'cardpay', paid.intentId, 'leak-book'));
    responses.push(await app.inject(`${attempt.base}/booking`));
    responses.push(await app.inject(`/__attempts/${attempt.token}`));
    responses.push(await app.inject('/__attempts'));
    const all = [...browser.responses, ...responses];
    expect(all.length).toBeGreaterThan(15);
    for (const response of all) {
      const text = `${JSON.stringify(response.headers)}\n${response.body}`;
      for (const number of numbers) {
        expect(text).not.toContain(number);
        expect(text).not.toContain(number.slice(0, 12));
        expect(text).not.toContain(number.replace(/(\d{4})/g, '$1 ').trim());
      }
    }
  });
});

it('never writes the card number to the log, even at trace level', async () => {
  const lines: string[] = [];
  const logged = buildSandbox({
    now: () => NOW,
    logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
  });
  await logged.ready();
  try {
    const attempt = await readyAttempt(logged, searchOf('es', trip), { today: NOW });
    const intent = intentOf(await createIntent(logged, attempt));
    const browser = new Browser(logged);
    await browser.submit(intent.redirectUrl, { ...CARD, number: '4000000000009995', cvc: '1' });
    await payIntent(browser, intent, '4000000000003220');
    await book(logged, attempt.base, 'cardpay', intent.intentId, 'logged');
  } finally {
    await logged.close();
  }
  expect(lines.length).toBeGreaterThan(10);
  const log = lines.join('');
  expect(log).toContain('/api/cardpay/pay/');
  for (const number of ['4000000000009995', '4000000000003220', '400000000000'])
    expect(log).not.toContain(number);
});

describe('one charge per attempt', () => {
  it('answers two concurrent creates with one intent', async () => {
    const attempt = await ready();
    const [a, b] = await Promise.all([createIntent(app, attempt), createIntent(app, attempt)]);
    expect(intentOf(a as LightMyRequestResponse).intentId).toBe(
      intentOf(b as LightMyRequestResponse).intentId,
    );
    expect(dataOf(await app.inject(`/__attempts/${attempt.token}`)).payments).toHaveLength(1);
  });

  it('answers the same Idempotency-Key with the same intent, and refuses it for another request', async () => {
    const attempt = await ready();
    const first = intentOf(await createIntent(app, attempt, { key: 'key-1' }));
    expect(intentOf(await createIntent(app, attempt, { key: 'key-1' })).intentId).toBe(first.intentId);
    const other = await createIntent(app, attempt, { key: 'key-1', moto: true });
    expect(errorOf(other)).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('moves a key to a new intent when the amount due changed while its intent was unfinished', async () => {
    const attempt = await ready();
    const first = intentOf(await createIntent(app, attempt, { key: 'key-2' }));
    await app.inject({
      method: 'PATCH',
      url: `${attempt.base}/metadata`,
      payload: { revision: 1, insuranceKey: 'FLEX' },
    });
    const second = intentOf(await createIntent(app, attempt, { key: 'key-2' }));
    expect(second.intentId).not.toBe(first.intentId);
    expect(second.amount).toBe((await paymentState(app, attempt.base)).amounts.dueNow);
    expect(second.amount).toBeGreaterThan(first.amount);
    expect(await confirm(first.intentId)).toMatchObject({
      status: 'canceled',
      message: 'A newer payment replaced this one.',
    });
    expect(intentOf(await createIntent(app, attempt, { key: 'key-2' })).intentId).toBe(second.intentId);
  });

  it('answers the paid intent once the attempt is paid, and never takes a second payment', async () => {
    const attempt = await ready();
    const first = intentOf(await createIntent(app, attempt));
    // A second intent opened for another amount (a MOTO one) while the first is still open.
    const moto = intentOf(await createIntent(app, attempt, { moto: true }));
    expect(moto.intentId).not.toBe(first.intentId);
    expect((await confirm(first.intentId)).status).toBe('canceled');
    await payIntent(new Browser(app), moto, '4242424242424242');
    const again = intentOf(await createIntent(app, attempt));
    expect(again).toMatchObject({ intentId: moto.intentId, status: 'succeeded' });
    const dropin = await post(app, `/es/api/dropin/${attempt.token}/payment-data`, { returnUrl: RETURN_URL });
    expect(errorOf(dropin)).toMatchObject({ status: 409, code: 'ALREADY_PAID' });
    // The replaced intent's page can no longer take money: it sends the card holder back.
    const browser = new Browser(app);
    expect((await browser.get(first.redirectUrl)).statusCode).toBe(303);
    expect(
      (await browser.submit(first.redirectUrl, { ...CARD, number: '4242424242424242' })).statusCode,
    ).toBe(303);
    expect((await confirm(first.intentId)).status).toBe('canceled');
    expect(dataOf(await app.inject(`/__charges?attempt=${attempt.token}`))).toEqual({
      charges: 1,
      bookings: 0,
    });
  });

  it('cancels a payment that finishes after another one took the money', async () => {
    const attempt = await ready();
    const card = intentOf(await createIntent(app, attempt));
    const session = dataOf(
      await post(app, `/es/api/dropin/${attempt.token}/payment-data`, { returnUrl: RETURN_URL }),
    );
    await payIntent(new Browser(app), card, '4242424242424242');
    const browser = new Browser(app);
    await browser.submit(session.redirectUrl, { ...CARD, number: '4242424242424242' });
    const details = dataOf(
      await post(app, '/es/api/dropin/payment-details', {
        orderAttemptToken: attempt.token,
        redirectResult:
          new URL(browser.responses[0]?.headers.location ?? '', 'http://x').searchParams.get(
            'redirectResult',
          ) ?? '',
      }),
    );
    expect(details).toMatchObject({ status: 'canceled', message: 'This order is already paid.' });
    expect(dataOf(await app.inject(`/__charges?attempt=${attempt.token}`))).toEqual({
      charges: 1,
      bookings: 0,
    });
  });

  it('cancels a payment whose amount changed since it was opened', async () => {
    const attempt = await ready();
    const intent = intentOf(await createIntent(app, attempt));
    await patch(app, `${attempt.base}/payment-method`, { revision: 1, paymentMethodId: 6 });
    await app.inject({
      method: 'PATCH',
      url: `${attempt.base}/metadata`,
      payload: { revision: 2, insuranceKey: 'FLEX' },
    });
    await payIntent(new Browser(app), intent, '4242424242424242');
    expect(await confirm(intent.intentId)).toMatchObject({
      status: 'canceled',
      message: 'The amount to pay changed. Please start the payment again.',
    });
  });
});

describe('composer reports', () => {
  it('records a provider error on the intent', async () => {
    const attempt = await ready();
    const intent = intentOf(await createIntent(app, attempt));
    const recorded = await post(app, '/es/api/cardpay/error', {
      intentId: intent.intentId,
      code: 'card_error',
      message: 'The card form failed to load',
    });
    expect(dataOf(recorded)).toEqual({ recorded: true });
    const raw = dataOf(await app.inject(`/__attempts/${attempt.token}`));
    expect(raw.payments[0].errors).toEqual([
      { code: 'card_error', message: 'The card form failed to load', at: NOW.toISOString() },
    ]);
    expect(errorOf(await post(app, '/es/api/cardpay/error', { intentId: intent.intentId })).fields).toEqual({
      code: 'REQUIRED',
    });
    expect(errorOf(await post(app, '/es/api/cardpay/error', { intentId: 'pi_x', code: 'x' })).status).toBe(
      404,
    );
    expect(
      errorOf(await post(app, '/fr/api/cardpay/intent/confirm', { intentId: intent.intentId })).status,
    ).toBe(404);
  });
});
