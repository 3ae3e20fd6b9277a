/** Call counts per '{method} {path}' through the decorator and /__stats. */
import { expect, it } from 'vitest';
import { buildSandbox } from './app.ts';

it('counts calls per method and path with the market, without the control API', async () => {
  const app = buildSandbox({ faults: true });
  await app.inject('/us/api/home');
  await app.inject('/us/api/home?locale=es-US');
  await app.inject('/es/api/home');
  await app.inject('/us/v1/affiliate/viajes');
  await app.inject('/__faults');
  expect(app.sandboxStats.list()).toEqual({
    'GET /es/api/home': 1,
    'GET /us/api/home': 2,
    'GET /us/v1/affiliate/viajes': 1,
  });
  const overHttp = JSON.parse((await app.inject('/__stats')).body).data;
  expect(overHttp).toEqual(app.sandboxStats.list());

  expect((await app.inject({ method: 'DELETE', url: '/__stats' })).statusCode).toBe(200);
  expect(app.sandboxStats.list()).toEqual({});
  await app.inject('/uk/api/footer');
  expect(app.sandboxStats.get('GET /uk/api/footer')).toBe(1);
  app.sandboxStats.clear();
  expect(app.sandboxStats.total()).toBe(0);
  await app.close();
});

it('counts faulted requests too', async () => {
  const app = buildSandbox({ faults: true });
  app.sandboxFaults.set({ path: '/api/header', status: 500 });
  await app.inject('/ca/api/header');
  expect(app.sandboxStats.get('GET /ca/api/header')).toBe(1);
  await app.close();
});
