/**
 * Under 1,000 connections the composer sheds load instead of letting latency run
 * away (before: no 503s, p99 7.5 s, /healthz 4.4 s). The composer and the load generator (autocannon)
 * run in child processes of their own, so that this process only probes: /healthz stays fast, some
 * answers are 503 with Retry-After, `Connection: close` and the documented error body, /readyz reports not ready while
 * shedding and ready again once the load stops.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { ApiError } from '@waypoint/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const TSX = resolve(ROOT, 'node_modules/.bin/tsx');
const AUTOCANNON = resolve(ROOT, 'tests/node_modules/autocannon/autocannon.js');
/**
 * /healthz under the load, measured once the composer sheds (/readyz says overloaded or a page is a
 * 503): the median answer, and how many answers arrive in the time. Before, with 1,000 connections and
 * no shedding, /healthz answered 2 probes in the 6 s (2.0 and 5.4 s); shedding with `Connection: close`
 * answers dozens, most within 200 ms (median 5-60 ms). Bounds generous for a 2-core machine that also
 * runs the load generator.
 */
const HEALTHZ_P50_BOUND_MS = 250;
const HEALTHZ_MIN_ANSWERS = 8;
/**
 * The probes on their own port (HEALTH_PORT), where no visitor's connection queues before them: the
 * 99th percentile of liveness and readiness while the public port is overloaded (issue 22: 100 ms).
 */
const HEALTH_PORT_P99_BOUND_MS = 100;

let composer: ChildProcess;
let url: string;
let healthUrl: string;

beforeAll(async () => {
  composer = spawn(TSX, ['tests/support/overload-child.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    // Every request composes its page afresh (upstream data stays cached), so that 1,000 connections
    // overload the composer on any machine. A composition costs ~17 ms of CPU here, so the in-flight cap
    // is sized to it (32 × 17 ms ≈ 0.5 s of admitted work); the delay and heap thresholds are the defaults.
    env: {
      ...process.env,
      LOG_LEVEL: 'silent',
      CACHE_COMPOSITION_DISABLED: 'true',
      SHED_MAX_IN_FLIGHT: '32',
    },
  });
  const lines = createInterface({ input: composer.stdout! });
  const [line] = (await once(lines, 'line')) as [string];
  ({ url, healthUrl } = JSON.parse(line) as { url: string; healthUrl: string });
}, 60_000);

afterAll(async () => {
  if (composer?.exitCode === null) {
    composer.kill('SIGTERM');
    await once(composer, 'exit');
  }
});

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

