/**
 * ARCHITECTURE.md "Visitor data": a block that depends on who asks (scope 'visitor') never reaches the
 * block cache, the page cache or the last good copy, and two visitors never see each other's data,
 * without Redis and with the real Redis. The trip page's campaign text is replaced here by a visitor
 * block that greets the signed-in customer (the real visitor blocks come with the account pages).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dropRedisNamespace,
  REDIS_URL,
  redisKeysWithout,
  requireRedis,
  uniqueName,
} from './support/services.ts';
import { capturingLogger, type Stack, startStack } from './support/stack.ts';

const KENYA = '/us/africa/kenya/12-safari-and-wildlife-nairobi-naivasha-and-mombasa';
const GREETING = 'Welcome back, ';

/** A visitor block: the customer's id in the campaign header text; nothing for an anonymous visitor. */
const greeting = {
  type: 'TripHeaderText' as const,
  scope: 'visitor' as const,
  dimensions: [],
  async resolve({ ctx }: { ctx: { visitor: { userId: string } | null } }) {
    if (!ctx.visitor) return null;
    const text = `${GREETING}${ctx.visitor.userId}`;
    return { mobile: text, tabletUp: text };
  },
};

/** A shared resolver that tries to read the visitor: it must be stopped, never cached. */
const leaky = {
  type: 'Breadcrumbs' as const,
  dimensions: [],
  async resolve({ ctx }: { ctx: { visitor: { userId: string } | null } }) {
    return { label: 'Breadcrumb', items: [{ title: `${ctx.visitor?.userId ?? 'anyone'}`, href: null }] };
  },
};

const ALICE = 'alice-7f3a9c';
const BOB = 'bob-51e0d2';

describe.each([
  ['without Redis', false],
  ['with Redis', true],
])('visitor data %s', (_name, withRedis) => {
  const namespace = uniqueName('wp_visitor');
  // Logs at info, as in production, kept off the console.
  const { logger } = capturingLogger();
  let stack: Stack;
  beforeAll(async () => {
    if (withRedis) await requireRedis();
    stack = await startStack({
      random: () => 0.5,
      env: withRedis ? { REDIS_URL, CACHE_NAMESPACE: namespace } : {},
      resolvers: { TripHeaderText: greeting } as never,
      logger,
    });
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
    if (withRedis) await dropRedisNamespace(namespace);
  });

  const page = (cookie?: string) =>
    stack.composer.inject({
      url: `/v1/pages${KENYA}`,
      headers: { host: 'localhost:3000', ...(cookie ? { cookie } : {}) },
    });

  it('gives each visitor their own block, per request, and never the other one’s', async () => {
    for (let round = 0; round < 3; round++) {
      for (const [cookie, own, other] of [
        [`wp_user=${ALICE}`, ALICE, BOB],
        [`wp_soft_user=${BOB}`, BOB, ALICE],
      ] as const) {
        const res = await page(cookie);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(`${GREETING}${own}`);
        expect(res.body).not.toContain(other);
        expect(res.headers['cache-control']).toBe('private, no-store');
      }
      const anonymous = await page();
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.body).not.toContain(ALICE);
      expect(anonymous.body).not.toContain(BOB);
      expect(anonymous.body).not.toContain(GREETING);
    }
  });

  it('gives each advisor their own private label on the trip page, never another advisor’s', async () => {
    const advisors = [
      ['adv-demo-1', 'Maya Thompson', 'Claire Dubois'],
      ['adv-demo-3', 'Claire Dubois', 'Maya Thompson'],
    ] as const;
    for (let round = 0; round < 2; round++) {
      for (const [token, own, other] of advisors) {
        const res = await page(`advisor_token=${token}`);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(own);
        expect(res.body).not.toContain(other);
      }
      expect((await page()).body).not.toMatch(/Maya Thompson|Claire Dubois/);
    }
  });

  it('keeps no visitor data in the last good copy: a failing page serves it without the visitor block', async () => {
    await page(`wp_user=${ALICE}`);
    await stack.composer.cache.invalidateTags(['pages', 'upstream', 'blocks']);
    stack.sandbox.sandboxFaults.set({ path: '/api/header', status: 500 });
    try {
      const res = await page(`wp_user=${BOB}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-waypoint-served']).toBe('last-good');
      expect(res.body).not.toContain(ALICE);
      expect(res.body).not.toContain(BOB);
    } finally {
      stack.sandbox.sandboxFaults.clear();
    }
  });

  if (withRedis)
    it('leaves no visitor data in Redis', async () => {
      await page(`wp_user=${ALICE}`);
      await page(`wp_soft_user=${BOB}`);
      expect(await redisKeysWithout(namespace, [ALICE, BOB])).toBeGreaterThan(10);
    });
});

describe('a shared resolver that reads the visitor', () => {
  const { logger, lines: logs } = capturingLogger();
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      random: () => 0.5,
      resolvers: { Breadcrumbs: leaky } as never,
      logger,
    });
  }, 60_000);
  afterAll(() => stack?.close());

  it('is stopped: its block is left out (never cached for everyone), and the mistake is logged', async () => {
    const res = await stack.composer.inject({
      url: `/v1/pages${KENYA}`,
      headers: { host: 'localhost:3000', cookie: `wp_user=${ALICE}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(ALICE);
    expect(res.json().regions.main.map((b: { type: string }) => b.type)).not.toContain('Breadcrumbs');
    expect(
      logs.some((l) =>
        String((l['err'] as { message?: string } | undefined)?.message).includes('ctx.visitor'),
      ),
    ).toBe(true);
  });
});
