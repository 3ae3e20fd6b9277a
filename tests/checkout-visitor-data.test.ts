/**
 * ARCHITECTURE.md "Visitor data" for the checkout: every checkout block (each step's) is composed for
 * the visitor who asks and nothing of it reaches a cache. Two travellers, each with their own checkout
 * of another trip, page through every step many times, then pay (a declined card, then a good one) and
 * open their not-confirmed, confirmation, part-payment, ticket and budget pages: neither ever receives the
 * other's token, names, e-mail or trip; every answer is `private, no-store`; and with the real Redis, no
 * key or value holds any of it.
 */
import { CHECKOUT_STEPS, type PageTree } from '@waypoint/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutKit, HOST, sitePathOf, TEST_CARDS, tokenOf, typeCard } from './support/checkout-kit.ts';
import {
  dropRedisNamespace,
  REDIS_URL,
  redisKeysWithout,
  requireRedis,
  uniqueName,
} from './support/services.ts';
import { capturingLogger, type Stack, startStack } from './support/stack.ts';

interface Traveller {
  name: string;
  email: string;
  token: string;
  trip: string;
}

describe.each([
  ['without Redis', false],
  ['with Redis', true],
])('checkout visitor data %s', (_name, withRedis) => {
  const namespace = uniqueName('wp_checkout');
  const { logger } = capturingLogger();
  let stack: Stack;
  const travellers: Traveller[] = [];

  const post = async (name: string, path: string, input: unknown) => {
    const res = await stack.composer.inject({
      method: 'POST',
      url: `/v1/actions/${name}`,
      headers: { host: HOST, 'content-type': 'application/json', 'accept-encoding': 'identity' },
      payload: JSON.stringify({ path, input }),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json() as { url?: string; navigate?: string };
  };
  const page = async (path: string) => {
    const res = await stack.composer.inject({ url: `/v1/pages${path}`, headers: { host: HOST } });
    expect(res.statusCode, `${path}: ${res.body.slice(0, 200)}`).toBe(200);
    return res;
  };

  const kit = checkoutKit(() => stack.composer);

  /**
   * A checkout at the payment step with a named lead traveller, on a trip that offers payment plans (so
   * every payment block is on its page); its index on the home page, so the other traveller takes another.
   */
  async function checkoutOf(from: number, name: string): Promise<Traveller & { index: number }> {
    const email = `${name.toLowerCase()}@example.com`;
    const { step, index } = await kit.atPaymentWithPlans({ from, lead: { firstName: name, email } });
    const token = tokenOf(step);
    const summary = await stack.sandbox.inject({
      url: `/us/api/checkout/v2/order-attempts/${token}/summary`,
    });
    return { name, email, token, trip: summary.json().data.product.title, index };
  }

  it('shows no flights on a trip page before a day is chosen', async () => {
    const home = (await page('/us')).body;
    const trip = /"href":"(\/us\/[^"?]+\/\d+-[^"?]+)"/.exec(home)![1]!;
    const tripPage = (await page(`${trip}?adults=2`)).json() as PageTree;
    expect(tripPage.regions.main.some((b) => b.type === 'FlightSelector')).toBe(false);
  });

  beforeAll(async () => {
    if (withRedis) await requireRedis();
    stack = await startStack({
      random: () => 0.5,
      env: withRedis ? { REDIS_URL, CACHE_NAMESPACE: namespace } : {},
      logger,
    });
    const alice = await checkoutOf(0, 'Aliceuniq');
    travellers.push(alice, await checkoutOf(alice.index + 1, 'Bobuniq'));
    expect(travellers[0]!.trip).not.toBe(travellers[1]!.trip);
  }, 90_000);
  afterAll(async () => {
    await stack?.close();
    if (withRedis) await dropRedisNamespace(namespace);
  });

  it('gives each traveller every step of their own checkout, never the other one’s', async () => {
    const seen = new Set<string>();
    for (let round = 0; round < 3; round++) {
      for (const [own, other] of [
        [travellers[0]!, travellers[1]!],
        [travellers[1]!, travellers[0]!],
      ] as const) {
        for (const step of CHECKOUT_STEPS) {
          const res = await page(`/us/my-trip/${own.token}?type=${step}`);
          expect(res.headers['cache-control']).toBe('private, no-store');
          const body = res.body;
          expect(body).toContain(own.token);
          expect(body).toContain(own.trip);
          for (const secret of [other.token, other.name, other.email, other.trip])
            expect(body).not.toContain(secret);
          for (const b of (res.json() as PageTree).regions.main) seen.add(b.type);
        }
      }
    }
    // Every checkout block type was on a page of this test.
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'CheckoutProgress',
        'PassengerForm',
        'AccommodationOptions',
        'ActivityOptions',
        'InsuranceOptions',
        'FlightSelector',
        'BaggageAllowance',
        'VoucherForm',
        'PaymentMethods',
        'PaymentPlans',
        'PaymentForm',
        'CheckoutSummary',
      ]),
    );
  });

  /** Pays through the card provider's own page with a test card; where the composer sends the traveller. */
  async function payWith(own: Traveller, card: string): Promise<string> {
    const step = `/us/my-trip/${own.token}?type=payment`;
    const started = await post('pay', step, { consent: true });
    const back = await typeCard(started.navigate!, card, own.name);
    const res = await stack.composer.inject({ url: `/v1/pages${sitePathOf(back)}`, headers: { host: HOST } });
    expect(res.statusCode).toBe(303);
    return res.headers.location as string;
  }

  it('after paying, gives each traveller their own payment, confirmation, ticket and budget pages only', async () => {
    const pages = new Map<Traveller, string[]>();
    for (const own of travellers) {
      const budget = await post('createBudget', `/us/my-trip/${own.token}?type=payment`, { send: false });
      const notConfirmed = await payWith(own, TEST_CARDS.declined);
      expect(notConfirmed).toContain('/my-trip/not-confirmed/');
      // The not-confirmed page is seen now: once paid, it sends the traveller to the confirmation.
      const other = travellers.find((t) => t !== own)!;
      const failed = await page(notConfirmed);
      expect(failed.headers['cache-control']).toBe('private, no-store');
      for (const secret of [other.token, other.name, other.email, other.trip])
        expect(failed.body).not.toContain(secret);
      expect(failed.body).toContain('PaymentFailure');
      const confirmation = await payWith(own, TEST_CARDS.ok);
      const confirmed = (await page(confirmation)).json() as PageTree;
      const documents = (
        confirmed.regions.main.find((b) => b.type === 'BookingConfirmation')!.props as {
          documents: { href: string }[];
        }
      ).documents;
      pages.set(own, [
        confirmation,
        `/us/part-payment/${own.token}`,
        documents[0]!.href,
        budget.navigate!.replace(/\.pdf$/, ''),
      ]);
    }
    const seen = new Set<string>();
    for (let round = 0; round < 2; round++) {
      for (const [own, other] of [
        [travellers[0]!, travellers[1]!],
        [travellers[1]!, travellers[0]!],
      ] as const) {
        for (const path of pages.get(own)!) {
          const res = await page(path);
          expect(res.headers['cache-control'], path).toBe('private, no-store');
          for (const secret of [other.token, other.name, other.email])
            expect(res.body, path).not.toContain(secret);
          // The trip's title may be in the header's deals (shared content); never in the page's own blocks.
          const main = (res.json() as PageTree).regions.main;
          expect(JSON.stringify(main), path).not.toContain(other.trip);
          for (const b of main) seen.add(b.type);
        }
      }
    }
    expect([...seen]).toEqual(
      expect.arrayContaining(['BookingConfirmation', 'TicketDocument', 'BudgetDocument']),
    );
  });

  if (withRedis)
    it('leaves no checkout data in Redis', async () => {
      const secrets = travellers.flatMap((t) => [t.token, t.name, t.email]);
      expect(await redisKeysWithout(namespace, secrets)).toBeGreaterThan(10);
    });
});
