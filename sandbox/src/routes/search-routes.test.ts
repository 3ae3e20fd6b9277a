/** GET /:market/api/product/card/v2/search over HTTP: cards, facets, languages, bad parameters. */
import { UpstreamSearchResults, upstreamEnvelope } from '@waypoint/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app.ts';
import { MARKETS } from '../markets.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = buildSandbox({ publicUrl: 'https://sandbox.example', now: () => new Date('2026-11-24T10:00:00Z') });
  await app.ready();
});
afterAll(() => app.close());

const Body = upstreamEnvelope(UpstreamSearchResults);

async function search(url: string) {
  const response = await app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  return Body.parse(JSON.parse(response.body)).data;
}

describe('GET /:market/api/product/card/v2/search', () => {
  it.each(MARKETS)('answers trip cards in the contract for %s', async (market) => {
    const found = await search(`/${market}/api/product/card/v2/search?q=peru`);
    expect(found.total).toBeGreaterThan(0);
    expect(found.cards.every((card) => card.url.startsWith(`/${market}/`))).toBe(true);
    expect(found.page).toBe(1);
  });

  it('speaks the language asked for, and is typo-tolerant', async () => {
    const es = await search('/es/api/product/card/v2/search?q=peur&locale=es-ES');
    expect(es.cards.length).toBeGreaterThan(0);
    expect(es.cards.every((card) => card.country === 'Perú')).toBe(true);
    const fr = await search('/fr/api/product/card/v2/search?q=japon&locale=fr-FR');
    expect(fr.cards.every((card) => card.country === 'Japon')).toBe(true);
    expect(fr.currency).toBe('EUR');
  });

  it('takes empty parameters as absent and pages', async () => {
    const all = await search('/us/api/product/card/v2/search?q=&destination=&month=&pageSize=5&page=2');
    expect(all.cards).toHaveLength(5);
    expect(all.pages).toBe(Math.ceil(all.total / 5));
  });

  it.each([
    'duration=3-4',
    'month=2027-13',
    'sort=cheapest',
    'page=0',
    'pageSize=500',
    'priceMin=-1',
    'destination=abc',
    `q=${'x'.repeat(101)}`,
  ])('answers 400 naming the parameter for %s', async (query) => {
    const response = await app.inject(`/us/api/product/card/v2/search?${query}`);
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).error.message).toContain(query.split('=')[0]);
  });

  it('answers 404 for an unknown market', async () => {
    expect((await app.inject('/zz/api/product/card/v2/search')).statusCode).toBe(404);
  });
});
