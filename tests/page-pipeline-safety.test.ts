/**
 * The page pipeline under hostile input and failures, against a real stack (sandbox over HTTP, content store,
 * composer): the caching headers of a page, header values built from visitor input, redirects only to site
 * hosts, degraded output kept briefly and 404s remembered briefly.
 */
import { PageTree } from '@waypoint/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './support/stack.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    env: { CACHE_DEGRADED_TTL_SECONDS: '1', CACHE_NOT_FOUND_TTL_SECONDS: '2' },
    random: () => 0.5,
  });
}, 60_000);
afterAll(() => stack?.close());
afterEach(() => stack.sandbox.sandboxFaults.clear());

const get = (url: string, headers: Record<string, string> = {}) =>
  stack.composer.inject({ url, headers: { host: 'localhost:3000', ...headers } });

/** The cookies a response sets, as a Cookie header. */
const cookieHeader = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .map((c) => c.split(';', 1)[0])
    .join('; ');

describe('the caching headers of a page', () => {
  it('a response that sets cookies is never stored; a request with cookies is revalidated; pages vary', async () => {
    const first = await get('/v1/pages/us');
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeDefined();
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers.vary).toBe('Cookie, User-Agent');
    // The visitor comes back with those cookies: nothing new to set, but the page depends on them.
    const again = await get('/v1/pages/us', { cookie: cookieHeader(first.headers['set-cookie']) });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expect(again.headers.vary).toBe('Cookie, User-Agent');
    expect(again.headers['cache-control']).not.toMatch(/max-age=[1-9]/);
  });

  it('an anonymous not-found page or redirect may be stored anywhere, but is revalidated before each use', async () => {
    // A publish can turn either into a page at once (a landing page at an address that was a 404).
    for (const [path, status] of [
      ['/v1/pages/us/landingPage/not-published-yet', 404],
      ['/v1/pages/us/product/12', 301],
      ['/v1/pages/xx', 302],
    ] as const) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(status);
      expect(res.headers['set-cookie'], path).toBeUndefined();
      expect(res.headers['cache-control'], path).toBe('public, no-cache');
      expect(res.headers.vary, path).toBe('Cookie, User-Agent');
    }
  });

  it('a language change is a new cookie, so the browser never reuses the other language', async () => {
    const english = await get('/v1/pages/us', { cookie: 'locale=en-US' });
    const spanish = await get('/v1/pages/us?locale=es-US', { cookie: 'locale=en-US' });
    expect(cookieHeader(spanish.headers['set-cookie'])).toMatch(/locale=es-US/);
    expect(spanish.headers['cache-control']).toBe('private, no-store');
    // Back to /us with the new cookie: the browser must ask (no-cache), and gets Spanish.
    const back = await get('/v1/pages/us', { cookie: 'locale=es-US' });
    expect(english.headers['cache-control']).not.toMatch(/max-age=[1-9]/);
    expect(back.json().context.locale).toBe('es-US');
  });
});

describe('header values from visitor input', () => {
  it.each([
    '/v1/pages/us?advisor_token=%E2%82%AC',
    '/v1/pages/us?advisor_token=a%0D%0ASet-Cookie:%20x=1',
    '/v1/pages/us?utm_reseller=%E2%82%AC',
    '/v1/pages/us?MGM=%E2%82%AC&promocode=%E2%82%AC',
  ])('%s is a page, not a 500, and reflects nothing invalid', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-advisor-token']).toBe('');
    expect(res.headers['x-utm-reseller']).toBe('');
    for (const cookie of [res.headers['set-cookie'] ?? []].flat()) expect(cookie).toMatch(/^[\x20-\x7E]+$/);
  });

  it('a valid but unknown advisor token is reflected, and is just an agent without private label', async () => {
    const res = await get('/v1/pages/us?advisor_token=nobody-42');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-advisor-token']).toBe('nobody-42');
    expect(PageTree.parse(res.json()).context.site.isPrivateLabel).toBe(false);
  });

  it('/es/€/ on the sales host redirects with a percent-encoded Location', async () => {
    const res = await get('/v1/pages/es/%E2%82%AC/', { host: 'sales.localhost:3000' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://www.localhost:3000/es/%E2%82%AC/?errorCode=ERR_SALES_AUTH');
  });
});

describe('redirects only to site hosts', () => {
  it('X-Forwarded-Host with userinfo gets no Location outside the site', async () => {
    const res = await get('/v1/pages/us', { 'x-forwarded-host': 'sales.localhost:3710@evil.example' });
    // Not a host of any site: not the sales site either, so the page itself is answered.
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).not.toContain('evil.example');
    const agent = await get('/v1/pages/us?advisorId=7', {
      'x-forwarded-host': 'sales.localhost:3710@evil.example',
    });
    expect(agent.headers.location ?? '').not.toContain('evil');
  });
});

describe('degraded output and missing resources', () => {
  const types = (body: string) => PageTree.parse(JSON.parse(body)).regions.main.map((b) => b.type);

  it('a block hidden by a brief upstream failure is back within the short TTL once the upstream is', async () => {
    await stack.composer.cache.invalidateTags(['pages', 'blocks', 'upstream', 'last-good']);
    stack.sandbox.sandboxFaults.set({ path: '/api/reviews', status: 500 });
    expect(types((await get('/v1/pages/us', { cookie: 'locale=en-US' })).body)).not.toContain(
      'TravelStories',
    );
    stack.sandbox.sandboxFaults.clear();
    const recovered = performance.now();
    // CACHE_DEGRADED_TTL_SECONDS=1 here; the normal TTL (60 s) would keep the block hidden for a minute.
    await expect
      .poll(async () => types((await get('/v1/pages/us', { cookie: 'locale=en-US' })).body), {
        timeout: 10_000,
        interval: 200,
      })
      .toContain('TravelStories');
    expect(performance.now() - recovered).toBeLessThan(10_000);
  });

  it('an upstream 404 is asked once within its TTL, and again after it', async () => {
    const path = 'GET /us/api/nextjs/pdp/987654321';
    const before = stack.sandbox.sandboxStats.get(path);
    for (let i = 0; i < 5; i++) expect((await get('/v1/pages/us/product/987654321')).statusCode).toBe(404);
    expect(stack.sandbox.sandboxStats.get(path) - before).toBe(1);
    // CACHE_NOT_FOUND_TTL_SECONDS=2: then the upstream is asked again.
    await expect
      .poll(
        async () => {
          await get('/v1/pages/us/product/987654321');
          return stack.sandbox.sandboxStats.get(path) - before;
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBe(2);
  });
});
