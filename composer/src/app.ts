/**
 * The composer service. `build(options)` returns a ready Fastify instance; `server.ts` only listens.
 * Shared services (cache, content store, upstream client, translator, metrics) are created here and
 * decorate the instance; routes are encapsulated plugins.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import cookie from '@fastify/cookie';
import {
  type ContentStore,
  openContentStore,
  type PublishResult,
  type WriteContext,
} from '@waypoint/cms-adapter';
import { trustProxyOption } from '@waypoint/service-kit/trust-proxy';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { resolvers } from './blocks/index.ts';
import { redisTargetOf, TieredCache } from './cache/index.ts';
import { BypassCache, type CacheLike, CompositionBypassCache } from './compose/cache-like.ts';
import { PageService } from './compose/page-service.ts';
import type { ResolverRegistry } from './compose/types.ts';
import { enableDraining } from './drain.ts';
import type { ComposerEnv } from './env.ts';
import { Errors } from './errors.ts';
import { createTranslator } from './i18n/index.ts';
import { registerLoadShedding } from './load-shedding.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { createErrorReporter } from './reporting.ts';
import { actionRoutes } from './routes/actions.ts';
import { cardRoutes } from './routes/cards.ts';
import { errorBody, errorHandler } from './routes/error-handler.ts';
import { healthRoutes } from './routes/health.ts';
import { refuseNulBytes } from './routes/nul-guard.ts';
import { pageRoutes } from './routes/pages.ts';
import { patchRoutes } from './routes/patch.ts';
import { seoFileRoutes } from './routes/seo-files.ts';
import { UpstreamClient } from './sources/upstream-client.ts';
import { createStudioAuth, studioAuthPlugin } from './studio/auth/index.ts';
import { registerStudioOpenApi, serveStudioOpenApi } from './studio/openapi.ts';
import { studioRoutes } from './studio/routes.ts';
import { PublicationScheduler } from './studio/scheduler.ts';

export interface BuildOptions {
  env: ComposerEnv;
  /** Base URL of the seller's API; defaults to env.UPSTREAM_URL. */
  upstreamUrl?: string;
  /** Logger options, or a ready pino logger (tests capture its lines). */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** An already open content store (tests, the one-process start script); otherwise opened from env. */
  content?: ContentStore;
  now?: () => Date;
  random?: () => number;
  /** Resolvers to use instead of some of the registry's (tests of the composition pipeline). */
  resolvers?: Partial<ResolverRegistry>;
  /**
   * Requests that serve requests already admitted, such as the embedded sandbox's: never shed and
   * still served while draining (the one-process start script).
   */
  internalRequest?: (request: FastifyRequest) => boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    cache: CacheLike;
    content: ContentStore;
    upstream: UpstreamClient;
    pages: PageService;
    metrics: Metrics;
    /** Publishes a layout's draft and invalidates what it changes, in every instance. */
    publishLayout(layoutId: string, who: WriteContext, note?: string): Promise<PublishResult>;
    /** Runs due scheduled publications now (the poller does this every STUDIO_SCHEDULER_INTERVAL_MS). */
    runSchedules(): Promise<void>;
  }
}

function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply
    .code(error.statusCode ?? 400)
    .header('cache-control', 'private, no-store')
    .header('x-request-id', request.id)
    .send(errorBody(error, request.id));
}

