/**
 * The production topology on one machine, without Docker: a real HAProxy in front of three composer
 * processes, a real Redis Cluster (three masters, a replica each) and the PostgreSQL server. Under a
 * steady load through the load balancer the test kills one composer, then one Redis master (its replica
 * takes over), then starts both again: no page answers a 5xx. Then a publish through the load balancer
 * reaches all three composers within a second, and a scheduled publication fires exactly once although
 * three instances poll for it. The figures are printed for the closing note.
 */
import { type ContentStore, openContentStore } from '@waypoint/cms-adapter';
import type { LayoutDetail, LayoutSummary } from '@waypoint/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ComposerProcess,
  killComposerProcess,
  startComposerProcess,
  stopComposerProcess,
} from './support/composer-process.ts';
import { HaproxyForTest } from './support/haproxy.ts';
import { RedisClusterForTest } from './support/redis-cluster.ts';
import { freePort } from './support/redis-server.ts';
import { DATABASE_URL, dropSchema, requirePostgres, uniqueName } from './support/services.ts';
import { silentLogger, startSandbox } from './support/stack.ts';
import { createStudioUser, PRINCIPALS } from './support/studio.ts';

const schema = uniqueName('cluster');
const namespace = uniqueName('wpcluster');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let content: ContentStore;
const redis = new RedisClusterForTest();
const lb = new HaproxyForTest();
const composers: ComposerProcess[] = [];

/** Each composer's HEALTH_PORT, where the load balancer checks /readyz; the same after a restart. */
const healthPorts = new Map<string, number>();
async function healthPortOf(name: string): Promise<number> {
  const port = healthPorts.get(name) ?? (await freePort());
  healthPorts.set(name, port);
  return port;
}

const startComposer = async (name: string, port?: number) =>
  startComposerProcess(
    name,
    {
      HEALTH_PORT: String(await healthPortOf(name)),
      UPSTREAM_URL: sandbox.url,
      DATABASE_URL,
      DATABASE_SCHEMA: schema,
      REDIS_CLUSTER_NODES: redis.nodes.join(','),
      CACHE_NAMESPACE: namespace,
      LOG_LEVEL: 'warn',
      SEED_DEMO_CONTENT: 'false',
      STUDIO_SCHEDULER_INTERVAL_MS: '250',
    },
    {
      ...(port === undefined ? {} : { port }),
      ready: ({ redis }) => (redis === 'ok' ? null : 'not on Redis'),
    },
  );

beforeAll(async () => {
  // Fail loudly (never skip) when PostgreSQL, redis-server or haproxy is absent.
  await requirePostgres();
  await redis.start(3, 1);
  sandbox = await startSandbox();
  content = await openContentStore({ databaseUrl: DATABASE_URL, schema, logger: silentLogger });
  await content.seedDemoContent();
  composers.push(...(await Promise.all(['A', 'B', 'C'].map((name) => startComposer(name)))));
  await lb.start(
    composers.map((c) => ({ name: c.name, port: c.port, healthPort: healthPorts.get(c.name)! })),
  );
}, 180_000);

afterAll(async () => {
  await lb.stop();
  await Promise.all(composers.map((c) => stopComposerProcess(c)));
  await content?.close();
  await sandbox?.app.close();
  await redis.stop();
  await dropSchema(schema);
}, 60_000);

const KENYA = '/us/africa/kenya/12-safari-and-wildlife-nairobi-naivasha-and-mombasa';
/** Page kinds in rough proportion to traffic: home pages, a destination, search, a trip page, a 404. */
const MIX: ReadonlyArray<readonly [path: string, status: number]> = [
  ['/v1/pages/us', 200],
  ['/v1/pages/es', 200],
  ['/v1/pages/uk', 200],
  ['/v1/pages/us', 200],
  [`/v1/pages${KENYA}`, 200],
  ['/v1/pages/us/search-results/search-results?q=peru', 200],
  ['/v1/pages/us/landingPage/summer-escapes', 200],
  ['/v1/pages/us/no-such-page', 404],
];

interface Sample {
  path: string;
  expected: number;
  status: number;
  ms: number;
  at: number;
  phase: string;
}

