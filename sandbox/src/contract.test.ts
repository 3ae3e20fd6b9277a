/** Every endpoint, for every market and copy language, matches its upstream schema from @waypoint/schemas. */
import { upstreamEnvelope } from '@waypoint/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../test/endpoints.ts';
import { buildSandbox } from './app.ts';
import { LOCALES, MARKETS } from './markets.ts';
import { JSON_ROUTES } from './routes/table.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = buildSandbox();
  await app.ready();
});
afterAll(() => app.close());

describe.each(MARKETS)('market %s', (market) => {
  it.each(ENDPOINTS)('%s matches its upstream schema in every locale', async (path, schema) => {
    const envelope = upstreamEnvelope(schema);
    for (const locale of [undefined, ...LOCALES]) {
      const separator = path.includes('?') ? '&' : '?';
      const url = `/${market}${path}${locale ? `${separator}locale=${locale}` : ''}`;
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const result = envelope.safeParse(JSON.parse(response.body));
      expect(result.success ? [] : result.error.issues, url).toEqual([]);
    }
  });
});

it('the contract list covers every JSON route and the card search', () => {
  const patterns = [...JSON_ROUTES.map((route) => route.path), '/api/product/card/search'];
  for (const pattern of patterns) {
    const regex = new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}(\\?.*)?$`);
    expect(
      ENDPOINTS.some(([path]) => regex.test(path)),
      pattern,
    ).toBe(true);
  }
});
