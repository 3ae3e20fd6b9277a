/**
 * Cache-hit throughput: the warmed composer (A) against a bare Fastify app (B) that replies the same
 * bytes and content-type, both in one child, measured alternately with identical autocannon settings.
 * Every request is the same returning visitor's (the cookies the composer gave it): a visitor without
 * cookies is assigned the page's experiments at random, so gets one of several pages.
 */
import autocannon from 'autocannon';
import { log, type Server, startServer, stopServer } from './children.ts';
import { HOME_SITE_PATH, pageApiPath } from './pages.ts';
import { median, round } from './stats.ts';

export const PAGE_PATH = pageApiPath(HOME_SITE_PATH);
export const ROUNDS = 5;
export const ROUND_SECONDS = 5;
export const WARM_SECONDS = 3;
export const CONNECTIONS = 20;
export const PIPELINING = 1;
export const HIT_TARGET = 0.85;

export interface Sample {
  reqPerSec: number;
  latencyP50: number;
  latencyP99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

export interface Side {
  url: string;
  reqPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  rounds: Sample[];
}

export interface HitResult {
  path: string;
  settings: { rounds: number; roundSeconds: number; connections: number; pipelining: number };
  bodyBytes: number;
  /** Approximate size of the response headers (name: value CRLF), composer and bare. */
  headerBytes: { composer: number; bare: number };
  sameBytes: boolean;
  sameContentType: boolean;
  contentType: string;
  composer: Side;
  bare: Side;
  /** Median composer req/s over median bare req/s. */
  ratio: number;
  roundRatios: number[];
  failures: number;
  met: boolean;
}

export async function load(url: string, seconds: number, cookie = ''): Promise<Sample> {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    pipelining: PIPELINING,
    duration: seconds,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  return {
    reqPerSec: round(r.requests.average, 1),
    latencyP50: r.latency.p50,
    latencyP99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

async function get(
  url: string,
  cookie: string,
): Promise<{ body: Buffer; type: string; status: number; headerBytes: number }> {
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  let headerBytes = 0;
  for (const [name, value] of res.headers) headerBytes += name.length + value.length + 4;
  const body = Buffer.from(await res.arrayBuffer());
  return { body, type: res.headers.get('content-type') ?? '', status: res.status, headerBytes };
}

export function side(url: string, rounds: Sample[]): Side {
  return {
    url,
    reqPerSec: round(median(rounds.map((s) => s.reqPerSec)), 1),
    latencyP50Ms: median(rounds.map((s) => s.latencyP50)),
    latencyP99Ms: median(rounds.map((s) => s.latencyP99)),
    rounds,
  };
}

export async function benchHit(sandbox: Server, path = PAGE_PATH): Promise<HitResult> {
  const server = await startServer('composer+bare', {
    BENCH_ROLE: 'composer',
    UPSTREAM_URL: sandbox.url,
    BENCH_STATIC: 'true',
    BENCH_PAGE_PATH: path,
  });
  try {
    const urlA = `${server.url}${path}`;
    const urlB = `http://127.0.0.1:${server.ready.staticPort}${path}`;
    // BENCH_FIRST_VISIT=1: every request is a first visit (no cookies), as traffic from ads and crawlers.
    const firstVisit = process.env['BENCH_FIRST_VISIT'] === '1';
    const cookie = firstVisit ? '' : (server.ready.cookie ?? '');
    if (firstVisit) log('hit: first visits (no cookies)');
    const [a, b] = [await get(urlA, cookie), await get(urlB, cookie)];
    if (a.status !== 200 || b.status !== 200)
      throw new Error(`page status: composer ${a.status}, bare ${b.status}`);

    log(`hit: warming A and B (${WARM_SECONDS} s each)`);
    await load(urlA, WARM_SECONDS, cookie);
    await load(urlB, WARM_SECONDS, cookie);
    const roundsA: Sample[] = [];
    const roundsB: Sample[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      // Alternate which side goes first, so that a drift of the machine does not favour one side.
      const order = i % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const);
      for (const which of order) {
        const sample = await load(which === 'A' ? urlA : urlB, ROUND_SECONDS, cookie);
        (which === 'A' ? roundsA : roundsB).push(sample);
        log(`hit: round ${i + 1}/${ROUNDS} ${which} ${sample.reqPerSec} req/s`);
      }
    }
    const composer = side(urlA, roundsA);
    const bare = side(urlB, roundsB);
    const ratio = round(composer.reqPerSec / bare.reqPerSec, 3);
    return {
      path,
      settings: {
        rounds: ROUNDS,
        roundSeconds: ROUND_SECONDS,
        connections: CONNECTIONS,
        pipelining: PIPELINING,
      },
      bodyBytes: a.body.length,
      headerBytes: { composer: a.headerBytes, bare: b.headerBytes },
      sameBytes: a.body.equals(b.body),
      sameContentType: a.type === b.type,
      contentType: a.type,
      composer,
      bare,
      ratio,
      roundRatios: roundsA.map((s, i) => round(s.reqPerSec / roundsB[i]!.reqPerSec, 3)),
      failures: [...roundsA, ...roundsB].reduce((n, s) => n + s.non2xx + s.errors, 0),
      met: ratio >= HIT_TARGET,
    };
  } finally {
    await stopServer(server);
  }
}