/** Clients asking through the load balancer until stopped; `phase` labels what the test is doing. */
function steadyLoad(clients: number) {
  const samples: Sample[] = [];
  let phase = 'steady';
  let stopped = false;
  const started = performance.now();
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let i = client; !stopped; i++) {
      const [path, expected] = MIX[i % MIX.length]!;
      const t0 = performance.now();
      // Half the clients are first visits (no cookie), half return with a locale cookie.
      const headers: Record<string, string> = client % 2 === 0 ? {} : { cookie: 'locale=en-US' };
      const status = await fetch(`${lb.url}${path}`, { headers, redirect: 'manual' }).then(
        async (res) => {
          await res.arrayBuffer();
          return res.status;
        },
        () => 0, // the connection itself failed: counted as a failure
      );
      samples.push({ path, expected, status, ms: performance.now() - t0, at: t0 - started, phase });
    }
  });
  return {
    samples,
    set phase(value: string) {
      phase = value;
    },
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

describe('three composers behind HAProxy on a Redis Cluster and PostgreSQL', () => {
  it('loses no request while a composer and then a Redis master die and come back', async () => {
    const load = steadyLoad(8);
    await sleep(2000);

    load.phase = 'composer B killed';
    const b = composers[1]!;
    await killComposerProcess(b);
    await sleep(2000);

    load.phase = 'Redis master killed';
    const master = (await redis.topology()).find((n) => n.role === 'master' && n.healthy)!;
    const failoverStarted = performance.now();
    await redis.killNode(master.port);
    await redis.waitForFailover(master.port, 3, 20_000);
    const failoverMs = performance.now() - failoverStarted;
    await sleep(1000);

    load.phase = 'restarting';
    const [restarted] = await Promise.all([startComposer('B', b.port), redis.startNode(master.port)]);
    composers[1] = restarted;
    await redis.waitUntilHealthy(3, 20_000);
    const rejoined = (await redis.topology()).find((n) => n.port === master.port);
    load.phase = 'recovered';
    await sleep(2000);
    await load.stop();

    const failed = load.samples.filter((s) => s.status !== s.expected);
    const byPhase = new Map<string, Sample[]>();
    for (const s of load.samples) byPhase.set(s.phase, [...(byPhase.get(s.phase) ?? []), s]);
    for (const [phase, samples] of byPhase) {
      const ms = samples.map((s) => s.ms);
      console.info(
        `cluster: ${phase}: ${samples.length} requests, p50 ${percentile(ms, 50).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms, ${samples.filter((s) => s.status >= 500 || s.status === 0).length} failed`,
      );
    }
    console.info(
      `cluster: the replica took over from master :${master.port} in ${failoverMs.toFixed(0)} ms; it came back as a ${rejoined?.role}`,
    );
    expect(load.samples.length, 'the load ran').toBeGreaterThan(200);
    expect(
      failed.map((s) => `${s.phase}: ${s.path} answered ${s.status}`),
      'every request answered as it should',
    ).toEqual([]);
    // Every composer takes traffic again: the restarted one too.
    for (const composer of composers) {
      const res = await fetch(`${composer.url}/readyz`);
      expect(await res.json(), composer.name).toMatchObject({ database: 'ok', redis: 'ok' });
    }
    expect(rejoined?.healthy, 'the killed master rejoined').toBe(true);
  }, 120_000);

  it('a publish through the load balancer reaches all three composers within one second', async () => {
    const { headers, cookie } = await signIn();
    const es = await homeLayout('es', cookie);
    const read = await fetch(`${lb.url}/studio/api/layouts/${es.id}`, { headers: { cookie } });
    const { placements } = (await read.json()) as LayoutDetail;
    // Warm every instance's memory tier with the page as it is.
    for (const composer of composers) expect(flashFirst(await mainTypes(composer.url))).toBe(false);

    const moved = [...placements];
    const [flash] = moved.splice(
      moved.findIndex((p) => p.blockType === 'FlashSaleCarousel'),
      1,
    );
    moved.splice(
      moved.findIndex((p) => p.blockType === 'HeroSlider'),
      0,
      flash!,
    );
    const saved = await fetch(`${lb.url}/studio/api/layouts/${es.id}/draft`, {
      method: 'PUT',
      headers: { ...headers, 'if-match': read.headers.get('etag')! },
      body: JSON.stringify({ placements: moved }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const published = await fetch(`${lb.url}/studio/api/layouts/${es.id}/publish`, {
      method: 'POST',
      headers: { ...headers, 'if-match': saved.headers.get('etag')! },
      body: JSON.stringify({ note: 'flash sale first (cluster test)' }),
    });
    const publishedAt = performance.now();
    expect(published.status, await published.clone().text()).toBe(200);

    const reached = await Promise.all(
      composers.map(async (composer) => {
        while (performance.now() - publishedAt < 3000) {
          if (flashFirst(await mainTypes(composer.url))) return performance.now() - publishedAt;
          await sleep(20);
        }
        return Number.POSITIVE_INFINITY;
      }),
    );
    console.info(
      `cluster: the publish reached ${composers.map((c, i) => `${c.name} in ${reached[i]!.toFixed(0)} ms`).join(', ')}`,
    );
    for (const ms of reached) expect(ms).toBeLessThanOrEqual(1000);
  }, 60_000);

  it('a scheduled publication fires exactly once although three composers poll for it', async () => {
    const { headers, cookie } = await signIn();
    const uk = await homeLayout('uk', cookie);
    const read = await fetch(`${lb.url}/studio/api/layouts/${uk.id}`, { headers: { cookie } });
    const { placements } = (await read.json()) as LayoutDetail;
    const saved = await fetch(`${lb.url}/studio/api/layouts/${uk.id}/draft`, {
      method: 'PUT',
      headers: { ...headers, 'if-match': read.headers.get('etag')! },
      body: JSON.stringify({ placements: [...placements].reverse() }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const versionsBefore = await versionCount(uk.id, cookie);
    const at = new Date(Date.now() + 1500).toISOString();
    const scheduled = await fetch(`${lb.url}/studio/api/layouts/${uk.id}/schedules`, {
      method: 'POST',
      headers: { ...headers, 'if-match': saved.headers.get('etag')! },
      body: JSON.stringify({ at, timeZone: 'Europe/London' }),
    });
    expect(scheduled.status, await scheduled.clone().text()).toBe(201);

    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (await versionCount(uk.id, cookie)) === versionsBefore) await sleep(100);
    // Three pollers every 250 ms: a second publication would land within a few ticks.
    await sleep(1500);
    expect((await versionCount(uk.id, cookie)) - versionsBefore, 'publications made').toBe(1);
    const schedules = (await (
      await fetch(`${lb.url}/studio/api/layouts/${uk.id}/schedules`, { headers: { cookie } })
    ).json()) as { schedules: { status: string }[] };
    expect(schedules.schedules.map((s) => s.status)).toEqual(['published']);
  }, 60_000);
});

async function signIn() {
  const credentials = await createStudioUser(content, PRINCIPALS.admin);
  const res = await fetch(`${lb.url}/studio/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { cookie, headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' } };
}

async function homeLayout(market: string, cookie: string): Promise<LayoutSummary> {
  const list = await fetch(`${lb.url}/studio/api/layouts?pageKey=home`, { headers: { cookie } });
  expect(list.status).toBe(200);
  const layout = ((await list.json()) as { layouts: LayoutSummary[] }).layouts.find(
    (l) => l.scope.market === market && l.scope.affiliateId === null && l.scope.siteKind === null,
  );
  expect(layout, `the ${market} home layout`).toBeDefined();
  return layout!;
}

async function versionCount(layoutId: string, cookie: string): Promise<number> {
  const res = await fetch(`${lb.url}/studio/api/layouts/${layoutId}/versions`, { headers: { cookie } });
  return ((await res.json()) as { versions: unknown[] }).versions.length;
}

async function mainTypes(base: string): Promise<string[]> {
  const res = await fetch(`${base}/v1/pages/es`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { regions: { main: { type: string }[] } }).regions.main.map((b) => b.type);
}

const flashFirst = (types: string[]) =>
  types.includes('FlashSaleCarousel') && types.indexOf('FlashSaleCarousel') < types.indexOf('HeroSlider');
