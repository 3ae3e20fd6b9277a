/**
 * Liveness, readiness (Redis, the content store, load and shutdown) and Prometheus metrics.
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

export async function healthRoutes(
  app: FastifyInstance,
  options: { metricsToken?: string | undefined },
): Promise<void> {
  // Liveness does no work at all: it must answer fast when the instance is overloaded (never shed).
  app.get('/healthz', (_request, reply) => {
    reply.send({ status: 'ok' });
  });

  // Ready while the content store answers and the instance is neither shedding load nor stopping; a
  // Redis outage degrades to the in-process tier, so it is reported but does not take it out of rotation.
  app.get('/readyz', async (_request, reply) => {
    if (app.draining) return reply.code(503).send({ status: 'unavailable', reason: 'shutting-down' });
    if (app.isUnderPressure()) return reply.code(503).send({ status: 'unavailable', reason: 'overloaded' });
    const [database, redisAlive] = await Promise.all([app.content.ping(), app.cache.ping()]);
    const redisStatus = app.cache.redisStatus();
    const redis = redisStatus === 'disabled' ? 'disabled' : redisAlive ? 'ok' : 'down';
    const ready = database;
    reply.code(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'unavailable', database: database ? 'ok' : 'down', redis };
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
