/** GET /{market}/api/seo/sitemap: the indexable site paths of a market. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.ts';
import { getCatalogue } from '../catalogue/index.ts';
import { MARKETS } from '../markets.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = buildSandbox({ publicUrl: 'https://sandbox.example/' });
  await app.ready();
});
afterAll(() => app.close());

// biome-ignore lint/suspicious/noExplicitAny: test helper over arbitrary JSON bodies
async function sitemap(market: string): Promise<any> {
  const response = await app.inject(`/${market}/api/seo/sitemap`);
  expect(response.statusCode).toBe(200);
  return JSON.parse(response.body).data;
}

describe('seo sitemap data', () => {
  it.each(MARKETS)(
    '%s: home, destinations, every trip and the content pages, all under the market',
    async (market) => {
      const data = await sitemap(market);
      const paths: string[] = data.entries.map((e: { path: string }) => e.path);
      expect(paths[0]).toBe(`/${market}`);
      expect(new Set(paths).size).toBe(paths.length);
      for (const path of paths)
        expect(path === `/${market}` || path.startsWith(`/${market}/`), path).toBe(true);
      const kinds = (kind: string) => data.entries.filter((e: { kind: string }) => e.kind === kind).length;
      expect(kinds('continent')).toBe(6);
      expect(kinds('country')).toBe(getCatalogue().countries.length);
      expect(kinds('region')).toBeGreaterThan(0);
      expect(kinds('trip')).toBe(getCatalogue().trips.length);
      expect(kinds('content')).toBeGreaterThanOrEqual(7);
      expect(kinds('collection')).toBeGreaterThan(0);
    },
  );

  it('leaves the mx terms to the es sitemap (storefront.md §2: mx terms live under /es)', async () => {
    const mx: string[] = (await sitemap('mx')).entries.map((e: { path: string }) => e.path);
    expect(mx).toContain('/mx/ayuda');
    expect(mx.some((p) => p.includes('terminos-y-condiciones'))).toBe(false);
    const es: string[] = (await sitemap('es')).entries.map((e: { path: string }) => e.path);
    expect(es).toContain('/es/terminos-y-condiciones');
  });

  it('answers UNKNOWN_MARKET for an unknown market', async () => {
    const response = await app.inject('/zz/api/seo/sitemap');
    expect(response.statusCode).toBe(404);
  });
});
