/**
 * The upstream client against a tiny real HTTP server: storefront.md §7 retries (calls counted per
 * status), the deadline they never pass, the circuit breaker per dependency, and the failure report.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { Registry } from 'prom-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamClient, type UpstreamFailure } from './upstream-client.ts';

const log = pino({ level: 'silent' });

/** Answers every call with `status` (200: `{}`), counting calls per path. */
class TinyUpstream {
  status = 200;
  readonly calls = new Map<string, number>();
  readonly server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    this.calls.set(path, (this.calls.get(path) ?? 0) + 1);
    res.writeHead(this.status, { 'content-type': 'application/json' });
    res.end(this.status === 200 ? '{"data":{}}' : '{"error":"x"}');
  });
  count(path: string): number {
    return this.calls.get(path) ?? 0;
  }
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
}

describe('UpstreamClient', () => {
  const upstream = new TinyUpstream();
  const failures: UpstreamFailure[] = [];
  let client: UpstreamClient;
  const registry = new Registry();

  beforeAll(async () => {
    upstream.server.listen(0, '127.0.0.1');
    await once(upstream.server, 'listening');
    client = new UpstreamClient({
      baseUrl: upstream.url,
      timeoutMs: 2_000,
      registry,
      breaker: { threshold: 3, halfOpenAfterMs: 400 },
      onFailure: (failure) => failures.push(failure),
    });
  });
  afterAll(async () => {
    await client.close();
    upstream.server.close();
  });
  afterEach(() => {
    upstream.status = 200;
    failures.length = 0;
  });

  const get = (path: string, extra: { deadlineAt?: number; signal?: AbortSignal } = {}) =>
    client.getJson(path, { source: 'test', acceptLanguage: 'en-US', ...extra }, log);
  const timed = async (work: Promise<unknown>) => {
    const started = performance.now();
    const err = await work.then(
      () => undefined,
      (e: unknown) => e,
    );
    return { err: err as { code?: string } | undefined, ms: performance.now() - started };
  };

  it('retries a 503 once, at once, then fails and reports the failure once', async () => {
    upstream.status = 503;
    const { err, ms } = await timed(get('/us/api/a503'));
    expect(err?.code).toBe('WP_UPSTREAM_UNAVAILABLE');
    expect(upstream.count('/us/api/a503')).toBe(2);
    expect(ms).toBeLessThan(900);
    expect(failures).toEqual([
      expect.objectContaining({ dependency: '/api/a503', path: '/us/api/a503', status: 503 }),
    ]);
  });

  it('retries another status >= 500 after 1 s, then 3 s, until more than 3 failures', async () => {
    upstream.status = 500;
    const { err, ms } = await timed(get('/us/api/a500'));
    expect(err?.code).toBe('WP_UPSTREAM_UNAVAILABLE');
    expect(upstream.count('/us/api/a500')).toBe(4);
    expect(ms).toBeGreaterThanOrEqual(7_000 - 50);
    expect(failures).toHaveLength(1);
  }, 15_000);

  it('does not retry a 404 or another 4xx, and reports neither as a failure', async () => {
    upstream.status = 404;
    expect((await timed(get('/us/api/a404'))).err?.code).toBe('WP_UPSTREAM_NOT_FOUND');
    upstream.status = 400;
    expect((await timed(get('/us/api/a400'))).err?.code).toBe('WP_UPSTREAM_UNAVAILABLE');
    expect(upstream.count('/us/api/a404')).toBe(1);
    expect(upstream.count('/us/api/a400')).toBe(1);
    expect(failures.map((f) => f.status)).toEqual([400]);
  });

  it('never waits for a retry past the deadline', async () => {
    upstream.status = 502;
    // 1 s fits in 2 s; the 3 s wait after it does not.
    const { ms } = await timed(get('/us/api/deadline', { deadlineAt: performance.now() + 2_000 }));
    expect(upstream.count('/us/api/deadline')).toBe(2);
    expect(ms).toBeGreaterThanOrEqual(1_000 - 50);
    expect(ms).toBeLessThan(2_000);
    // A deadline too close for even the first wait: one call only.
    const close = await timed(get('/us/api/close', { deadlineAt: performance.now() + 500 }));
    expect(upstream.count('/us/api/close')).toBe(1);
    expect(close.ms).toBeLessThan(500);
  });

  it('stops waiting when the deadline signal fires', async () => {
    upstream.status = 500;
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const { err, ms } = await timed(get('/us/api/aborted', { signal: controller.signal }));
    expect(err?.code).toBe('WP_UPSTREAM_CANCELLED');
    expect(ms).toBeLessThan(900);
    expect(upstream.count('/us/api/aborted')).toBe(1);
    expect(failures).toEqual([]);
  });

  it('opens the circuit of a failing dependency: calls fail at once without reaching it, then a probe closes it', async () => {
    upstream.status = 503;
    await timed(get('/us/api/dead/1')); // 2 failures
    await timed(get('/us/api/dead/2')); // the 3rd failure opens the circuit; its retry is refused
    expect(client.circuitState('/api/dead')).toBe('open');
    const reached = upstream.count('/us/api/dead/1') + upstream.count('/us/api/dead/2');
    expect(reached).toBe(3);
    const { err, ms } = await timed(get('/us/api/dead/3'));
    expect(err?.code).toBe('WP_UPSTREAM_CIRCUIT_OPEN');
    expect(ms).toBeLessThan(100);
    expect(upstream.count('/us/api/dead/3')).toBe(0);
    // Another dependency is not affected.
    upstream.status = 200;
    await expect(get('/us/api/alive')).resolves.toEqual({ data: {} });
    expect((await registry.getSingleMetricAsString('waypoint_upstream_circuit_state')).split('\n')).toContain(
      'waypoint_upstream_circuit_state{dependency="/api/dead"} 1',
    );
    // After the break, one probe goes through; it succeeds and closes the circuit.
    await new Promise((resolve) => setTimeout(resolve, 450));
    await expect(get('/us/api/dead/4')).resolves.toEqual({ data: {} });
    expect(client.circuitState('/api/dead')).toBe('closed');
    expect(upstream.count('/us/api/dead/4')).toBe(1);
  });
});
