/**
 * Studio sign-in, sessions and CSRF. Wrapped with fastify-plugin so its hooks see every
 * route: one onRequest hook resolves `request.studio` from the session cookie (only for the studio API
 * and `?explain=` pages that carry the cookie, so site traffic pays nothing), then refuses studio API
 * writes without a session, without the session's X-CSRF-Token, or from another origin.
 */
import type { ContentStore } from '@waypoint/cms-adapter';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  connectRedis,
  type RedisClient,
  type RedisTarget,
  redisTargetOf,
} from '../../cache/redis-connection.ts';
import { reconnectDelayMs } from '../../cache/redis-tier.ts';
import { clientOf } from '../../client.ts';
import type { ComposerEnv } from '../../env.ts';
import { Errors } from '../../errors.ts';
import { deny } from './guards.ts';
import { createLoginLimiter } from './login-limiter.ts';
import {
  isJsonContentType,
  isSameOrigin,
  isStateChanging,
  pathOf,
  SIGN_IN_PATH,
  STUDIO_API_PREFIX,
  tokensMatch,
} from './request-checks.ts';
import {
  hasSessionCookie,
  PLAIN_COOKIE,
  readSessionCookie,
  SECURE_COOKIE,
  setSessionCookie,
} from './session-cookie.ts';
import { sessionRoutes } from './session-routes.ts';
import { MemorySessionStore, RedisSessionStore } from './sessions.ts';
import type { StudioAuthOptions } from './types.ts';

/**
 * Under /studio/api by raw path or by route: a percent-encoded path still matches its route (asked
 * only of a path with an escape, since building `routeOptions` costs every request something).
 */
const isStudioApi = (request: FastifyRequest) => {
  const path = pathOf(request.url);
  return (
    path.startsWith(STUDIO_API_PREFIX) ||
    (path.includes('%') && (request.routeOptions.url ?? '').startsWith(STUDIO_API_PREFIX))
  );
};

/** The studio API, and pages that show staff more: ?explain, and the trip page's ?type=preview data. */
const wantsStudioSession = (request: FastifyRequest, api: boolean) => {
  const query = request.query as Record<string, unknown> | undefined;
  return api || query?.['explain'] !== undefined || query?.['type'] === 'preview';
};

async function studioAuth(app: FastifyInstance, auth: StudioAuthOptions): Promise<void> {
  const { content, sessions, ttlSeconds } = auth;
  app.decorate('studioAuth', auth);
  app.decorate('studioSessions', sessions);
  app.decorateRequest('studio', null);

  /** The session behind the cookie, with its user loaded afresh: a disabled or deleted user is signed out. */
  async function resolve(request: FastifyRequest): Promise<void> {
    const id = readSessionCookie(request);
    if (!id) return;
    const session = await sessions.get(id);
    if (!session) return;
    const user = await content.getUser(session.userId);
    if (!user || user.disabled) {
      await sessions.destroy(id);
      request.log.info(
        { event: 'studio_session_ended', userId: session.userId },
        'studio: user gone or disabled',
      );
      return;
    }
    request.studio = { user, sessionId: id, csrfToken: session.csrfToken, expiresAt: session.expiresAt };
  }

  /** A studio session behind the cookie, and the CSRF rules of a studio write. */
  async function authenticate(
    request: FastifyRequest,
    reply: FastifyReply,
    api: boolean,
    withSession: boolean,
  ) {
    if (withSession) {
      try {
        await resolve(request);
      } catch (err) {
        // The site never fails for the studio's sake; the studio API does (503 or the store's error).
        if (!api) request.log.warn({ err }, 'studio: session lookup failed; serving the page without it');
        else if (err instanceof Error && 'statusCode' in err) throw err;
        else throw new Errors.STUDIO_SESSIONS_UNAVAILABLE('the session store failed', { cause: err });
      }
      // Expiry slides on the server; keep the browser's cookie in step.
      if (api && request.studio) setSessionCookie(request, reply, request.studio.sessionId, ttlSeconds);
    }
    if (api && isStateChanging(request.method)) return checkWrite(request, reply);
    return undefined;
  }

  // Most requests carry no studio session and write nothing: their path takes no promise.
  app.addHook('onRequest', (request, reply, done) => {
    const api = isStudioApi(request);
    const withSession = hasSessionCookie(request) && wantsStudioSession(request, api);
    if (!withSession && !(api && isStateChanging(request.method))) return done();
    authenticate(request, reply, api, withSession).then(
      () => done(),
      (err: FastifyError) => done(err),
    );
  });

  // No studio answer (errors and early refusals included) and no answer that sets
  // or clears a session cookie may be kept by a browser or a shared cache.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isStudioApi(request) || setsSessionCookie(reply)) reply.header('Cache-Control', NO_STORE);
    done(null, payload);
  });

  await app.register(sessionRoutes, auth);
}

