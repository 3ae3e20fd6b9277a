/**
 * The studio API's sessions: CSRF on every write, and sign-in with its cookies. A real composer over a
 * real sandbox and a content store (PGlite); nothing is stubbed.
 */
import type { StudioUser } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import {
  app,
  as,
  auditEntries,
  body,
  content,
  credentials,
  detailOf,
  freshIp,
  useStudioApi,
} from '../../../test/studio-api.ts';
import {
  createStudioUser,
  etag,
  freshLayout,
  PRINCIPALS,
  placement,
  STUDIO,
  setCookies,
  signIn,
  signInRequest,
} from '../../../test/studio-client.ts';
import { ENDPOINTS } from '../../../test/studio-endpoints.ts';

useStudioApi();

describe('CSRF', () => {
  it.each([
    ['no', null],
    ['a wrong', 'not-the-token'],
  ])(
    'a write with %s X-CSRF-Token answers 403 STUDIO_CSRF_FAILED, changes nothing and is audited',
    async (_, token) => {
      const ip = freshIp();
      const { id } = await freshLayout(content);
      const before = await detailOf(id);
      const res = await as.editor.put(`layouts/${id}/draft`, {
        body: { placements: [placement('csrf', 'SearchSection')] },
        ifMatch: etag(before.revision),
        csrf: token,
        remoteAddress: ip,
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(body<{ code: string }>(res).code).toBe('STUDIO_CSRF_FAILED');
      expect(await detailOf(id)).toEqual(before);
      const entry = (await auditEntries()).find((e) => e.ip === ip);
      expect(entry, 'the CSRF failure is in the audit log').toBeDefined();
      expect(entry!.outcome).toBe('denied');
      expect(entry!.actor).toBe(as.editor.user!.email);
    },
  );

  it("another session's token does not pass", async () => {
    const { id, revision } = await freshLayout(content);
    const res = await as.editor.put(`layouts/${id}/draft`, {
      body: { placements: [placement('csrf2', 'SearchSection')] },
      ifMatch: etag(revision),
      csrf: as.publisher.csrfToken,
    });
    expect(res.statusCode).toBe(403);
    expect(body<{ code: string }>(res).code).toBe('STUDIO_CSRF_FAILED');
  });

  it('a write to a percent-encoded studio path is held to the same rule', async () => {
    const { id, revision } = await freshLayout(content);
    // `/studio/%61pi/...` routes to `/studio/api/...`: the route, not the raw path, decides.
    const res = await as.editor.put(`/studio/%61pi/layouts/${id}/draft`, {
      body: { placements: [placement('encoded', 'SearchSection')] },
      ifMatch: etag(revision),
      csrf: null,
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(body<{ code: string }>(res).code).toBe('STUDIO_CSRF_FAILED');
    expect((await content.getLayout(id)).revision).toBe(revision);
  });

  it('a cross-origin write is refused even with the token', async () => {
    const { id, revision } = await freshLayout(content);
    const res = await as.editor.put(`layouts/${id}/draft`, {
      body: { placements: [placement('xo', 'SearchSection')] },
      ifMatch: etag(revision),
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode, res.body).toBe(403);
    expect((await content.getLayout(id)).revision).toBe(revision);
  });

  it('a cross-origin sign-in is refused and sets no cookie', async () => {
    const res = await signInRequest(app, credentials.viewer.email, credentials.viewer.password, {
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(setCookies(res).some((c) => /waypoint_studio=[^;]/.test(c))).toBe(false);
  });

  it('a same-origin sign-in passes', async () => {
    const res = await signInRequest(app, credentials.viewer.email, credentials.viewer.password, {
      headers: { host: 'studio.localhost:3000', origin: 'http://studio.localhost:3000' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a sign-in that is not JSON (a simple cross-site form post) is refused', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${STUDIO}/session`,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: credentials.viewer.email, password: credentials.viewer.password }),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(setCookies(res).some((c) => /waypoint_studio=[^;]/.test(c))).toBe(false);
  });

  it('GET never changes state: write paths do not answer GET, and GETs write nothing to the audit log', async () => {
    const { id, revision } = await freshLayout(content, { publish: true });
    const writesBefore = (await auditEntries()).filter((e) => e.outcome === 'ok').length;
    for (const path of [`layouts/${id}/draft`, `layouts/${id}/publish`, `layouts/${id}/rollback`]) {
      const res = await as.admin.get(path);
      expect([404, 405], `GET ${path}`).toContain(res.statusCode);
    }
    for (const endpoint of ENDPOINTS.filter((e) => e.method === 'GET')) {
      const url = endpoint.path
        .slice(1)
        .replace(':id', id)
        .replace(':version', '1')
        .replace(/\/diff$/, '/diff?from=1&to=draft')
        .replace(/\/preview$/, '/preview?market=es');
      const res = await as.admin.get(url);
      expect(res.statusCode, `GET ${url}: ${res.body.slice(0, 200)}`).toBe(200);
    }
    expect((await content.getLayout(id)).revision).toBe(revision);
    expect((await auditEntries()).filter((e) => e.outcome === 'ok').length).toBe(writesBefore);
  });
});

describe('sign-in', () => {
  const cookieAttributes = (cookie: string) =>
    cookie
      .split(';')
      .slice(1)
      .map((a) => a.trim().toLowerCase());

  it('over HTTP: waypoint_studio, HttpOnly, SameSite=Strict, Path=/', async () => {
    const res = await signInRequest(app, credentials.viewer.email, credentials.viewer.password);
    expect(res.statusCode, res.body).toBe(200);
    const cookie = setCookies(res).find((c) => c.startsWith('waypoint_studio='));
    expect(cookie, setCookies(res).join(' | ')).toBeDefined();
    const attrs = cookieAttributes(cookie!);
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=strict');
    expect(attrs).toContain('path=/');
    expect(attrs.some((a) => a.startsWith('domain='))).toBe(false);
    const session = body<{ user: StudioUser; csrfToken: string; expiresAt: string }>(res);
    expect(session.user.email).toBe(credentials.viewer.email);
    expect(session.csrfToken.length).toBeGreaterThanOrEqual(16);
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
    // the session id is random and not the CSRF token
    expect(cookie!.split(';')[0]!.split('=')[1]).not.toBe(session.csrfToken);
  });

  it('over HTTPS: __Host-waypoint_studio with Secure', async () => {
    const res = await signInRequest(app, credentials.viewer.email, credentials.viewer.password, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = setCookies(res).find((c) => c.startsWith('__Host-waypoint_studio='));
    expect(cookie, setCookies(res).join(' | ')).toBeDefined();
    const attrs = cookieAttributes(cookie!);
    expect(attrs).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=strict', 'path=/']));
    expect(attrs.some((a) => a.startsWith('domain='))).toBe(false);
    const me = await app.inject({
      url: `${STUDIO}/session`,
      headers: { cookie: cookie!.split(';')[0]!, 'x-forwarded-proto': 'https' },
    });
    expect(me.statusCode, me.body).toBe(200);
  });

  it('a wrong password or an unknown account answers 401 STUDIO_BAD_CREDENTIALS alike', async () => {
    const wrong = await signInRequest(app, credentials.editor.email, 'not-the-password-at-all', {
      remoteAddress: freshIp(),
    });
    const unknown = await signInRequest(app, 'nobody@waypoint.test', 'not-the-password-at-all', {
      remoteAddress: freshIp(),
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode, res.body).toBe(401);
      expect(body<{ code: string }>(res).code).toBe('STUDIO_BAD_CREDENTIALS');
      expect(setCookies(res).some((c) => /waypoint_studio=[^;]/.test(c))).toBe(false);
    }
    expect(body<{ message: string }>(wrong).message).toBe(body<{ message: string }>(unknown).message);
  });

  it('GET /session answers the user; DELETE ends the session', async () => {
    const client = await signIn(app, credentials.publisher);
    const me = await client.get('session');
    expect(me.statusCode).toBe(200);
    expect(body<{ user: StudioUser }>(me).user.email).toBe(credentials.publisher.email);
    const out = await client.delete('session');
    expect(out.statusCode, out.body).toBe(204);
    const after = await client.get('session');
    expect(after.statusCode).toBe(401);
    expect(body<{ code: string }>(after).code).toBe('STUDIO_UNAUTHENTICATED');
    // the other sessions of the same user live on
    expect((await as.publisher.get('session')).statusCode).toBe(200);
  });

  it('a disabled user is signed out at once and cannot sign in', async () => {
    const creds = await createStudioUser(content, PRINCIPALS.editor);
    const client = await signIn(app, creds);
    const res = await as.admin.patch(`users/${creds.user.id}`, {
      body: { disabled: true },
      ifMatch: etag(creds.user.revision),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await client.get('layouts')).statusCode).toBe(401);
    expect((await signInRequest(app, creds.email, creds.password)).statusCode).toBe(401);
  });
});
