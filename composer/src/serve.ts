/**
 * Listening and stopping, shared by the composer's own server and the one-process start script.
 *
 * A stop (SIGTERM, SIGINT) finishes within a few seconds (it once took 70 s, when the
 * composer's keep-alive sockets to its own embedded sandbox held the server open for Fastify's 72 s
 * keep-alive timeout):
 * 1. drain: /readyz answers 503, new requests get 503 with `Connection: close`, in-flight requests
 *    finish (at most SHUTDOWN_DRAIN_MS), and every answer meanwhile closes its connection;
 * 2. the app closes (listener, upstream pool, cache, content store), and idle keep-alive sockets are
 *    closed every 100 ms until it has (Node closes idle ones only once, when the server closes);
 * 3. anything still open a second after the drain is cut; past a hard cap the process logs and exits 1
 *    rather than hang.
 */
import { createServer, type Server } from 'node:http';
import { CONFIG_EXIT_CODE } from '@waypoint/service-kit/env';
import type { FastifyInstance } from 'fastify';
import { EnvError } from './env.ts';
import { type ProbeThread, startProbeThread } from './health/probe-thread.ts';

export interface ServeOptions {
  port: number;
  host: string;
  /** How long in-flight requests get after SIGTERM (default 4 s). */
  drainMs?: number;
  /** Serve /metrics on this port too (METRICS_PORT). */
  metricsPort?: number | undefined;
  /** Serve /healthz and /readyz on this port too (HEALTH_PORT). */
  healthPort?: number | undefined;
}

const SWEEP_MS = 100;

/** /metrics of `app` on a port of its own (not the public one): GET /metrics, anything else 404. */
export async function listenMetrics(
  app: FastifyInstance,
  address: { port: number; host: string },
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?', 1)[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    app.metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': app.metrics.registry.contentType }).end(text),
      (err: unknown) => {
        app.log.error({ err }, 'metrics failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => resolve());
  });
  return server;
}

/** Drains, closes the app, and resolves; gives up (exit 1) if that takes longer than a hard cap. */
export async function stop(app: FastifyInstance, drainMs: number, signal: string): Promise<void> {
  const started = Date.now();
  const hardCapMs = drainMs + 6_000;
  const hardCap = setTimeout(() => {
    app.log.error({ signal, ms: Date.now() - started }, 'shutdown did not finish in time: exiting');
    process.exit(1);
  }, hardCapMs);
  hardCap.unref();
  app.log.info({ signal }, 'shutting down: draining in-flight requests');
  // While draining, answers close their connections themselves (a sweep now would reset connections
  // just opened, before their request arrives: a 502 behind a proxy).
  const drained = await app.drain(drainMs);
  const sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
  sweep.unref();
  // Requests still running past the drain are cut a second after the listener closes.
  const cut = setTimeout(() => app.server.closeAllConnections(), 1_000);
  cut.unref();
  await app.close();
  clearInterval(sweep);
  clearTimeout(cut);
  clearTimeout(hardCap);
  app.log.info({ signal, drained, ms: Date.now() - started }, 'stopped');
}

/** Listens, and on SIGINT or SIGTERM drains and closes the app (cache, pools, store), then exits. */
export async function serve(app: FastifyInstance, options: ServeOptions): Promise<void> {
  const { port, host } = options;
  let metrics: Server | undefined;
  let probes: ProbeThread | undefined;
  let stopping = false;
  const close = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    try {
      metrics?.close();
      metrics?.closeAllConnections();
      // The probe port stays open while the app drains, its /readyz saying 503 from now on.
      probes?.shuttingDown();
      await stop(app, options.drainMs ?? 4_000, signal);
      await probes?.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err, signal }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port, host });
  if (options.metricsPort !== undefined) {
    metrics = await listenMetrics(app, { port: options.metricsPort, host });
    app.log.info({ port: options.metricsPort }, 'metrics listening on their own port');
  }
  if (options.healthPort !== undefined) {
    probes = await startProbeThread(app, { port: options.healthPort, host });
    app.log.info({ port: options.healthPort }, 'health probes listening on their own port');
  }
}

/** A configuration error names its variable and exits 78 (EX_CONFIG); anything else exits 1. */
export function exitOnStartupError(err: unknown): never {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(err instanceof EnvError ? CONFIG_EXIT_CODE : 1);
}
