/**
 * The pay-later provider over HTTP: a charge for the amount due with its fee, approved or declined by the
 * traveller on the provider's page (four instalments), then back with `charge`.
 */
import { UpstreamBnplCharge } from '@waypoint/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf, searchOf } from '../../test/checkout.ts';
import {
  Browser,
  firstTrip,
  patch,
  paymentState,
  post,
  RETURN_URL,
  readyAttempt,
} from '../../test/payment.ts';
import { NOW } from '../../test/trip-page.ts';
import { buildSandbox } from '../app.ts';
import { formatPrice } from '../money.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = buildSandbox({ now: () => NOW });
  await app.ready();
});
afterAll(() => app.close());

const trip = firstTrip();
const chargeOf = (response: LightMyRequestResponse) => dataOf(response, UpstreamBnplCharge);

async function charged(market: 'us' | 'ca' = 'us', key?: string) {
  const attempt = await readyAttempt(app, searchOf(market, trip), { today: NOW });
  await patch(app, `${attempt.base}/payment-method`, { revision: 1, paymentMethodId: 9 });
  const headers: Record<string, string> = key ? { 'idempotency-key': key } : {};
  const form = { orderAttemptToken: attempt.token, returnUrl: RETURN_URL };
  const charge = chargeOf(await post(app, `/${market}/api/bnpl/charge/create`, form, headers));
  return { attempt, charge, path: new URL(charge.redirectUrl).pathname };
}

const backCharge = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(303);
  return new URL(response.headers.location ?? '', 'http://site.test').searchParams.get('charge');
};

describe('pay later', () => {
  it('charges the amount due with the 3% fee and shows four instalments', async () => {
    const { attempt, charge, path } = await charged();
    const state = await paymentState(app, attempt.base);
    expect(state.paymentFee).toMatchObject({ percentage: 0.03, description: 'Pay later fee' });
    expect(charge).toMatchObject({
      status: 'open',
      amount: state.amounts.dueNow,
      currency: 'USD',
      message: null,
    });
    expect(charge.chargeId).toMatch(/^ch_[A-Za-z0-9]{24}$/);
    expect(path).toBe(`/us/api/bnpl/charge/${charge.chargeId}/approve`);
    const page = await app.inject(path);
    expect(page.body).toContain('PayLater');
    expect(page.body).toContain('<label for="field-email">E-mail address</label>');
    expect(page.body).toMatch(/<button[^>]*value="approve"[^>]*>Approve<\/button>/);
    expect(page.body).toMatch(/<button[^>]*value="decline"[^>]*>Decline<\/button>/);
    const cents = Math.round(charge.amount * 100);
    const each = Math.floor(cents / 4);
    expect(page.body).toContain(formatPrice(each / 100, 'us', 2));
    expect(page.body).toContain(formatPrice((cents - 3 * each) / 100, 'us', 2));
    expect(page.body.match(/<tr><td>/g)).toHaveLength(4);
  });

  it('succeeds on Approve with an e-mail, and goes back with the charge', async () => {
    const { charge, path } = await charged('ca');
    const browser = new Browser(app);
    const missing = await browser.submit(path, { decision: 'approve', email: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toContain('Enter your e-mail address.');
    expect(backCharge(await browser.submit(path, { decision: 'approve', email: 'ana@example.com' }))).toBe(
      charge.chargeId,
    );
    expect(chargeOf(await app.inject(`/ca/api/bnpl/charge/${charge.chargeId}`))).toMatchObject({
      status: 'succeeded',
      message: null,
    });
  });

  it('cancels from the page’s link (relative to the page) and goes back', async () => {
    const { charge, path } = await charged();
    const page = await app.inject(path);
    expect(page.body).toContain('action="approve"');
    const href = /<a href="([^"]+)"[^>]*>Cancel and return<\/a>/.exec(page.body)?.[1] ?? '';
    const cancel = new URL(href, `http://site.test${path}`).pathname;
    expect(cancel).toBe(`/us/api/bnpl/charge/${charge.chargeId}/cancel`);
    expect(backCharge(await app.inject(cancel))).toBe(charge.chargeId);
    expect(chargeOf(await app.inject(`/us/api/bnpl/charge/${charge.chargeId}`)).status).toBe('canceled');
  });

  it('is declined on Decline', async () => {
    const { charge, path } = await charged();
    expect(backCharge(await new Browser(app).submit(path, { decision: 'decline' }))).toBe(charge.chargeId);
    expect(chargeOf(await app.inject(`/us/api/bnpl/charge/${charge.chargeId}`))).toMatchObject({
      status: 'declined',
      message: 'Pay later was declined.',
    });
  });

  it('answers the same key with the same charge, and is not offered outside the US and CA', async () => {
    const { attempt, charge } = await charged('us', 'bnpl-key');
    const form = { orderAttemptToken: attempt.token, returnUrl: RETURN_URL };
    const again = chargeOf(
      await post(app, '/us/api/bnpl/charge/create', form, { 'idempotency-key': 'bnpl-key' }),
    );
    expect(again.chargeId).toBe(charge.chargeId);
    const es = await readyAttempt(app, searchOf('es', trip), { today: NOW });
    const refused = await post(app, '/es/api/bnpl/charge/create', {
      orderAttemptToken: es.token,
      returnUrl: '/x',
    });
    expect(errorOf(refused).fields).toEqual({ provider: 'NOT_OFFERED' });
    expect(errorOf(await app.inject('/us/api/bnpl/charge/ch_nope')).status).toBe(404);
  });
});
