/**
 * Mixed traffic, as the site gets it: the nine markets, four site kinds (main, advisors, a partner, a
 * white label), every experiment's arms, phones and desktops, first visits (no cookie) and returning
 * visitors, and page kinds in a rough proportion of real traffic (trip pages with selections and home
 * pages most, then destinations, search, landing pages and a few not-found addresses). Served by the
 * production shape: composer processes behind HAProxy, on a Redis Cluster (three masters, a replica each)
 * and PostgreSQL; first by one composer, then by three, each time from cold caches. Reports throughput,
 * p50/p99, statuses and the cache hit ratio per tier, and the scaling ratio of three to one. Checkout
 * steps are left out: each is one visitor's page, composed afresh, and measured by the checkout bench.
 */
import { openContentStore } from '@waypoint/cms-adapter';
import { EXPERIMENTS, MARKETS } from '@waypoint/config';
import autocannon from 'autocannon';
import { mulberry32 } from '../../sandbox/src/rng.ts';
import {
  type ComposerProcess,
  startComposerProcess,
  stopComposerProcess,
} from '../support/composer-process.ts';
import { HaproxyForTest } from '../support/haproxy.ts';
import { RedisClusterForTest } from '../support/redis-cluster.ts';
import { freePort } from '../support/redis-server.ts';
import { DATABASE_URL, dropSchema, requirePostgres, uniqueName } from '../support/services.ts';
import { silentLogger } from '../support/stack.ts';
import { log, type Server } from './children.ts';
import { round } from './stats.ts';

const CONNECTIONS = 40;
const ROUNDS = 3;
const ROUND_SECONDS = 10;
const WARM_SECONDS = 5;
const DISTINCT_REQUESTS = 2_000;
const METRICS_TOKEN = 'mixed-traffic-bench-token';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
/** Host → share of traffic: the main site, the advisors' site, a partner's, a white label's. */
const HOSTS: ReadonlyArray<readonly [string, number]> = [
  ['localhost', 0.7],
  ['advisors.localhost', 0.1],
  ['travel.partner-one.test', 0.1],
  ['viajes.localhost', 0.1],
];
const TRIP_IDS = [12, 3, 7, 21, 30];
const QUERIES = ['peru', 'safari', 'japan', 'beach', 'italia', 'norway'];

export interface MixedSide {
  instances: number;
  reqPerSec: number;
  rounds: number[];
  latencyP50Ms: number;
  latencyP99Ms: number;
  statuses: Record<string, number>;
  errors: number;
  /** Page answers by where they came from (waypoint_pages_total's source), summed over the instances. */
  pageSources: Record<string, number>;
  /** Hits over lookups per cache tier (waypoint_cache_requests_total), summed over the instances. */
  hitRatio: { memory: number; redis: number };
}

export interface MixedResult {
  distinctRequests: number;
  one: MixedSide;
  three: MixedSide;
  /** Throughput of three instances over one's. */
  scaling: number;
}

type Request = { method: 'GET'; path: string; headers: Record<string, string> };

function weighted<T>(random: () => number, choices: ReadonlyArray<readonly [T, number]>): T {
  let r = random();
  for (const [value, weight] of choices) {
    r -= weight;
    if (r < 0) return value;
  }
  return choices.at(-1)![0];
}

/** Where a redirecting address ends (trip and destination ids answer 301 to their friendly path). */
async function settle(base: string, path: string): Promise<string | null> {
  let current = path;
  for (let hop = 0; hop < 3; hop++) {
    const res = await fetch(`${base}/v1/pages${current}`, { redirect: 'manual' });
    await res.arrayBuffer();
    if (res.status === 200) return current;
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) return null;
    current = new URL(location, 'http://x').pathname;
  }
  return null;
}

/** Each market's addresses of every page kind of the mix, as the composer serves them. */
async function addresses(base: string) {
  const byMarket = new Map<string, { trips: string[]; destinations: string[]; landing: string }>();
  for (const market of MARKETS) {
    const trips = (await Promise.all(TRIP_IDS.map((id) => settle(base, `/${market}/product/${id}`)))).filter(
      (p): p is string => p !== null,
    );
    const destinations = (
      await Promise.all(
        ['continent/1', 'country/103', 'region/204', 'country/101', 'country/105'].map((d) =>
          settle(base, `/${market}/destination/${d}`),
        ),
      )
    ).filter((p): p is string => p !== null);
    byMarket.set(market, { trips, destinations, landing: `/${market}/landingPage/summer-escapes` });
  }
  return byMarket;
}

function requests(byMarket: Awaited<ReturnType<typeof addresses>>): Request[] {
  const random = mulberry32(22); // the same mix on every run
  const month = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 7);
  const out: Request[] = [];
  for (let i = 0; i < DISTINCT_REQUESTS; i++) {
    const market = MARKETS[Math.floor(random() * MARKETS.length)]!;
    const pages = byMarket.get(market)!;
    const kind = weighted(random, [
      ['home', 0.3],
      ['trip', 0.3],
      ['destination', 0.15],
      ['search', 0.1],
      ['landing', 0.1],
      ['missing', 0.05],
    ] as const);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    let path = `/${market}`;
    if (kind === 'trip' && pages.trips.length > 0) {
      const adults = 1 + Math.floor(random() * 3);
      path = `${pick(pages.trips)}${random() < 0.5 ? `?month=${month}&adults=${adults}` : ''}`;
    } else if (kind === 'destination' && pages.destinations.length > 0) path = pick(pages.destinations)!;
    else if (kind === 'search') path = `/${market}/search-results/search-results?q=${pick(QUERIES)}`;
    else if (kind === 'landing') path = pages.landing;
    else if (kind === 'missing') path = `/${market}/no-such-page-${Math.floor(random() * 50)}`;
    const headers: Record<string, string> = {
      host: weighted(random, HOSTS),
      'user-agent': random() < 0.55 ? PHONE : DESKTOP,
    };
    // A returning visitor carries the cookies of earlier visits: an arm of every experiment.
    if (random() < 0.5) {
      headers['cookie'] = EXPERIMENTS.map((e) => `${e.cookie}=${pick(Object.keys(e.variants))}`).join('; ');
    }
    out.push({ method: 'GET', path: `/v1/pages${path}`, headers });
  }
  return out;
}