describe('1,000 connections', () => {
  it('sheds with 503 and Retry-After, keeps /healthz fast and takes /readyz out of rotation meanwhile', async () => {
    // Warm: the upstream data is cached, so what follows measures the composer itself.
    expect((await fetch(`${url}/v1/pages/us`)).status).toBe(200);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    const load = spawn(
      process.execPath,
      [AUTOCANNON, '-c', '1000', '-d', '6', '-t', '10', '-j', `${url}/v1/pages/us`],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let report = '';
    load.stdout?.on('data', (d: Buffer) => {
      report += d.toString();
    });
    let loading = true;
    const loadDone = once(load, 'exit').then(() => {
      loading = false;
    });

    const healthz: number[] = [];
    const ownPort = { healthz: [] as number[], readyz: [] as number[], notReady: 0 };
    const readyz: Array<{ code: number; reason?: string | undefined }> = [];
    const shed: Array<{ retryAfter: string | null; connection: string | null; body: unknown }> = [];
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const probe = async (every: number, step: () => Promise<void>) => {
      while (loading) {
        await step();
        await pause(every);
      }
    };
    let shedding!: () => void;
    const shedSeen = new Promise<void>((resolve) => {
      shedding = resolve;
    });
    await Promise.all([
      shedSeen.then(() =>
        probe(20, async () => {
          const started = performance.now();
          await (await fetch(`${url}/healthz`)).arrayBuffer();
          if (loading) healthz.push(performance.now() - started);
        }),
      ),
      // The health port, probed as a load balancer and an orchestrator would, all along (every 50 ms:
      // more often, this process's own probing would take the cores the load is measured on).
      probe(50, async () => {
        let started = performance.now();
        await (await fetch(`${healthUrl}/healthz`)).arrayBuffer();
        if (loading) ownPort.healthz.push(performance.now() - started);
        started = performance.now();
        const ready = await fetch(`${healthUrl}/readyz`);
        const { reason } = (await ready.json()) as { reason?: string };
        if (loading) ownPort.readyz.push(performance.now() - started);
        // The probe port learns of the shedding first: the public port's own probes queue behind the load.
        if (ready.status === 503 && reason === 'overloaded') {
          ownPort.notReady++;
          shedding();
        }
      }),
      probe(100, async () => {
        const ready = await fetch(`${url}/readyz`);
        const reason = ((await ready.json()) as { reason?: string }).reason;
        readyz.push({ code: ready.status, reason });
        // Shedding shows here first: a page probe admitted before the shedding began may wait seconds.
        if (ready.status === 503 && reason === 'overloaded') shedding();
      }),
      probe(100, async () => {
        const page = await fetch(`${url}/v1/pages/us`);
        if (page.status !== 503) await page.arrayBuffer();
        else {
          shed.push({
            retryAfter: page.headers.get('retry-after'),
            connection: page.headers.get('connection'),
            body: await page.json(),
          });
          shedding();
        }
      }),
    ]);
    shedding(); // (no 503 at all: the assertions below say so)
    await loadDone;
    const result = JSON.parse(report) as {
      statusCodeStats?: Record<string, { count: number }>;
      latency: { p99: number };
    };
    const codes = result.statusCodeStats;

    // Ready again once the load is gone (the delay is sampled every SHED_SAMPLE_INTERVAL_MS).
    const recovered = performance.now();
    let readyAfter = 0;
    while (readyAfter === 0 && performance.now() - recovered < 10_000) {
      if ((await fetch(`${url}/readyz`)).status === 200) readyAfter = performance.now() - recovered;
      else await new Promise((r) => setTimeout(r, 100));
    }

    const p50 = percentile(healthz, 50);
    const p99 = percentile(healthz, 99);
    console.info(
      `overload: autocannon p99 ${result.latency.p99} ms, statuses ${JSON.stringify(codes)}; /healthz p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms over ${healthz.length} probes [${healthz.map((h) => h.toFixed(0)).join(',')}]; /readyz 503 in ${readyz.filter((r) => r.code === 503).length}/${readyz.length} probes; ready again after ${readyAfter.toFixed(0)} ms`,
    );
    expect(codes?.['503']?.count ?? 0).toBeGreaterThan(0);
    expect(shed.length).toBeGreaterThan(0);
    for (const answer of shed) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.connection).toBe('close');
      expect(ApiError.parse(answer.body).code).toBe('WP_OVERLOADED');
    }
    expect(healthz.length).toBeGreaterThanOrEqual(HEALTHZ_MIN_ANSWERS);
    expect(p50).toBeLessThan(HEALTHZ_P50_BOUND_MS);
    expect(readyz.some((r) => r.code === 503 && r.reason === 'overloaded')).toBe(true);
    expect(readyAfter).toBeGreaterThan(0);
    // On their own port the probes stay fast, and readiness still takes the instance out of rotation.
    const own = (values: number[]) =>
      `p50 ${percentile(values, 50).toFixed(0)} ms, p99 ${percentile(values, 99).toFixed(0)} ms over ${values.length}`;
    console.info(
      `overload: health port /healthz ${own(ownPort.healthz)}, /readyz ${own(ownPort.readyz)}, 503 overloaded ${ownPort.notReady} times`,
    );
    expect(ownPort.healthz.length).toBeGreaterThanOrEqual(50);
    expect(percentile(ownPort.healthz, 99)).toBeLessThanOrEqual(HEALTH_PORT_P99_BOUND_MS);
    expect(percentile(ownPort.readyz, 99)).toBeLessThanOrEqual(HEALTH_PORT_P99_BOUND_MS);
    expect(ownPort.notReady).toBeGreaterThan(0);
  }, 40_000);
});
