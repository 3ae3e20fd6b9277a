/**
 * Load shedding: past a threshold of event-loop delay or memory, a request is
 * refused at once with 503 `WP_OVERLOADED` and `Retry-After`, before any work, so that latency does
 * not run away for everyone (1,000 connections used to give a p99 of 7.5 s and a /healthz of 4.4 s).
 *
 * Never shed: `/healthz` (liveness must stay fast: it does no work) and `/readyz` (it answers 503
 * itself while shedding, so a load balancer moves traffic); requests that are part of one already
 * admitted (in process through inject, or `internal` ones such as the embedded sandbox's).
 *
 * A shed answer closes its connection (`Connection: close`): a client kept on a saturated event loop
 * sends its next request at once, so 1,000 keep-alive connections keep every loop turn full and
 * /healthz waits seconds behind them (measured: 2 answers in 6 s); closed, they must reconnect (a load
 * balancer retries elsewhere) and /healthz answers in milliseconds (median 5-60 ms,
 * tests/overload.test.ts).
 */
import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isInProcess } from './client.ts';
import type { ComposerEnv } from './env.ts';
import { Errors } from './errors.ts';
import type { Metrics } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The instance is shedding load: a threshold of under-pressure is passed, or the in-flight cap refused
     * a request within the last sample interval. Readiness says so, to move traffic away.
     */
    readonly overloaded: boolean;
  }
}

const MB = 1024 * 1024;

/** The heap threshold: SHED_MAX_HEAP_USED_MB, or 90% of V8's heap limit (0 turns it off). */
export function heapThresholdBytes(env: Pick<ComposerEnv, 'SHED_MAX_HEAP_USED_MB'>): number {
  if (env.SHED_MAX_HEAP_USED_MB !== undefined) return env.SHED_MAX_HEAP_USED_MB * MB;
  return Math.floor(getHeapStatistics().heap_size_limit * 0.9);
}

function shedAnswer(reply: FastifyReply, retryAfter: string): void {
  reply.header('Retry-After', retryAfter).header('Connection', 'close');
}

export const HEALTH_ROUTES: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

export async function registerLoadShedding(
  app: FastifyInstance,
  options: {
    env: ComposerEnv;
    metrics: Metrics;
    internal?: ((request: FastifyRequest) => boolean) | undefined;
  },
): Promise<void> {
  const { env, metrics, internal } = options;
  const retryAfter = String(env.SHED_RETRY_AFTER_SECONDS);
  await app.register(underPressure, {
    maxEventLoopDelay: env.SHED_MAX_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: heapThresholdBytes(env),
    maxRssBytes: env.SHED_MAX_RSS_MB * MB,
    sampleInterval: env.SHED_SAMPLE_INTERVAL_MS,
    retryAfter: env.SHED_RETRY_AFTER_SECONDS,
    // Called only while a threshold is passed: nothing (the request goes on) or a rejection (a 503).
    pressureHandler: (request, reply, type) => {
      if (HEALTH_ROUTES.has(request.routeOptions.url ?? '')) return;
      if (isInProcess(request) || internal?.(request)) return;
      metrics.shed.inc({ reason: type });
      shedAnswer(reply, retryAfter);
      return Promise.reject(new Errors.OVERLOADED());
    },
  });
  // The in-flight cap sheds before the sampled delay shows the load (it is there for that): readiness
  // must see it too, or a load balancer keeps sending traffic to an instance refusing most of it.
  let lastCapShedAt = Number.NEGATIVE_INFINITY;
  app.decorate('overloaded', {
    getter: () => app.isUnderPressure() || performance.now() - lastCapShedAt < env.SHED_SAMPLE_INTERVAL_MS,
  });
  if (env.SHED_MAX_IN_FLIGHT === 0) return;
  // Concurrency: the delay is sampled, so a burst of connections is admitted whole before it shows;
  // a cap on requests in progress bounds the work one burst can add.
  let inFlight = 0;
  app.addHook('onRequest', (request, reply, done) => {
    if (HEALTH_ROUTES.has(request.routeOptions.url ?? '') || isInProcess(request) || internal?.(request))
      return done();
    if (inFlight >= env.SHED_MAX_IN_FLIGHT) {
      lastCapShedAt = performance.now();
      metrics.shed.inc({ reason: 'inFlight' });
      shedAnswer(reply, retryAfter);
      return done(new Errors.OVERLOADED());
    }
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
    done();
  });
}
