/**
 * The payment flow as `pnpm start` mounts the sandbox (prefix '/sandbox', publicUrl '/sandbox'): the
 * providers' pages are paths on the site, their forms post to the prefixed paths, a browser's form
 * (with a charset) is read, and the outbox page is at /sandbox/outbox.
 */
import { UpstreamCardIntent } from '@waypoint/schemas';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dataOf, searchOf } from '../../test/checkout.ts';
import { book, CARD, firstTrip, readyAttempt } from '../../test/payment.ts';
import { NOW } from '../../test/trip-page.ts';
import { sandboxPlugin } from '../app.ts';

let host: FastifyInstance;
/** The host seen through the prefix, for the helpers (which call unprefixed paths). */
let sandbox: FastifyInstance;
beforeAll(async () => {
  host = Fastify();
  await host.register(sandboxPlugin, { prefix: '/sandbox', publicUrl: '/sandbox', now: () => NOW });
  await host.ready();
  const inject = (options: string | InjectOptions) => {
    const opts = typeof options === 'string' ? { url: options } : options;
    return host.inject({ ...opts, url: `/sandbox${opts.url}` });
  };
  sandbox = { inject } as unknown as FastifyInstance;
});
afterAll(() => host.close());

const browserForm = (url: string, form: Record<string, string>) =>
  host.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
  });

it('sends the card holder to a path on the site, and back to the composer’s page', async () => {
  const attempt = await readyAttempt(sandbox, searchOf('us', firstTrip()), { today: NOW });
  const created = await browserForm('/sandbox/us/api/cardpay/intent/create', {
    orderAttemptToken: attempt.token,
    returnUrl: `/us/my-trip/${attempt.token}?type=payment`,
  });
  const intent = dataOf(created, UpstreamCardIntent);
  expect(intent.redirectUrl).toBe(`/sandbox/us/api/cardpay/pay/${intent.intentId}`);
  const page = await host.inject(intent.redirectUrl);
  // The form and the cancel link are relative to the page: they stay under the prefix.
  const action = /action="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const cancel = /<a href="([^"]+)"[^>]*>Cancel and return/.exec(page.body)?.[1] ?? '';
  const site = `http://site.test${intent.redirectUrl}`;
  expect(new URL(action, site).pathname).toBe(intent.redirectUrl);
  expect(new URL(cancel, site).pathname).toBe(`${intent.redirectUrl}/cancel`);
  const challenge = await browserForm(intent.redirectUrl, { ...CARD, number: '4000000000003220' });
  expect(challenge.headers.location).toBe(`/sandbox/us/api/cardpay/challenge/${intent.intentId}`);
  const back = await browserForm(challenge.headers.location ?? '', { outcome: 'complete' });
  expect(back.headers.location).toBe(
    `/us/my-trip/${attempt.token}?type=payment&payment_intent=${intent.intentId}`,
  );
  const booked = await book(sandbox, attempt.base, 'cardpay', intent.intentId, 'mounted');
  expect(booked.statusCode).toBe(201);
  expect((await host.inject('/sandbox/outbox')).statusCode).toBe(200);
  expect(JSON.parse((await host.inject(`/sandbox/__charges?attempt=${attempt.token}`)).body).data).toEqual({
    charges: 1,
    bookings: 1,
  });
});
