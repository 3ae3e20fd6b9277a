/** The fault switchboard, through the decorator and the HTTP control API. */
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox } from './app.ts';
import { FaultSwitchboard } from './faults.ts';

describe('FaultSwitchboard', () => {
  it('matches concrete paths, route patterns, prefixes and *', () => {
    const faults = new FaultSwitchboard();
    faults.set({ path: '/v1/affiliate/:subdomain', status: 500 });
    expect(
      faults.take({ path: '/v1/affiliate/viajes', pattern: '/v1/affiliate/:subdomain', market: 'es' }),
    ).toBeDefined();
    faults.clear();
    faults.set({ path: '/api/home*', status: 500 });
    expect(faults.take({ path: '/api/home/family-collection', market: 'us' })).toBeDefined();
    expect(faults.take({ path: '/api/header', market: 'us' })).toBeUndefined();
    faults.set({ path: '*', latencyMs: 5 });
    expect(faults.take({ path: '/media/card/x.svg' })?.latencyMs).toBe(5);
  });

  it('filters by market, prefers the newest rule and replaces a rule of the same path', () => {
    const faults = new FaultSwitchboard();
    faults.set({ path: '/api/home', status: 502, markets: ['es'] });
    expect(faults.take({ path: '/api/home', market: 'us' })).toBeUndefined();
    expect(faults.take({ path: '/api/home', market: 'es' })?.status).toBe(502);
    faults.set({ path: '*', status: 500 });
    expect(faults.take({ path: '/api/home', market: 'es' })?.status).toBe(500);
    faults.set({ path: '*', status: 503 });
    expect(faults.list()).toHaveLength(2);
    expect(faults.take({ path: '/api/home', market: 'es' })?.status).toBe(503);
  });

  it('expires a rule after `times` uses', () => {
    const faults = new FaultSwitchboard();
    faults.set({ path: '/api/home', status: 500, times: 2 });
    expect(faults.take({ path: '/api/home' })?.remaining).toBe(1);
    expect(faults.take({ path: '/api/home' })?.remaining).toBe(0);
    expect(faults.take({ path: '/api/home' })).toBeUndefined();
    expect(faults.list()).toEqual([]);
  });

  it('rejects invalid rules', () => {
    const faults = new FaultSwitchboard();
    expect(() => faults.set({ path: '' })).toThrow(/path/);
    expect(() => faults.set({ path: '/x', status: 200 })).toThrow(/status/);
    expect(() => faults.set({ path: '/x', markets: ['xx' as never] })).toThrow(/markets/);
  });
});

describe('faults over HTTP', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = buildSandbox({ faults: true });
  });
  afterEach(() => app.close());

  it('replies the rule status with an error body, only in the rule markets', async () => {
    app.sandboxFaults.set({ path: '/api/home', status: 503, markets: ['us'] });
    const failed = await app.inject('/us/api/home');
    expect(failed.statusCode).toBe(503);
    expect(JSON.parse(failed.body).error.code).toBe('FAULT_INJECTED');
    expect((await app.inject('/uk/api/home')).statusCode).toBe(200);
    expect((await app.inject('/us/api/header')).statusCode).toBe(200);
  });

  it('adds latency', async () => {
    await app.inject('/us/api/header'); // warm the memo
    app.sandboxFaults.set({ path: '/api/header', latencyMs: 150 });
    const start = performance.now();
    const response = await app.inject('/us/api/header');
    const elapsed = performance.now() - start;
    expect(response.statusCode).toBe(200);
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(1500);
  });

  it('sends a malformed body with status 200', async () => {
    app.sandboxFaults.set({ path: '/api/footer', malformed: true });
    const response = await app.inject('/fr/api/footer');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body.startsWith('{"data":')).toBe(true);
    expect(() => JSON.parse(response.body)).toThrow();
  });

  it('applies `times: N` to the next N matching requests only', async () => {
    app.sandboxFaults.set({ path: '/api/promotion', status: 500, times: 2 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await app.inject('/es/api/promotion')).statusCode);
    expect(statuses).toEqual([500, 500, 200, 200]);
  });

  it('clears rules through the decorator', async () => {
    app.sandboxFaults.set({ path: '*', status: 500 });
    expect((await app.inject('/us/api/home')).statusCode).toBe(500);
    app.sandboxFaults.clear();
    expect((await app.inject('/us/api/home')).statusCode).toBe(200);
  });

  it('offers the control API: POST, GET and DELETE /__faults', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/__faults',
      payload: { path: '/api/reviews', status: 500 },
    });
    expect(created.statusCode).toBe(201);
    const listed = JSON.parse((await app.inject('/__faults')).body).data;
    expect(listed).toMatchObject([{ path: '/api/reviews', status: 500 }]);
    expect((await app.inject('/us/api/reviews')).statusCode).toBe(500);
    expect((await app.inject({ method: 'DELETE', url: '/__faults' })).statusCode).toBe(200);
    expect(app.sandboxFaults.list()).toEqual([]);
    expect((await app.inject('/us/api/reviews')).statusCode).toBe(200);
  });

  it('rejects an invalid rule with 400 INVALID_FAULT_RULE', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/__faults',
      payload: { path: '/x', latencyMs: -1 },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).error.code).toBe('INVALID_FAULT_RULE');
  });
});

describe('timeout faults', () => {
  it('hold the request until the client gives up, and the server still closes', async () => {
    const app = buildSandbox({ faults: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    app.sandboxFaults.set({ path: '/api/home', timeout: true });

    const start = performance.now();
    const aborted = fetch(`http://127.0.0.1:${port}/us/api/home`, { signal: AbortSignal.timeout(200) });
    await expect(aborted).rejects.toThrow(/timeout|abort/i);
    expect(performance.now() - start).toBeGreaterThanOrEqual(190);

    // A second held request, still pending when the server closes.
    const pending = fetch(`http://127.0.0.1:${port}/us/api/home`).then(
      () => 'answered',
      () => 'dropped',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = performance.now();
    await app.close();
    expect(performance.now() - closing).toBeLessThan(2000);
    expect(await pending).toBe('dropped');
  });
});
