/**
 * Cold composition: a composer with every cache tier off (CACHE_DISABLED=true) against a sandbox
 * without added latency; sequential page requests, timed by the composer itself (`reply.elapsedTime`,
 * collected by the bench-only hook of servers.ts).
 */
import { performance } from 'node:perf_hooks';
import { Client, request } from 'undici';
import { log, type Server, startServer, stopServer } from './children.ts';
import { PAGE_PATH } from './hit.ts';
import { pageApiPath } from './pages.ts';
import { callCounts, median, percentile, round } from './stats.ts';
import { TRIP_SITE_PATH } from './trips.ts';

const RUNS = 3;
// "Cold" is about the cache, not the JIT: warm the code paths first so runs measure composition.
const WARMUP = 200;
const MEASURED = 300;
export const COLD_TARGET_P50_MS = 5;
/** The trip page's target: it reads about a dozen upstream resources, the home page five. */
export const TRIP_COLD_TARGET_P50_MS = 8;
export const TRIP_PAGE_PATH = pageApiPath(TRIP_SITE_PATH);

export interface ColdRun {
  samples: number;
  serverP50Ms: number;
  serverP99Ms: number;
  serverMeanMs: number;
  /** Round trip seen by the client, for reference (includes the client's own overhead). */
  clientP50Ms: number;
  clientP99Ms: number;
  /** Breakdown: upstream (sandbox) requests per page, and their summed sandbox server time per page. */
  upstreamCallsPerPage: number;
  sandboxMsPerPage: number;
  /** Data keys fetched more than once per page (calls per page), from the sandbox's /__stats. */
  repeatedKeys: Record<string, number>;
}

export interface ColdResult {
  path: string;
  targetMs: number;
  settings: { runs: number; warmup: number; measured: number };
  runs: ColdRun[];
  /** Median over the runs of each run's p50 (and p99). */
  p50Ms: number;
  p99Ms: number;
  met: boolean;
}

async function getPage(client: Client, path: string): Promise<void> {
  const res = await client.request({ method: 'GET', path });
  await res.body.arrayBuffer();
  if (res.statusCode !== 200) throw new Error(`cold: ${path} answered ${res.statusCode}`);
}

async function timings(client: Client | string): Promise<number[]> {
  const res =
    typeof client === 'string'
      ? await request(`${client}/__bench/timings`)
      : await client.request({ method: 'GET', path: '/__bench/timings' });
  const body = (await res.body.json()) as { timings: number[] };
  return body.timings;
}

export async function benchCold(
  sandbox: Server,
  path = PAGE_PATH,
  targetMs = COLD_TARGET_P50_MS,
): Promise<ColdResult> {
  const server = await startServer('composer-cold', {
    BENCH_ROLE: 'composer',
    UPSTREAM_URL: sandbox.url,
    CACHE_DISABLED: 'true',
    BENCH_TIMINGS: 'true',
  });
  const client = new Client(server.url, { pipelining: 1 });
  try {
    const runs: ColdRun[] = [];
    for (let run = 0; run < RUNS; run++) {
      for (let i = 0; i < WARMUP; i++) await getPage(client, path);
      await timings(client); // discard the warm-up
      await timings(sandbox.url);
      await (await request(`${sandbox.url}/__stats`, { method: 'DELETE' })).body.dump();
      const seen: number[] = [];
      for (let i = 0; i < MEASURED; i++) {
        const start = performance.now();
        await getPage(client, path);
        seen.push(performance.now() - start);
      }
      const times = await timings(client);
      const upstream = await timings(sandbox.url);
      const calls = callCounts(await (await request(`${sandbox.url}/__stats`)).body.json());
      const repeatedKeys = Object.fromEntries(
        Object.entries(calls)
          .map(([key, n]) => [key, round(n / MEASURED, 2)] as const)
          .filter(([, perPage]) => perPage > 1),
      );
      if (times.length !== MEASURED) throw new Error(`cold: ${times.length} server timings for ${MEASURED}`);
      const result: ColdRun = {
        samples: times.length,
        serverP50Ms: round(percentile(times, 50), 3),
        serverP99Ms: round(percentile(times, 99), 3),
        serverMeanMs: round(times.reduce((a, b) => a + b, 0) / times.length, 3),
        clientP50Ms: round(percentile(seen, 50), 3),
        clientP99Ms: round(percentile(seen, 99), 3),
        upstreamCallsPerPage: round(upstream.length / MEASURED, 2),
        sandboxMsPerPage: round(upstream.reduce((a, b) => a + b, 0) / MEASURED, 3),
        repeatedKeys,
      };
      runs.push(result);
      log(`cold: run ${run + 1}/${RUNS} server p50 ${result.serverP50Ms} ms, p99 ${result.serverP99Ms} ms`);
    }
    const p50Ms = round(median(runs.map((r) => r.serverP50Ms)), 3);
    return {
      path,
      targetMs,
      settings: { runs: RUNS, warmup: WARMUP, measured: MEASURED },
      runs,
      p50Ms,
      p99Ms: round(median(runs.map((r) => r.serverP99Ms)), 3),
      met: p50Ms <= targetMs,
    };
  } finally {
    await client.close();
    await stopServer(server);
  }
}
