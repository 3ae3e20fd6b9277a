/**
 * The studio auth plugin in a small Fastify app over a real content store (PGlite): sign-in cookies,
 * bad credentials, rate limits, CSRF and origins, guards, sign-out, disabled users, and the audit trail.
 */
import type { AuditRecord, StudioUser } from '@waypoint/schemas';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  deleteNamespace,
  REDIS_URL,
  requireRedis,
  uniqueNamespace,
} from '../../../test/cache-support.ts';
import {
  buildTestApp,
  freshIp,
  makeUser,
  type OpenStore,
  openTestStore,
  type Signed,
  sessionCookieOf,
  setCookies,
  signIn,
  signInRequest,
  type TestApp,
} from '../../../test/studio-app.ts';
import { hashSessionId } from './sessions.ts';

let store: OpenStore;
let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  store = await openTestStore();
  t = await buildTestApp(store.content);
  app = t.app;
});
afterAll(async () => {
  await t?.close();
  await store?.close();
});

const audit = async (ip: string): Promise<AuditRecord[]> =>
  (await store.content.auditLog({ limit: 1000 })).filter((e) => e.ip === ip);
const attributes = (cookie: string) =>
  cookie
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());

/** A request as a signed-in client: its cookie, and its CSRF token on writes unless `csrf` says otherwise. */
function as(
  who: Signed | null,
  method: NonNullable<InjectOptions['method']>,
  url: string,
  init: {
    csrf?: string | null;
    headers?: Record<string, string>;
    remoteAddress?: string;
    body?: object;
  } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (who) headers.cookie = who.cookie;
  const token = init.csrf === undefined ? who?.csrfToken : init.csrf;
  if (method !== 'GET' && token) headers['x-csrf-token'] = token;
  return app.inject({
    method,
    url,
    headers,
    ...(init.body ? { payload: init.body } : {}),
    ...(init.remoteAddress ? { remoteAddress: init.remoteAddress } : {}),
  });
}

describe('sign-in', () => {
  it('over HTTP sets waypoint_studio: HttpOnly, SameSite=Strict, Path=/, Max-Age, no Domain; audited', async () => {
    const viewer = await makeUser(store.content, 'viewer');
    const ip = freshIp();
    const res = await signInRequest(app, viewer.email.toUpperCase(), viewer.password, { remoteAddress: ip });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = setCookies(res).find((c) => c.startsWith('waypoint_studio='));
    expect(cookie, setCookies(res).join(' | ')).toBeDefined();
    const attrs = attributes(cookie!);
    expect(attrs).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/', 'max-age=3600']));
    expect(attrs).not.toContain('secure');
    expect(attrs.some((a) => a.startsWith('domain='))).toBe(false);
    const body = res.json() as { user: StudioUser; csrfToken: string; expiresAt: string };
    expect(body.user.email).toBe(viewer.email);
    expect(body.csrfToken).toMatch(/^[\w-]{43}$/);
    expect(cookie!.split(';')[0]!.split('=')[1]).not.toBe(body.csrfToken);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(3500_000);
    const [entry] = await audit(ip);
    expect(entry).toMatchObject({ actor: viewer.email, action: 'session.create', outcome: 'ok', ip });
  });

  it('over HTTPS (x-forwarded-proto) sets __Host-waypoint_studio with Secure, which then signs requests in', async () => {
    const viewer = await makeUser(store.content, 'viewer');
    const res = await signInRequest(app, viewer.email, viewer.password, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = setCookies(res).find((c) => c.startsWith('__Host-waypoint_studio='));
    expect(cookie, setCookies(res).join(' | ')).toBeDefined();
    expect(attributes(cookie!)).toEqual(
      expect.arrayContaining(['secure', 'httponly', 'samesite=strict', 'path=/']),
    );
    expect(attributes(cookie!).some((a) => a.startsWith('domain='))).toBe(false);
    const pair = cookie!.split(';')[0]!;
    const me = await app.inject({
      url: '/studio/api/session',
      headers: { cookie: pair, 'x-forwarded-proto': 'https' },
    });
    expect(me.statusCode, me.body).toBe(200);
    // Over HTTPS a plain-named cookie (which a sibling subdomain could plant) does not count.
    const planted = await app.inject({
      url: '/studio/api/session',
      headers: { cookie: pair.replace('__Host-', ''), 'x-forwarded-proto': 'https' },
    });
    expect(planted.statusCode).toBe(401);
  });

  it('a wrong password and an unknown e-mail answer the same 401, set no cookie, and are audited without the password', async () => {
    const editor = await makeUser(store.content, 'editor');
    const [ipWrong, ipUnknown] = [freshIp(), freshIp()];
    const wrong = await signInRequest(app, editor.email, 'wrong-password-for-test', {
      remoteAddress: ipWrong,
    });
    const unknown = await signInRequest(app, 'nobody@waypoint.test', 'wrong-password-for-test', {
      remoteAddress: ipUnknown,
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        code: 'STUDIO_BAD_CREDENTIALS',
        message: 'E-mail or password is incorrect',
      });
      expect(sessionCookieOf(res)).toBeUndefined();
    }
    for (const [ip, email] of [
      [ipWrong, editor.email],
      [ipUnknown, 'nobody@waypoint.test'],
    ] as const) {
      const entries = await audit(ip);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actor: 'anonymous',
        action: 'session.create',
        outcome: 'failed',
        details: { method: 'POST', url: '/studio/api/session', reason: 'bad-credentials', email },
      });
      expect(JSON.stringify(entries)).not.toContain('wrong-password-for-test');
    }
  });

  it('a disabled account cannot sign in', async () => {
    const gone = await makeUser(store.content, 'viewer');
    await store.content.updateUser(gone.user.id, { disabled: true }, { actor: 'tests', expectedRevision: 1 });
    expect((await signInRequest(app, gone.email, gone.password)).statusCode).toBe(401);
  });

  it('a body that breaks SessionRequest is a 400 naming the field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/studio/api/session',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.example' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/password/);
  });

  it('signing in again ends the session the browser had (no fixation)', async () => {
    const viewer = await makeUser(store.content, 'viewer');
    const first = await signIn(app, viewer);
    const again = await signInRequest(app, viewer.email, viewer.password, {
      headers: { cookie: first.cookie },
    });
    expect(again.statusCode).toBe(200);
    expect(sessionCookieOf(again)).not.toBe(first.cookie);
    expect((await as(first, 'GET', '/studio/api/session')).statusCode).toBe(401);
  });
});

