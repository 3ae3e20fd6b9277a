/**
 * Test support: a small Fastify app with the studio auth plugin over a real content store (PGlite in a
 * temporary directory) and a few dummy routes behind the guards. Not exported from index.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import { type ContentStore, openContentStore } from '@waypoint/cms-adapter';
import type { Market, StudioRole, StudioUser } from '@waypoint/schemas';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import { errorHandler } from '../src/routes/error-handler.ts';
import { assertReach, auditOk, requirePermission } from '../src/studio/auth/guards.ts';
import { createStudioAuth, type StudioAuthEnv, studioAuthPlugin } from '../src/studio/auth/plugin.ts';
import { passwordOf, setCookies, signInRequest } from './studio-client.ts';

export { freshIp, passwordOf, setCookies, signInRequest } from './studio-client.ts';

export const silent = pino({ level: 'silent' });

export interface OpenStore {
  content: ContentStore;
  close(): Promise<void>;
}

export async function openTestStore(): Promise<OpenStore> {
  const dataDir = await mkdtemp(join(tmpdir(), 'studio-auth-'));
  const content = await openContentStore({ dataDir, logger: silent });
  return {
    content,
    async close() {
      await content.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const AUTH_ENV: StudioAuthEnv = {
  REDIS_URL: undefined,
  CACHE_NAMESPACE: 'wp:test',
  STUDIO_SESSION_TTL_SECONDS: 3600,
  STUDIO_LOGIN_MAX_PER_ACCOUNT: 5,
  STUDIO_LOGIN_MAX_PER_IP: 20,
  STUDIO_LOGIN_WINDOW_SECONDS: 900,
};

export interface TestApp {
  app: FastifyInstance;
  /** Calls that reached the dummy write handler. */
  writes: () => number;
  close(): Promise<void>;
}

/**
 * Routes: GET/POST /studio/api/things (viewer / editor), GET /studio/api/admin-only (admin),
 * GET /studio/api/scoped/:market/:affiliate (reach check), GET /v1/pages/* (what request.studio is).
 */
export async function buildTestApp(
  content: ContentStore,
  env: Partial<StudioAuthEnv> = {},
): Promise<TestApp> {
  const auth = createStudioAuth({ env: { ...AUTH_ENV, ...env }, content, logger: silent });
  const app = Fastify({ loggerInstance: silent as FastifyBaseLogger, trustProxy: true });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  await app.register(cookie);
  await app.register(studioAuthPlugin, auth.options);
  let writes = 0;
  app.get('/studio/api/things', { preHandler: requirePermission('layouts.read') }, async () => ({
    ok: true,
  }));
  app.post('/studio/api/things', { preHandler: requirePermission('drafts.write') }, async (request) => {
    writes++;
    await auditOk(request, { action: 'thing.write', details: { n: writes } });
    return { ok: true };
  });
  app.get('/studio/api/admin-only', { preHandler: requirePermission('users.manage') }, async () => ({
    ok: true,
  }));
  app.get<{ Params: { market: string; affiliate: string } }>(
    '/studio/api/scoped/:market/:affiliate',
    { preHandler: requirePermission('layouts.read') },
    async (request) => {
      const { market, affiliate } = request.params;
      const scope = {
        market: market === 'global' ? null : (market as Market),
        affiliateId: affiliate === 'none' ? null : Number(affiliate),
      };
      await assertReach(request, scope, 'layouts.read');
      return { ok: true };
    },
  );
  app.get('/v1/pages/*', async (request) => ({ studio: request.studio?.user.email ?? null }));
  await app.ready();
  return {
    app,
    writes: () => writes,
    async close() {
      await app.close();
      await auth.close();
    },
  };
}

let counter = 0;
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${(counter++).toString(36)}@waypoint.test`;

export async function makeUser(
  content: ContentStore,
  role: StudioRole,
  reach: { markets?: Market[] | null; affiliates?: number[] | null } = {},
): Promise<{ user: StudioUser; email: string; password: string }> {
  const email = uniqueEmail(role);
  const password = passwordOf(email);
  const user = await content.createUser(
    { email, password, role, markets: reach.markets ?? null, affiliates: reach.affiliates ?? null },
    { actor: 'tests' },
  );
  return { user, email, password };
}

/** The `name=value` of the studio cookie a response sets (live, not a clearing one). */
export const sessionCookieOf = (res: LightMyRequestResponse): string | undefined =>
  setCookies(res)
    .map((c) => c.split(';')[0]!)
    .find((c) => /^(__Host-)?waypoint_studio=[^;]+$/.test(c));

export interface Signed {
  cookie: string;
  csrfToken: string;
  user: StudioUser;
}

export async function signIn(
  app: FastifyInstance,
  who: { email: string; password: string },
  init: { remoteAddress?: string } = {},
): Promise<Signed> {
  const res = await signInRequest(app, who.email, who.password, init);
  if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}: ${res.body}`);
  const body = res.json() as { csrfToken: string; user: StudioUser };
  return { cookie: sessionCookieOf(res)!, csrfToken: body.csrfToken, user: body.user };
}