/** Sums a counter's samples by one label over the instances' /metrics. */
async function counterBy(composers: readonly ComposerProcess[], metric: string, label: string) {
  const sums: Record<string, number> = {};
  for (const composer of composers) {
    const text = await (
      await fetch(`${composer.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    for (const line of text.split('\n')) {
      if (!line.startsWith(`${metric}{`)) continue;
      const labels = line.slice(line.indexOf('{') + 1, line.indexOf('}'));
      const value = Number(line.slice(line.lastIndexOf(' ') + 1));
      const key = /(?:^|,)(\w+)="([^"]*)"/g;
      const found: Record<string, string> = {};
      for (let m = key.exec(labels); m; m = key.exec(labels)) found[m[1]!] = m[2]!;
      const name = label
        .split('+')
        .map((l) => found[l] ?? '')
        .join(':');
      sums[name] = (sums[name] ?? 0) + value;
    }
  }
  return sums;
}

async function side(
  instances: number,
  sandbox: Server,
  schema: string,
  redis: RedisClusterForTest,
): Promise<{ side: MixedSide; list: Request[] }> {
  const namespace = uniqueName(`wpmixed${instances}`);
  const healthPorts: number[] = [];
  for (let i = 0; i < instances; i++) healthPorts.push(await freePort());
  const composers = await Promise.all(
    healthPorts.map((healthPort, i) =>
      startComposerProcess(`mixed-${i + 1}`, {
        UPSTREAM_URL: sandbox.url,
        DATABASE_URL,
        DATABASE_SCHEMA: schema,
        REDIS_CLUSTER_NODES: redis.nodes.join(','),
        CACHE_NAMESPACE: namespace,
        METRICS_TOKEN,
        HEALTH_PORT: String(healthPort),
        LOG_LEVEL: 'warn',
        SEED_DEMO_CONTENT: 'false',
        NODE_ENV: 'production',
      }),
    ),
  );
  const lb = new HaproxyForTest();
  try {
    await lb.start(composers.map((c, i) => ({ name: c.name, port: c.port, healthPort: healthPorts[i]! })));
    const list = requests(await addresses(lb.url));
    const run = (seconds: number) =>
      autocannon({ url: lb.url, connections: CONNECTIONS, duration: seconds, requests: list });
    log(`mixed: ${instances} instance(s), warming ${WARM_SECONDS} s`);
    await run(WARM_SECONDS);
    const results = [];
    for (let i = 0; i < ROUNDS; i++) {
      const r = await run(ROUND_SECONDS);
      log(`mixed: ${instances} instance(s), round ${i + 1}/${ROUNDS} ${round(r.requests.average, 1)} req/s`);
      results.push(r);
    }
    const statuses: Record<string, number> = {};
    for (const r of results) {
      for (const [code, n] of Object.entries(r.statusCodeStats ?? {})) {
        statuses[code] = (statuses[code] ?? 0) + (n as { count: number }).count;
      }
    }
    const cache = await counterBy(composers, 'waypoint_cache_requests_total', 'tier+result');
    const ratio = (tier: string) => {
      const hits = cache[`${tier}:hit`] ?? 0;
      const total = Object.entries(cache)
        .filter(([k]) => k.startsWith(`${tier}:`))
        .reduce((n, [, v]) => n + v, 0);
      return total === 0 ? 0 : round(hits / total, 3);
    };
    const sorted = results.map((r) => r.requests.average).sort((a, b) => a - b);
    return {
      list,
      side: {
        instances,
        reqPerSec: round(sorted[Math.floor(sorted.length / 2)]!, 1),
        rounds: results.map((r) => round(r.requests.average, 1)),
        latencyP50Ms: Math.max(...results.map((r) => r.latency.p50)),
        latencyP99Ms: Math.max(...results.map((r) => r.latency.p99)),
        statuses,
        errors: results.reduce((n, r) => n + r.errors + r.timeouts, 0),
        pageSources: await counterBy(composers, 'waypoint_pages_total', 'source'),
        hitRatio: { memory: ratio('memory'), redis: ratio('redis') },
      },
    };
  } finally {
    await lb.stop();
    await Promise.all(composers.map((c) => stopComposerProcess(c)));
  }
}

export async function benchMixed(sandbox: Server): Promise<MixedResult> {
  await requirePostgres();
  const schema = uniqueName('mixed');
  const redis = new RedisClusterForTest();
  const content = await openContentStore({ databaseUrl: DATABASE_URL, schema, logger: silentLogger });
  try {
    await content.seedDemoContent();
    await redis.start(3, 1);
    const one = await side(1, sandbox, schema, redis);
    const three = await side(3, sandbox, schema, redis);
    return {
      distinctRequests: one.list.length,
      one: one.side,
      three: three.side,
      scaling: round(three.side.reqPerSec / one.side.reqPerSec, 2),
    };
  } finally {
    await content.close();
    await redis.stop();
    await dropSchema(schema);
  }
}
