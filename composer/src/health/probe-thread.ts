/**
 * HEALTH_PORT: liveness and readiness answered by a thread of their own (`probe-worker.mjs`), so that a
 * thousand visitors' connections on the public port cannot delay them (on the main thread, even a probe
 * on a port of its own waited seconds behind them). The main thread writes into shared memory, every
 * 250 ms, a heartbeat and the readiness it computes (`readiness` of routes/health.ts: content store,
 * Redis, load, shutdown); the worker answers from it at once:
 * - /readyz: what the main thread last computed, or 503 overloaded when it has not written for a second
 *   (its event loop is saturated: a load balancer should move traffic away);
 * - /healthz: 200 unless the main thread has not written for 15 s (stuck: a restart is the cure).
 */
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { type Readiness, readiness } from '../routes/health.ts';

const STATES = ['starting', 'ready', 'overloaded', 'shutting-down', 'database-down'] as const;
const REDIS = ['disabled', 'ok', 'down'] as const;

export const PROBE_WRITE_INTERVAL_MS = 250;
/** Readiness older than this says overloaded: four writes missed. */
export const STALE_READY_MS = 1_000;
/** A main thread silent for this long is stuck: liveness fails. */
export const STALLED_LIVE_MS = 15_000;

export interface ProbeThread {
  /** The port it listens on (the one asked for, or the one the system gave for 0). */
  port: number;
  /** Says 503 shutting-down at once (a drain has begun). */
  shuttingDown(): void;
  close(): Promise<void>;
}

export async function startProbeThread(
  app: FastifyInstance,
  address: { port: number; host: string },
): Promise<ProbeThread> {
  const shared = new SharedArrayBuffer(16);
  const heartbeat = new BigInt64Array(shared, 0, 1);
  const state = new Int32Array(shared, 8, 2);
  const write = (value: Readiness) => {
    Atomics.store(state, 1, REDIS.indexOf(value.redis));
    Atomics.store(state, 0, STATES.indexOf(value.state));
  };
  let stopping = false;
  let computing = false;
  const update = async () => {
    Atomics.store(heartbeat, 0, BigInt(Date.now()));
    if (computing || stopping) return;
    computing = true;
    try {
      const value = await readiness(app);
      if (!stopping) write(value);
    } catch (err) {
      app.log.error({ err }, 'readiness could not be computed for the probe port');
    } finally {
      computing = false;
    }
  };
  void update();
  const timer = setInterval(() => void update(), PROBE_WRITE_INTERVAL_MS);
  timer.unref();

  const worker = new Worker(new URL('./probe-worker.mjs', import.meta.url), {
    workerData: {
      ...address,
      shared,
      staleReadyMs: STALE_READY_MS,
      stalledLiveMs: STALLED_LIVE_MS,
      states: STATES,
      redis: REDIS,
    },
  });
  worker.unref();
  const [started] = (await Promise.race([
    once(worker, 'message'),
    once(worker, 'error').then(([err]) => {
      throw err;
    }),
  ])) as [{ port?: number; error?: string }];
  if (started.port === undefined) {
    clearInterval(timer);
    await worker.terminate();
    throw new Error(`the probe port could not listen on ${address.host}:${address.port}: ${started.error}`);
  }
  return {
    port: started.port,
    shuttingDown() {
      stopping = true;
      write({ state: 'shutting-down', redis: 'disabled' });
    },
    async close() {
      clearInterval(timer);
      const exited = once(worker, 'exit');
      worker.postMessage('close');
      const timeout = new Promise((resolve) => setTimeout(resolve, 1_000).unref());
      if ((await Promise.race([exited, timeout])) === undefined) await worker.terminate();
    },
  };
}
