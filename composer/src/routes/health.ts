/** Liveness, readiness (Redis and the content store) and Prometheus metrics. */
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));

  // Ready while the content store answers; a Redis outage degrades to the in-process tier, so it is
  // reported but does not take the instance out of rotation.
  app.get('/readyz', async (_request, reply) => {
    const [database, redisAlive] = await Promise.all([app.content.ping(), app.cache.ping()]);
    const redisStatus = app.cache.redisStatus();
    const redis = redisStatus === 'disabled' ? 'disabled' : redisAlive ? 'ok' : 'down';
    const ready = database;
    reply.code(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'unavailable', database: database ? 'ok' : 'down', redis };
  });

  app.get('/metrics', async (_request, reply) => {
    reply.header('content-type', app.metrics.registry.contentType);
    return app.metrics.registry.metrics();
  });
}