export async function build(options: BuildOptions): Promise<FastifyInstance> {
  const { env } = options;
  const now = options.now ?? (() => new Date());
  const upstreamUrl = options.upstreamUrl ?? env.UPSTREAM_URL;
  if (!upstreamUrl)
    throw new Error('UPSTREAM_URL is required: the base URL of the seller API (or the sandbox)');
  const given = options.logger;
  const isInstance =
    typeof given === 'object' && given !== null && typeof (given as FastifyBaseLogger).child === 'function';
  const app = Fastify({
    ...(isInstance
      ? { loggerInstance: given as FastifyBaseLogger }
      : { logger: (given as FastifyServerOptions['logger']) ?? { level: env.LOG_LEVEL } }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // One 'request completed' line per request comes from the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(env.TRUST_PROXY, { hopCount: 'trust' }),
    // A malformed URL (400) or an over-long path parameter (414) is answered before any hook: in the
    // documented error shape (every status the API answers is in its contract), never cached.
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, reply as FastifyReply),
  });
  const metrics = createMetrics();
  const tiered = (): CacheLike =>
    new TieredCache({
      namespace: env.CACHE_NAMESPACE,
      redis: redisTargetOf(env),
      memory: { maxEntries: env.CACHE_MAX_ENTRIES },
      logger: app.log,
      registry: metrics.registry,
    });
  const cache: CacheLike = env.CACHE_DISABLED
    ? new BypassCache()
    : env.CACHE_COMPOSITION_DISABLED
      ? new CompositionBypassCache(tiered())
      : tiered();
  const ownsContent = !options.content;
  const content =
    options.content ??
    (await openContentStore({
      databaseUrl: env.DATABASE_URL,
      dataDir: resolve(env.DATA_DIR, 'pglite'),
      schema: env.DATABASE_SCHEMA,
      logger: app.log,
    }));
  if (ownsContent && env.SEED_DEMO_CONTENT) await content.seedDemoContent();
  // storefront.md §8: failed page-data calls are reported to the error-reporting service (SENTRY_DSN).
  const reporter = createErrorReporter({ dsn: env.SENTRY_DSN, logger: app.log });
  const upstream = new UpstreamClient({
    baseUrl: upstreamUrl,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    metrics: { errors: metrics.upstreamErrors, duration: metrics.upstreamDuration },
    registry: metrics.registry,
    onFailure: (failure) => reporter.upstreamFailure(failure),
  });
  const ttlMs = env.CACHE_TTL_SECONDS * 1000;
  const staleMs = env.CACHE_STALE_SECONDS * 1000;
  const translator = createTranslator();
  const pages = new PageService({
    cache,
    content,
    client: upstream,
    translator,
    resolvers: { ...resolvers, ...options.resolvers } as ResolverRegistry,
    baseDomain: env.BASE_DOMAIN,
    sources: { ttlMs, staleMs, notFoundTtlMs: env.CACHE_NOT_FOUND_TTL_SECONDS * 1000 },
    ttlMs,
    staleMs,
    deadlineMs: env.COMPOSE_DEADLINE_MS,
    degradedTtlMs: env.CACHE_DEGRADED_TTL_SECONDS * 1000,
    checkContract: env.CONTRACT_CHECKS ?? process.env.NODE_ENV !== 'production',
    now,
    random: options.random ?? Math.random,
    metrics: { pages: metrics.pages, blockDuration: metrics.blockDuration },
  });

  app.decorate('cache', cache);
  app.decorate('content', content);
  app.decorate('upstream', upstream);
  app.decorate('pages', pages);
  app.decorate('metrics', metrics);
  // Publishing invalidates the layout's tags here and, through Redis pub/sub, on every instance.
  const invalidate = async (result: Pick<PublishResult, 'tags'>) => {
    await cache.invalidateTags(result.tags);
  };
  app.decorate('publishLayout', async (layoutId: string, who: WriteContext, note?: string) => {
    const result = await content.publish(layoutId, who, note);
    await invalidate(result);
    return result;
  });
  const scheduler = new PublicationScheduler({
    content,
    intervalMs: env.STUDIO_SCHEDULER_INTERVAL_MS,
    now,
    invalidate,
    log: app.log.child({ component: 'scheduler' }),
  });
  app.decorate('runSchedules', () => scheduler.tick());
  const studioAuth = createStudioAuth({ env, content, logger: app.log });

  // Hooks of every request take `done` rather than returning a promise: no microtask on the hot path.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 100) / 100,
      },
      'request completed',
    );
    done();
  });
  // Shed load first (cheapest refusal), refuse new requests while stopping, refuse NUL bytes.
  await registerLoadShedding(app, { env, metrics, internal: options.internalRequest });
  enableDraining(app, { internal: options.internalRequest, retryAfterSeconds: env.SHED_RETRY_AFTER_SECONDS });
  refuseNulBytes(app);
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await Promise.allSettled([
      studioAuth.close(),
      cache.close(),
      upstream.close(),
      reporter.close(),
      ownsContent ? content.close() : Promise.resolve(),
    ]);
  });

  // Route schemas come from @waypoint/schemas; a validation failure is a 400 naming the field.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(new Errors.ROUTE_NOT_FOUND(request.method), request.id));
  });
  await registerStudioOpenApi(app);
  await app.register(cookie);
  await app.register(studioAuthPlugin, studioAuth.options);
  await app.register(healthRoutes, { metricsToken: env.METRICS_TOKEN });
  await app.register(pageRoutes, { prefix: '/v1/pages', translator });
  await app.register(cardRoutes, { prefix: '/v1/cards', ttlMs, staleMs, translator });
  await app.register(seoFileRoutes, {
    baseDomain: env.BASE_DOMAIN,
    sources: { ttlMs, staleMs, notFoundTtlMs: env.CACHE_NOT_FOUND_TTL_SECONDS * 1000 },
    ttlMs,
    staleMs,
  });
  await app.register(actionRoutes, { prefix: '/v1/actions', translator, now });
  await app.register(patchRoutes, { prefix: '/v1/patch' });
  await app.register(studioRoutes, { content, baseDomain: env.BASE_DOMAIN, now, invalidate });
  serveStudioOpenApi(app);
  return app;
}
