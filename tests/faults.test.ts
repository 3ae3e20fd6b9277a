/**
 * Fault tests: a Redis of our own stopped mid-test, a slow, failing or malformed sandbox, and a
 * content store whose tables vanish.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ContentStore, openContentStore } from '@waypoint/cms-adapter';
import { build, loadEnv } from '@waypoint/composer';
import { PageTree } from '@waypoint/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort, OwnRedis } from './support/redis-server.ts';
import { DATABASE_URL, dropSchema, requirePostgres, uniqueName } from './support/services.ts';
import { capturingLogger, type Stack, silentLogger, startSandbox, startStack } from './support/stack.ts';

/** /metrics is off the public port unless a token is set. */
const METRICS_TOKEN = 'faults-test-metrics-token';

describe('Redis configured but down', () => {
  let own: OwnRedis;
  let app: FastifyInstance;
  let content: ContentStore;
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let dataDir: string;
  const { logger, lines } = capturingLogger();

  beforeAll(async () => {
    own = new OwnRedis(await freePort());
    await own.start();
    sandbox = await startSandbox();
    dataDir = await mkdtemp(join(tmpdir(), 'waypoint-fault-'));
    content = await openContentStore({ dataDir, logger: silentLogger });
    await content.seedDemoContent();
    const env = loadEnv({ REDIS_URL: own.url, LOG_LEVEL: 'info' });
    app = await build({ env, upstreamUrl: sandbox.url, content, logger });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await content?.close();
    await sandbox?.app.close();
    await own?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps serving pages from the in-process tier within normal latency, and logs the outage once', async () => {
    expect((await app.inject({ url: '/v1/pages/us' })).statusCode).toBe(200);
    expect(app.cache.redisStatus()).toBe('ok');
    await own.stop();
    const timings: number[] = [];
    for (let i = 0; i < 40; i++) {
      const started = performance.now();
      // Warm pages and pages never composed before (cold, through the upstream) alike.
      const res = await app.inject({
        url: i % 2 === 0 ? '/v1/pages/us' : `/v1/pages/${['es', 'de', 'fr', 'uk'][i % 4]}`,
      });
      timings.push(performance.now() - started);
      expect(res.statusCode).toBe(200);
      PageTree.parse(res.json());
    }
    timings.sort((x, y) => x - y);
    expect(timings[Math.floor(timings.length / 2)]).toBeLessThan(100);
    expect(timings.at(-1)).toBeLessThan(1000);
    expect(app.cache.redisStatus()).toBe('down');
    expect(lines.filter((l) => l['event'] === 'redis_down')).toHaveLength(1);
    const readyz = await app.inject({ url: '/readyz' });
    expect(readyz.statusCode).toBe(200);
    expect(readyz.json()).toMatchObject({ redis: 'down', database: 'ok' });
  });
});

describe('a slow, failing or malformed upstream', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ env: { UPSTREAM_TIMEOUT_MS: '200', METRICS_TOKEN } });
  });
  afterAll(() => stack?.close());
  afterEach(async () => {
    stack.sandbox.sandboxFaults.clear();
    await stack.composer.cache.invalidateTags(['pages', 'upstream', 'blocks', 'last-good']);
  });

  const get = (url: string) => stack.composer.inject({ url });

  it('redirects to /us/500 with X-error when a page-data call fails and there is no last good page', async () => {
    stack.sandbox.sandboxFaults.set({ path: '/api/header', status: 500 });
    const res = await get('/v1/pages/fr');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/us/500');
    expect(res.headers['x-error']).toBe('generic');
  });

  it('gives up on a slow upstream after its timeout instead of hanging', async () => {
    stack.sandbox.sandboxFaults.set({ path: '/api/home', latencyMs: 3000 });
    const started = performance.now();
    const res = await get('/v1/pages/de');
    expect(performance.now() - started).toBeLessThan(1500);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/us/500');
  });

  it('treats a malformed page-data body as a failure', async () => {
    stack.sandbox.sandboxFaults.set({ path: '/api/promotion', malformed: true });
    expect((await get('/v1/pages/uk')).headers.location).toBe('/us/500');
  });

  it('serves the last good page when the upstream fails after a success', async () => {
    const good = await get('/v1/pages/es');
    expect(good.statusCode).toBe(200);
    await stack.composer.cache.invalidateTags(['pages', 'upstream', 'blocks']);
    stack.sandbox.sandboxFaults.set({ path: '/api/home', status: 503 });
    const res = await get('/v1/pages/es');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-waypoint-served']).toBe('last-good');
    expect(res.body).toBe(good.body);
  });

  it('hides only the dependent block when an optional call fails', async () => {
    stack.sandbox.sandboxFaults.set({ path: '/api/reviews', status: 500 });
    const failing = PageTree.parse((await get('/v1/pages/us')).json());
    const types = failing.regions.main.map((b) => b.type);
    expect(types).not.toContain('TravelStories');
    expect(types).toContain('HeroSlider');
    stack.sandbox.sandboxFaults.clear();
    await stack.composer.cache.invalidateTags(['pages', 'upstream', 'blocks']);
    const healthy = PageTree.parse((await get('/v1/pages/us')).json());
    expect(healthy.regions.main.map((b) => b.type)).toContain('TravelStories');
  });

  it('counts upstream errors in the metrics', async () => {
    stack.sandbox.sandboxFaults.set({ path: '/api/footer', status: 500 });
    await get('/v1/pages/mx');
    const metrics = (
      await stack.composer.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).body;
    expect(metrics).toMatch(
      /waypoint_upstream_errors_total\{source="footer",code="WP_UPSTREAM_UNAVAILABLE"\} [1-9]/,
    );
  });
});

describe('the content store fails', () => {
  const schema = uniqueName('fault');
  let stack: Stack;
  beforeAll(async () => {
    await requirePostgres();
    stack = await startStack({ databaseUrl: DATABASE_URL, schema });
  });
  afterAll(async () => {
    await stack?.close();
    await dropSchema(schema);
  });

  it('redirects to /us/500 when no layout can be read', async () => {
    expect((await stack.composer.inject({ url: '/v1/pages/ca' })).statusCode).toBe(200);
    await dropSchema(schema); // the tables disappear under the running store
    await stack.composer.cache.invalidateTags(['layout', 'pages']);
    const res = await stack.composer.inject({ url: '/v1/pages/ca' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/us/500');
    expect(res.headers['x-error']).toBe('generic');
  });
});
