/**
 * Single flight: a fresh composer (cache on, cold) receives 500 concurrent requests for the same page;
 * the sandbox's call counts must show exactly one upstream call per data key, and every response must
 * be a 200 with the same bytes.
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Pool, request } from 'undici';
import { log, type Server, startServer, stopServer } from './children.ts';
import { PAGE_PATH } from './hit.ts';
import { callCounts, round } from './stats.ts';

const RUNS = 3;
const CONCURRENCY = 500;

export interface FlightRun {
  /** Upstream calls per data key, as the sandbox counted them. */
  calls: Record<string, number>;
  keys: number;
  maxCallsPerKey: number;
  /** Number of keys by how many times each was called: { "1": 14 } is the goal. */
  distribution: Record<string, number>;
  statuses: Record<string, number>;
  distinctBodies: number;
  burstMs: number;
  met: boolean;
}

export interface FlightResult {
  settings: { runs: number; concurrency: number };
  runs: FlightRun[];
  maxCallsPerKey: number;
  allOk: boolean;
  identicalBodies: boolean;
  met: boolean;
}

async function once(sandbox: Server, run: number): Promise<FlightRun> {
  const server = await startServer('composer-flight', { BENCH_ROLE: 'composer', UPSTREAM_URL: sandbox.url });
  const pool = new Pool(server.url, { connections: CONCURRENCY, pipelining: 1 });
  try {
    // Open every connection first (on a route that composes nothing), so that the page requests
    // really arrive together rather than as fast as sockets can be set up.
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        const res = await pool.request({ method: 'GET', path: '/healthz' });
        await res.body.dump();
      }),
    );
    const reset = await request(`${sandbox.url}/__stats`, { method: 'DELETE' });
    await reset.body.dump();
    if (reset.statusCode >= 300) throw new Error(`flight: DELETE /__stats answered ${reset.statusCode}`);

    const start = performance.now();
    const responses = await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        const res = await pool.request({ method: 'GET', path: PAGE_PATH });
        const body = Buffer.from(await res.body.arrayBuffer());
        return { status: res.statusCode, hash: createHash('sha256').update(body).digest('hex') };
      }),
    );
    const burstMs = round(performance.now() - start, 1);

    const statsRes = await request(`${sandbox.url}/__stats`);
    const calls = callCounts(await statsRes.body.json());
    const counts = Object.values(calls);
    const distribution: Record<string, number> = {};
    for (const n of counts) distribution[n] = (distribution[n] ?? 0) + 1;
    const statuses: Record<string, number> = {};
    for (const r of responses) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    const distinctBodies = new Set(responses.map((r) => r.hash)).size;
    const maxCallsPerKey = counts.length ? Math.max(...counts) : 0;
    const result: FlightRun = {
      calls,
      keys: counts.length,
      maxCallsPerKey,
      distribution,
      statuses,
      distinctBodies,
      burstMs,
      met:
        counts.length > 0 && maxCallsPerKey === 1 && statuses['200'] === CONCURRENCY && distinctBodies === 1,
    };
    log(
      `flight: run ${run + 1}/${RUNS} ${counts.length} keys, max ${maxCallsPerKey} call(s)/key, ` +
        `statuses ${JSON.stringify(statuses)}, ${distinctBodies} distinct bod${distinctBodies === 1 ? 'y' : 'ies'}`,
    );
    return result;
  } finally {
    await pool.close();
    await stopServer(server);
  }
}

export async function benchFlight(sandbox: Server): Promise<FlightResult> {
  const runs: FlightRun[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await once(sandbox, run));
  const allOk = runs.every((r) => r.statuses['200'] === CONCURRENCY);
  const identicalBodies = runs.every((r) => r.distinctBodies === 1);
  return {
    settings: { runs: RUNS, concurrency: CONCURRENCY },
    runs,
    maxCallsPerKey: Math.max(...runs.map((r) => r.maxCallsPerKey)),
    allOk,
    identicalBodies,
    met: runs.every((r) => r.met),
  };
}