export const NO_STORE = 'private, no-store';

/** Whether the answer sets (or clears) a studio session cookie. */
function setsSessionCookie(reply: FastifyReply): boolean {
  const raw = reply.getHeader('set-cookie');
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)];
  return list.some((c) => c.startsWith(`${PLAIN_COOKIE}=`) || c.startsWith(`${SECURE_COOKIE}=`));
}

/** CSRF rules for POST/PUT/PATCH/DELETE under /studio/api (studio brief, "Sessions"). */
async function checkWrite(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const signIn =
    request.method === 'POST' && (request.routeOptions.url ?? pathOf(request.url)) === SIGN_IN_PATH;
  const csrf = (reason: string, message: string) =>
    deny(request, reply, { error: new Errors.STUDIO_CSRF_FAILED(message), reason, signIn });

  const origin = request.headers.origin;
  const client = clientOf(request);
  if (origin !== undefined && !isSameOrigin(origin, client.protocol, client.host)) {
    return csrf('cross-origin', `the Origin ${origin} is not this site`);
  }
  if (signIn) {
    if (!isJsonContentType(request.headers['content-type'])) {
      return csrf('not-json', 'send the sign-in as application/json');
    }
    return undefined;
  }
  const studio = request.studio;
  if (!studio)
    return deny(request, reply, { error: new Errors.STUDIO_UNAUTHENTICATED(), reason: 'no-session' });
  const sent = request.headers['x-csrf-token'];
  if (sent === undefined) return csrf('csrf-token-missing', 'the X-CSRF-Token header is missing');
  if (!tokensMatch(sent, studio.csrfToken))
    return csrf('csrf-token-wrong', 'the X-CSRF-Token header is wrong');
  return undefined;
}

export const studioAuthPlugin = fp(studioAuth, {
  fastify: '5.x',
  name: 'waypoint-studio-auth',
  dependencies: ['@fastify/cookie'],
});

export interface StudioAuthEnv
  extends Pick<
    ComposerEnv,
    | 'REDIS_URL'
    | 'REDIS_CLUSTER_NODES'
    | 'CACHE_NAMESPACE'
    | 'STUDIO_SESSION_TTL_SECONDS'
    | 'STUDIO_LOGIN_MAX_PER_ACCOUNT'
    | 'STUDIO_LOGIN_MAX_PER_IP'
    | 'STUDIO_LOGIN_WINDOW_SECONDS'
  > {}

export interface StudioAuth {
  options: StudioAuthOptions;
  /** Closes the Redis connection, if any. */
  close(): Promise<void>;
}

/**
 * Sessions and sign-in counters in Redis when REDIS_URL or REDIS_CLUSTER_NODES is set (shared by every instance, under
 * CACHE_NAMESPACE), else in this process.
 */
export function createStudioAuth(input: {
  env: StudioAuthEnv;
  content: ContentStore;
  logger: FastifyBaseLogger;
}): StudioAuth {
  const { env, content, logger } = input;
  const ttlSeconds = env.STUDIO_SESSION_TTL_SECONDS;
  const limits = {
    maxPerAccount: env.STUDIO_LOGIN_MAX_PER_ACCOUNT,
    maxPerAddress: env.STUDIO_LOGIN_MAX_PER_IP,
    windowSeconds: env.STUDIO_LOGIN_WINDOW_SECONDS,
  };
  const target = redisTargetOf(env);
  if (!target) {
    return {
      options: {
        content,
        sessions: new MemorySessionStore({ ttlSeconds }),
        limiter: createLoginLimiter(limits),
        ttlSeconds,
      },
      close: async () => {},
    };
  }
  const client = studioRedis(target, logger);
  const namespace = env.CACHE_NAMESPACE;
  return {
    options: {
      content,
      sessions: new RedisSessionStore({ client, namespace, ttlSeconds }),
      limiter: createLoginLimiter({ ...limits, redis: { client, namespace } }),
      ttlSeconds,
    },
    close: async () => client.disconnect(),
  };
}

/**
 * A Redis connection for sessions and sign-in counters. Unlike the cache, commands wait briefly for a
 * (re)connection instead of failing at once: a session cannot be checked without Redis.
 */
function studioRedis(target: RedisTarget, logger: FastifyBaseLogger): RedisClient {
  const log = logger.child({ component: 'studio-auth' });
  const client = connectRedis(target, {
    connectTimeout: 1_000,
    commandTimeout: 1_500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    retryStrategy: reconnectDelayMs,
  });
  let down = false;
  client.on('error', (err: unknown) => {
    if (down) return log.debug({ err }, 'studio: Redis still unreachable');
    down = true;
    log.error({ err }, 'studio: Redis unreachable; sign-in and studio sessions fail until it is back');
  });
  client.on('ready', () => {
    if (down) log.info('studio: Redis reachable again');
    down = false;
  });
  return client;
}
