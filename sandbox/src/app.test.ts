/** sandboxPlugin mounted inside another app under a prefix, as the one-process start script does. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildSandbox, sandboxPlugin } from './app.ts';
import { FaultSwitchboard } from './faults.ts';
import { CallStats } from './stats.ts';

describe('sandboxPlugin under a prefix', () => {
  it('builds absolute media URLs with the prefix', async () => {
    const host = Fastify();
    host.get('/', async () => 'host app');
    await host.register(sandboxPlugin, { prefix: '/sandbox' });
    const response = await host.inject({
      url: '/sandbox/us/api/home',
      headers: { host: 'waypoint.local:3000' },
    });
    expect(response.statusCode).toBe(200);
    const home = JSON.parse(response.body).data;
    expect(home.slides[0].backgroundSrc.desktop.src).toBe(
      'http://waypoint.local:3000/sandbox/media/hero/slide-seasonal-offers.svg',
    );
    const image = await host.inject(new URL(home.topSales.cards[0].image[0].url).pathname);
    expect(image.statusCode).toBe(200);
    expect((await host.inject('/')).body).toBe('host app');
    expect((await host.inject('/sandbox/zz/api/home')).statusCode).toBe(404);
    await host.close();
  });

  it('uses publicUrl when given', async () => {
    const host = Fastify();
    await host.register(sandboxPlugin, { prefix: '/sandbox', publicUrl: 'https://cdn.example/sb/' });
    const logo = JSON.parse((await host.inject('/sandbox/us/api/affiliate/logo/last_minute')).body).data;
    expect(logo.logoUrl).toBe('https://cdn.example/sb/media/logo/last-minute-travel.svg');
    await host.close();
  });

  it('matches faults and counts calls without the prefix; control API under the prefix', async () => {
    const faults = new FaultSwitchboard();
    const stats = new CallStats();
    const host = Fastify();
    await host.register(sandboxPlugin, { prefix: '/sandbox', faults, stats });
    faults.set({ path: '/api/header', status: 500 });
    expect((await host.inject('/sandbox/us/api/header')).statusCode).toBe(500);
    expect(stats.list()).toEqual({ 'GET /us/api/header': 1 });
    const posted = await host.inject({
      method: 'POST',
      url: '/sandbox/__faults',
      payload: { path: '*', status: 502 },
    });
    expect(posted.statusCode).toBe(201);
    expect((await host.inject('/sandbox/us/api/footer')).statusCode).toBe(502);
    await host.close();
  });
});

it('buildSandbox decorates the instance with the switchboard and the counter', async () => {
  const app = buildSandbox();
  expect(app.sandboxFaults).toBeInstanceOf(FaultSwitchboard);
  expect(app.sandboxStats).toBeInstanceOf(CallStats);
  await app.close();
});
