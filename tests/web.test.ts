import { ISLANDS, needsHydration } from '@waypoint/renderer';
import { type Block, PageTree } from '@waypoint/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebApp, type WebApp } from './support/web-app.ts';

let app: FastifyInstance;
let web: WebApp;

beforeAll(async () => {
  web = await startWebApp();
  ({ app } = web);
}, 120_000);

afterAll(() => web?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } });

async function composed(path: string, headers: Record<string, string> = {}): Promise<PageTree> {
  const res = await get(`/v1/pages${path}`, headers);
  return PageTree.parse(res.json());
}

const allBlocks = (tree: PageTree): Block[] => [
  ...tree.regions.header,
  ...tree.regions.main,
  ...tree.regions.footer,
  ...tree.regions.overlays,
];

describe('site pages from the real composer', () => {
  it('serves /us as HTML with every composed block in order and the islands as JSON', async () => {
    const res = await get('/us');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const tree = await composed('/us');
    const shown = [...res.body.matchAll(/<div class="wp-block" id="([^"]+)" data-block="(\w+)"/g)].map(
      (m) => [m[1], m[2]],
    );
    expect(shown).toEqual(allBlocks(tree).map((b) => [b.id, b.type]));
    expect(shown.length).toBeGreaterThan(10);

    const islands = JSON.parse(
      /<script type="application\/json" id="wp-islands" nonce="[^"]+">(.*?)<\/script>/s.exec(res.body)![1]!,
    );
    const interactive = allBlocks(tree).filter(needsHydration);
    expect(islands.map((i: Block) => i.id)).toEqual(interactive.map((b) => b.id));
    // US ad slots carry one unit: nothing to pick in the browser, so they are plain HTML.
    const ads = allBlocks(tree).filter((b) => b.type === 'AdBanner');
    expect(ads.length).toBeGreaterThan(0);
    for (const ad of ads) expect(islands.map((i: Block) => i.id)).not.toContain(ad.id);
    expect(interactive.every((b) => b.type in ISLANDS)).toBe(true);
    const script = /<script type="module" src="([^"]+)"/.exec(res.body)![1]!;
    const bundle = await get(script, { 'accept-encoding': 'br' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('carries the head of the composed page and relays its headers and cookies', async () => {
    const res = await get('/us');
    const tree = await composed('/us');
    expect(res.body).toContain(`<html lang="${tree.context.locale}">`);
    expect(res.body).toContain(`<link rel="canonical" href="${tree.page.canonical}">`);
    expect(res.body).toContain(`<title>${tree.page.title}</title>`);
    expect(res.headers['x-locale']).toBe('en-US');
    expect(String(res.headers['set-cookie'])).toContain('locale=en-US');
    // The composer's caching headers reach the browser as they were chosen: this
    // answer sets cookies, so no cache keeps it; and a cache keeps one copy per cookie and device.
    const json = await get('/v1/pages/us');
    expect(res.headers['cache-control']).toBe(json.headers['cache-control']);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toMatch(/^Cookie, User-Agent\b/);
    const again = await get('/us', { cookie: 'locale=en-US' });
    expect(again.headers['cache-control']).toBe(
      (await get('/v1/pages/us', { cookie: 'locale=en-US' })).headers['cache-control'],
    );
    expect(String(again.headers.vary)).toMatch(/^Cookie, User-Agent\b/);
  });

  it('serves a partner site by its Host, with its theme and noindex', async () => {
    const res = await get('/es', { host: 'viajes.localhost:3000' });
    expect(res.statusCode).toBe(200);
    const tree = await composed('/es', { host: 'viajes.localhost:3000' });
    expect(tree.page.theme?.['color-primary']).toBeTruthy();
    expect(res.body).toContain(`<meta name="theme-color" content="${tree.page.theme!['color-primary']}">`);
    expect(res.body).toContain(`--color-primary:${tree.page.theme!['color-primary']}`);
    expect(res.body.includes('<meta name="robots" content="noindex, nofollow">')).toBe(tree.page.noindex);
  });

  it('relays the spec redirect for an unknown market, and renders /us/404 with its status and no frame', async () => {
    const redirect = await get('/xx');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/us/404');
    expect(redirect.headers['x-error']).toBe('generic');
    // Neither is kept by a cache past a publish (the composer's rule, relayed as it is).
    expect(redirect.headers['cache-control']).toBe('public, no-cache');
    const notFound = await get('/us/404');
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['cache-control']).toBe('public, no-cache');
    expect(notFound.body).toContain('data-block="ErrorPage"');
    expect(notFound.body).not.toContain('<div class="wp-region-header">');
  });

  it('leaves the composer and sandbox routes of the instance as they were', async () => {
    const json = await get('/v1/pages/us', { 'accept-encoding': 'br, gzip' });
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.headers['content-encoding']).toBeUndefined();
    expect(PageTree.safeParse(json.json()).success).toBe(true);
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    const upstream = await get('/sandbox/us/api/promotion');
    expect(upstream.statusCode).toBe(200);
    expect(upstream.headers['content-type']).toMatch(/^application\/json/);
  });
});
