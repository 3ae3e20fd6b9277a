/**
 * Liveness, readiness (Redis, the content store, load and shutdown) and Prometheus metrics. HEALTH_PORT
 * serves liveness and readiness on a port of their own too, from a thread of their own
 * (`health/probe-thread.ts`), where the public port's load never delays them.
 *
 * `/metrics` is not for visitors: on the public port it answers only with
 * `Authorization: Bearer $METRICS_TOKEN` (401 without), and is a 404 when no token is set; METRICS_PORT
 * serves it on a port of its own instead (`listenMetrics` in serve.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Errors } from '../errors.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function hasBearerToken(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** Whether the instance should take traffic, and why not; and the state of its Redis tier. */
export interface Readiness {
  state: 'ready' | 'overloaded' | 'shutting-down' | 'database-down';
  redis: 'disabled' | 'ok' | 'down';
}

/**
 * Ready while the content store answers and the instance is neither shedding load (a threshold passed, or
 * the in-flight cap refusing requests) nor stopping; a Redis
 * outage degrades to the in-process tier, so it is reported but does not take it out of rotation.
 */
export async function readiness(app: FastifyInstance): Promise<Readiness> {
  if (app.draining) return { state: 'shutting-down', redis: 'disabled' };
  if (app.overloaded) return { state: 'overloaded', redis: 'disabled' };
  const [database, redisAlive] = await Promise.all([app.content.ping(), app.cache.ping()]);
  const redis = app.cache.redisStatus() === 'disabled' ? 'disabled' : redisAlive ? 'ok' : 'down';
  return { state: database ? 'ready' : 'database-down', redis };
}

/** The answer of /readyz (the probe thread of HEALTH_PORT writes the same bodies). */
export function readinessAnswer({ state, redis }: Readiness): { status: 200 | 503; body: object } {
  if (state === 'ready') return { status: 200, body: { status: 'ready', database: 'ok', redis } };
  if (state === 'database-down')
    return { status: 503, body: { status: 'unavailable', database: 'down', redis } };
  return { status: 503, body: { status: 'unavailable', reason: state } };
}

export async function healthRoutes(
  app: FastifyInstance,
  options: { metricsToken?: string | undefined },
): Promise<void> {
  // Liveness does no work at all: it must answer fast when the instance is overloaded (never shed).
  app.get('/healthz', (_request, reply) => {
    reply.send({ status: 'ok' });
  });

  app.get('/readyz', async (_request, reply) => {
    const { status, body } = readinessAnswer(await readiness(app));
    return reply.code(status).send(body);
  });

  const token = options.metricsToken;
  if (token === undefined) return;
  app.get('/metrics', async (request, reply) => {
    if (!hasBearerToken(request, token)) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw new Errors.METRICS_UNAUTHORIZED();
    }
    reply.header('content-type', app.metrics.registry.contentType);
    reply.header('cache-control', 'no-store');
    return app.metrics.registry.metrics();
  });
}