describe('sign-in rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp(store.content, {
      STUDIO_LOGIN_MAX_PER_ACCOUNT: 2,
      STUDIO_LOGIN_MAX_PER_IP: 4,
      STUDIO_LOGIN_WINDOW_SECONDS: 600,
    });
  });
  afterAll(() => limited?.close());

  it('per account: the 3rd attempt answers 429 with Retry-After even with the right password; audited', async () => {
    const victim = await makeUser(store.content, 'viewer');
    for (let i = 0; i < 2; i++) {
      const res = await signInRequest(limited.app, victim.email, `wrong-password-${i}`, {
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(401);
    }
    const ip = freshIp();
    const res = await signInRequest(limited.app, victim.email, victim.password, { remoteAddress: ip });
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json().code).toBe('STUDIO_RATE_LIMITED');
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(res.json().message).toBe(`Too many failed sign-ins; try again in ${retryAfter} seconds`);
    expect(sessionCookieOf(res)).toBeUndefined();
    const [entry] = await audit(ip);
    expect(entry).toMatchObject({
      actor: 'anonymous',
      action: 'session.create',
      outcome: 'failed',
      details: { reason: 'rate-limited-account', email: victim.email },
    });
    // Another account is not affected.
    const other = await makeUser(store.content, 'viewer');
    expect((await signInRequest(limited.app, other.email, other.password)).statusCode).toBe(200);
  });

  it('per address: failures on many accounts block that address only', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) {
      const res = await signInRequest(limited.app, `guess-${i}@waypoint.test`, 'wrong-password', {
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(401);
    }
    const user = await makeUser(store.content, 'viewer');
    const blocked = await signInRequest(limited.app, user.email, user.password, { remoteAddress: ip });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await audit(ip)).at(0)?.details).toMatchObject({ reason: 'rate-limited-address' });
    const elsewhere = await signInRequest(limited.app, user.email, user.password, {
      remoteAddress: freshIp(),
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('a success clears the account failures', async () => {
    const user = await makeUser(store.content, 'viewer');
    await signInRequest(limited.app, user.email, 'wrong-password-1', { remoteAddress: freshIp() });
    expect(
      (await signInRequest(limited.app, user.email, user.password, { remoteAddress: freshIp() })).statusCode,
    ).toBe(200);
    await signInRequest(limited.app, user.email, 'wrong-password-2', { remoteAddress: freshIp() });
    expect(
      (await signInRequest(limited.app, user.email, user.password, { remoteAddress: freshIp() })).statusCode,
    ).toBe(200);
  });
});

describe('CSRF and origins', () => {
  let editor: Signed;
  let other: Signed;
  beforeAll(async () => {
    editor = await signIn(app, await makeUser(store.content, 'editor'));
    other = await signIn(app, await makeUser(store.content, 'publisher'));
  });

  it('a write with the session token passes', async () => {
    const before = t.writes();
    const res = await as(editor, 'POST', '/studio/api/things', { body: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(t.writes()).toBe(before + 1);
  });

  it.each([
    ['no token', null, 'csrf-token-missing'],
    ['a wrong token', 'not-the-token', 'csrf-token-wrong'],
    ['the token of another session', 'OTHER', 'csrf-token-wrong'],
  ])('%s: 403 STUDIO_CSRF_FAILED, nothing runs, audited', async (_name, token, reason) => {
    const ip = freshIp();
    const before = t.writes();
    const res = await as(editor, 'POST', '/studio/api/things', {
      body: {},
      csrf: token === 'OTHER' ? other.csrfToken : token,
      remoteAddress: ip,
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().code).toBe('STUDIO_CSRF_FAILED');
    expect(t.writes()).toBe(before);
    const [entry] = await audit(ip);
    expect(entry).toMatchObject({
      actor: editor.user.email,
      action: 'access.denied',
      outcome: 'denied',
      details: { method: 'POST', url: '/studio/api/things', reason },
    });
  });

  it('a cross-origin write is refused even with the token; a same-origin one passes', async () => {
    const before = t.writes();
    const cross = await as(editor, 'POST', '/studio/api/things', {
      body: {},
      headers: { origin: 'https://evil.example', host: 'studio.example.com' },
    });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().code).toBe('STUDIO_CSRF_FAILED');
    const nullOrigin = await as(editor, 'POST', '/studio/api/things', {
      body: {},
      headers: { origin: 'null' },
    });
    expect(nullOrigin.statusCode).toBe(403);
    expect(t.writes()).toBe(before);
    const same = await as(editor, 'POST', '/studio/api/things', {
      body: {},
      headers: {
        origin: 'http://studio.example.com:3000',
        host: 'studio.example.com:3000',
      },
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('a cross-origin sign-in is refused and sets no cookie; a same-origin one passes', async () => {
    const viewer = await makeUser(store.content, 'viewer');
    const ip = freshIp();
    const cross = await signInRequest(app, viewer.email, viewer.password, {
      headers: { origin: 'https://evil.example' },
      remoteAddress: ip,
    });
    expect(cross.statusCode).toBe(403);
    expect(sessionCookieOf(cross)).toBeUndefined();
    expect((await audit(ip))[0]).toMatchObject({ action: 'session.create', outcome: 'failed' });
    const same = await signInRequest(app, viewer.email, viewer.password, {
      headers: { host: 'studio.localhost:3000', origin: 'http://studio.localhost:3000' },
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('a sign-in that is not JSON (a cross-site form post) is refused before the password is checked', async () => {
    const viewer = await makeUser(store.content, 'viewer');
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await app.inject({
        method: 'POST',
        url: '/studio/api/session',
        headers: { 'content-type': type },
        payload: JSON.stringify({ email: viewer.email, password: viewer.password }),
      });
      expect(res.statusCode).toBe(403);
      expect(sessionCookieOf(res)).toBeUndefined();
    }
  });

  it('a write without a session is a 401, audited as anonymous', async () => {
    const ip = freshIp();
    const res = await as(null, 'POST', '/studio/api/things', { body: {}, remoteAddress: ip });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('STUDIO_UNAUTHENTICATED');
    expect((await audit(ip))[0]).toMatchObject({
      actor: 'anonymous',
      outcome: 'denied',
      details: { reason: 'no-session' },
    });
  });
});

describe('guards', () => {
  it('401 without a session on a protected read; audited', async () => {
    const ip = freshIp();
    const res = await as(null, 'GET', '/studio/api/things', { remoteAddress: ip });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      code: 'STUDIO_UNAUTHENTICATED',
      message: 'Sign in to the studio first',
    });
    expect(await audit(ip)).toHaveLength(1);
  });

  it('a forged cookie is no session', async () => {
    const res = await app.inject({
      url: '/studio/api/things',
      headers: { cookie: 'waypoint_studio=forged' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('403 STUDIO_FORBIDDEN when the role lacks the permission; audited with role and permission', async () => {
    const viewer = await signIn(app, await makeUser(store.content, 'viewer'));
    const ip = freshIp();
    const res = await as(viewer, 'GET', '/studio/api/admin-only', { remoteAddress: ip });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      code: 'STUDIO_FORBIDDEN',
      message: 'Your role (viewer) cannot manage users',
    });
    expect((await audit(ip))[0]).toMatchObject({
      actor: viewer.user.email,
      action: 'access.denied',
      outcome: 'denied',
      details: { reason: 'role', role: 'viewer', permission: 'users.manage' },
    });
    const admin = await signIn(app, await makeUser(store.content, 'admin'));
    expect((await as(admin, 'GET', '/studio/api/admin-only')).statusCode).toBe(200);
  });

  it('assertReach: 403 STUDIO_OUT_OF_REACH outside the user markets or affiliates; audited', async () => {
    const fr = await signIn(app, await makeUser(store.content, 'viewer', { markets: ['fr'] }));
    const partner = await signIn(app, await makeUser(store.content, 'editor', { affiliates: [2] }));
    const cases: Array<[Signed, string, number]> = [
      [fr, 'fr/none', 200],
      [fr, 'es/none', 403],
      [fr, 'global/none', 403],
      [partner, 'es/2', 200],
      [partner, 'global/2', 200],
      [partner, 'es/none', 403],
      [partner, 'es/40', 403],
    ];
    for (const [who, path, status] of cases) {
      const ip = freshIp();
      const res = await as(who, 'GET', `/studio/api/scoped/${path}`, { remoteAddress: ip });
      expect(res.statusCode, `${who.user.email} ${path}: ${res.body}`).toBe(status);
      if (status === 403) {
        expect(res.json().code).toBe('STUDIO_OUT_OF_REACH');
        expect((await audit(ip))[0]).toMatchObject({ outcome: 'denied', details: { reason: 'reach' } });
      }
    }
  });

  it('auditOk records the signed-in user and address', async () => {
    const editor = await signIn(app, await makeUser(store.content, 'editor'));
    const ip = freshIp();
    expect((await as(editor, 'POST', '/studio/api/things', { body: {}, remoteAddress: ip })).statusCode).toBe(
      200,
    );
    expect((await audit(ip))[0]).toMatchObject({
      actor: editor.user.email,
      action: 'thing.write',
      outcome: 'ok',
    });
  });
});

describe('sessions', () => {
  it('GET /session answers the user and keeps the cookie in step with the sliding expiry', async () => {
    const viewer = await makeUser(store.content, 'viewer');
    const s = await signIn(app, viewer);
    const me = await as(s, 'GET', '/studio/api/session');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { email: viewer.email }, csrfToken: s.csrfToken });
    expect(sessionCookieOf(me)).toBe(s.cookie);
  });

  it('GET /session without a session is a 401 (not audited: the studio asks it on load)', async () => {
    const ip = freshIp();
    const res = await app.inject({ url: '/studio/api/session', remoteAddress: ip });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('STUDIO_UNAUTHENTICATED');
    expect(await audit(ip)).toHaveLength(0);
  });

  it('sign-out ends that session only, clears the cookie and is audited', async () => {
    const publisher = await makeUser(store.content, 'publisher');
    const one = await signIn(app, publisher);
    const two = await signIn(app, publisher);
    const ip = freshIp();
    const noToken = await as(one, 'DELETE', '/studio/api/session', { csrf: null });
    expect(noToken.statusCode).toBe(403);
    const out = await as(one, 'DELETE', '/studio/api/session', { remoteAddress: ip });
    expect(out.statusCode, out.body).toBe(204);
    const cleared = setCookies(out).find((c) => c.startsWith('waypoint_studio='));
    expect(cleared).toMatch(/waypoint_studio=;/);
    expect(
      attributes(cleared!).some((a) => a === 'max-age=0' || a.startsWith('expires=thu, 01 jan 1970')),
    ).toBe(true);
    expect((await as(one, 'GET', '/studio/api/session')).statusCode).toBe(401);
    expect((await as(one, 'GET', '/studio/api/things')).statusCode).toBe(401);
    expect((await as(two, 'GET', '/studio/api/session')).statusCode).toBe(200);
    expect((await audit(ip))[0]).toMatchObject({
      actor: publisher.email,
      action: 'session.delete',
      outcome: 'ok',
    });
  });

  it('a disabled user loses access at once, and a deleted session stays gone', async () => {
    const made = await makeUser(store.content, 'editor');
    const s = await signIn(app, made);
    expect((await as(s, 'GET', '/studio/api/things')).statusCode).toBe(200);
    await store.content.updateUser(made.user.id, { disabled: true }, { actor: 'tests', expectedRevision: 1 });
    expect((await as(s, 'GET', '/studio/api/things')).statusCode).toBe(401);
    const write = await as(s, 'POST', '/studio/api/things', { body: {} });
    expect(write.statusCode).toBe(401);
    // Enabled again, the old session does not come back: it was ended when seen disabled.
    await store.content.updateUser(
      made.user.id,
      { disabled: false },
      { actor: 'tests', expectedRevision: 2 },
    );
    expect((await as(s, 'GET', '/studio/api/things')).statusCode).toBe(401);
  });

  it('studioSessions.destroyUser signs every session of a user out', async () => {
    const made = await makeUser(store.content, 'viewer');
    const [a, b] = [await signIn(app, made), await signIn(app, made)];
    await app.studioSessions.destroyUser(made.user.id);
    for (const s of [a, b]) expect((await as(s, 'GET', '/studio/api/session')).statusCode).toBe(401);
  });
});

describe('site traffic', () => {
  it('pays nothing for a studio cookie unless it asks for ?explain', async () => {
    let lookups = 0;
    const counting = {
      ...store.content,
      getUser: (id: string) => {
        lookups++;
        return store.content.getUser(id);
      },
    };
    const site = await buildTestApp(counting);
    try {
      const s = await signIn(site.app, await makeUser(store.content, 'viewer'));
      lookups = 0;
      const page = await site.app.inject({ url: '/v1/pages/es', headers: { cookie: s.cookie } });
      expect(page.json()).toEqual({ studio: null });
      expect(setCookies(page)).toEqual([]);
      expect(lookups).toBe(0);
      const explained = await site.app.inject({
        url: '/v1/pages/es?explain=1',
        headers: { cookie: s.cookie },
      });
      expect(explained.json()).toEqual({ studio: s.user.email });
      expect(setCookies(explained)).toEqual([]); // no Set-Cookie on a site page
      expect(lookups).toBe(1);
    } finally {
      await site.close();
    }
  });
});

describe('createStudioAuth with REDIS_URL (real Redis)', () => {
  const namespace = uniqueNamespace('studio-auth');
  let redisApp: TestApp;
  let admin: Redis;

  beforeAll(async () => {
    await requireRedis();
    admin = adminClient();
    await admin.connect();
    redisApp = await buildTestApp(store.content, {
      REDIS_URL,
      CACHE_NAMESPACE: namespace,
      STUDIO_LOGIN_MAX_PER_ACCOUNT: 1,
    });
  });
  afterAll(async () => {
    await redisApp?.close();
    if (admin) await deleteNamespace(admin, namespace);
    admin?.disconnect();
  });

  it('keeps sessions and sign-in failures in Redis under the namespace', async () => {
    const made = await makeUser(store.content, 'editor');
    const s = await signIn(redisApp.app, made);
    const id = s.cookie.split('=')[1]!;
    expect(await admin.exists(`${namespace}:{studio}:sess:${hashSessionId(id)}`)).toBe(1);
    const me = await redisApp.app.inject({ url: '/studio/api/session', headers: { cookie: s.cookie } });
    expect(me.statusCode).toBe(200);
    const write = await redisApp.app.inject({
      method: 'POST',
      url: '/studio/api/things',
      headers: { cookie: s.cookie, 'x-csrf-token': s.csrfToken },
      payload: {},
    });
    expect(write.statusCode).toBe(200);

    const out = await redisApp.app.inject({
      method: 'DELETE',
      url: '/studio/api/session',
      headers: { cookie: s.cookie, 'x-csrf-token': s.csrfToken },
    });
    expect(out.statusCode).toBe(204);
    expect(await admin.exists(`${namespace}:{studio}:sess:${hashSessionId(id)}`)).toBe(0);

    expect((await signInRequest(redisApp.app, made.email, 'wrong-password')).statusCode).toBe(401);
    const limited = await signInRequest(redisApp.app, made.email, made.password);
    expect(limited.statusCode).toBe(429);
    expect((await admin.keys(`${namespace}:studio:login:account*`)).length).toBe(1);
  });
});
