/** Warming precomputes exactly the bodies that requests later look up. */
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { buildSandbox } from '../app.ts';
import { getCatalogue } from '../catalogue/index.ts';
import { BodyMemo } from '../memo.ts';
import { marketRoutes } from './market-routes.ts';

it('fills the memo at startup with the keys requests use', async () => {
  const memo = new BodyMemo();
  const app = Fastify();
  const base = 'http://sandbox.test/sb';
  await app.register(
    async (scope) => {
      await scope.register(marketRoutes, {
        prefix: '/:market',
        catalogue: getCatalogue(),
        baseOf: () => base,
        warm: { base, prefix: scope.prefix },
        memo,
      });
    },
    { prefix: '/sb' },
  );
  await app.ready();
  const warmed = memo.size;
  expect(warmed).toBeGreaterThan(9 * 4 * 10);
  for (const url of ['/sb/us/api/home', '/sb/mx/api/promotion?locale=fr-FR', '/sb/de/api/footer']) {
    expect((await app.inject(url)).statusCode).toBe(200);
  }
  expect(memo.size).toBe(warmed);
  await app.close();
});

it('serves the same bytes warm or cold', async () => {
  const warm = buildSandbox({ publicUrl: 'http://sandbox.test', warm: true });
  const cold = buildSandbox({ publicUrl: 'http://sandbox.test' });
  for (const url of ['/us/api/home', '/es/api/promotion?locale=de-DE', '/co/api/site/context/referral']) {
    expect((await warm.inject(url)).body).toBe((await cold.inject(url)).body);
  }
  await Promise.all([warm.close(), cold.close()]);
});
