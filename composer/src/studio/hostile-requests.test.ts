/**
 * The studio API under abuse, each against a real composer and content store:
 * - an anonymous flood leaves a handful of counted audit rows, on PGlite and PostgreSQL;
 * - every studio answer, and every answer that sets a session cookie, is `private, no-store`;
 * - NUL and other control characters answer 400, never a database message.
 */
import type { AuditRecord } from '@waypoint/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_URL, dropSchema, requirePostgres, uniqueName } from '../../test/services.ts';
import { type Stack, startStack } from '../../test/stack.ts';
import {
  cookieHeader,
  createStudioUser,
  PRINCIPALS,
  STUDIO,
  type StudioClient,
  signIn,
  signInRequest,
} from '../../test/studio-client.ts';

const NO_STORE = 'private, no-store';
const FLOOD = 2_000;

async function counted(admin: StudioClient, ip: string): Promise<AuditRecord[]> {
  const res = await admin.get('audit?limit=1000&actor=anonymous');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { entries: AuditRecord[] }).entries.filter((e) => e.ip === ip);
}

const backends = [
  { name: 'PGlite', databaseUrl: undefined as string | undefined },
  { name: 'PostgreSQL', databaseUrl: DATABASE_URL },
];

describe.each(backends)('audit log under an anonymous flood ($name)', ({ databaseUrl }) => {
  let stack: Stack;
  let admin: StudioClient;
  const schema = uniqueName('hardening_studio');

  beforeAll(async () => {
    if (databaseUrl) await requirePostgres();
    stack = await startStack({
      env: { STUDIO_SCHEDULER_INTERVAL_MS: '0' },
      ...(databaseUrl ? { databaseUrl, schema } : {}),
    });
    admin = await signIn(stack.composer, await createStudioUser(stack.content, PRINCIPALS.admin));
  });
  afterAll(async () => {
    await stack?.close();
    if (databaseUrl) await dropSchema(schema);
  });

  // Before: one row per refusal, with the full URL (2,000 requests, 2,000 rows).
  it(`${FLOOD} anonymous 401s from one address leave a handful of rows whose counts sum to ${FLOOD}`, async () => {
    const ip = '203.0.113.9';
    const long = `/studio/api/layouts?q=${'x'.repeat(4_000)}`;
    const send = (i: number) =>
      stack.composer.inject({
        method: i % 4 === 0 ? 'POST' : 'GET',
        url: i % 10 === 0 ? long : `${STUDIO}/layouts?n=${i}`,
        headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' },
        ...(i % 4 === 0 ? { payload: '{}' } : {}),
      });
    for (let i = 0; i < FLOOD; i += 100) {
      const answers = await Promise.all(Array.from({ length: 100 }, (_, k) => send(i + k)));
      for (const res of answers) expect(res.statusCode, res.body).toBe(401);
    }
    const rows = await counted(admin, ip);
    // One row per minute window (the flood may straddle one boundary).
    expect(rows.length, JSON.stringify(rows.map((r) => r.details))).toBeLessThanOrEqual(2);
    expect(rows.reduce((sum, r) => sum + (r.details.count as number), 0)).toBe(FLOOD);
    for (const r of rows) {
      expect(r).toMatchObject({ actor: 'anonymous', action: 'access.denied', outcome: 'denied' });
      expect((r.details.url as string).length).toBeLessThanOrEqual(512);
    }
  });

  it('keeps who changed what: outcome=ok lists the changes, not the flood', async () => {
    const res = await admin.post('users', {
      body: {
        email: `${uniqueName('aud')}@waypoint.test`,
        password: 'a long enough password',
        role: 'viewer',
      },
      remoteAddress: '198.51.100.3',
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = await admin.get('audit?limit=5&outcome=ok');
    const entries = (list.json() as { entries: AuditRecord[] }).entries;
    expect(entries.every((e) => e.outcome === 'ok')).toBe(true);
    expect(entries[0]).toMatchObject({ action: 'user.create', actor: admin.user!.email });
  });

  it('failed sign-ins count against the forwarded client address, not the proxy', async () => {
    const ip = '203.0.113.44';
    const res = await signInRequest(stack.composer, admin.user!.email, 'a wrong password', {
      headers: { 'x-forwarded-for': ip },
    });
    expect(res.statusCode).toBe(401);
    const entries = ((await admin.get('audit?limit=50&actor=anonymous')).json() as { entries: AuditRecord[] })
      .entries;
    expect(entries.find((e) => e.ip === ip && e.action === 'session.create')).toBeDefined();
  });
});

describe('studio answers are never stored and refuse control characters', () => {
  let stack: Stack;
  let app: FastifyInstance;
  let admin: StudioClient;
  let viewer: StudioClient;

  beforeAll(async () => {
    stack = await startStack({ env: { STUDIO_SCHEDULER_INTERVAL_MS: '0' } });
    app = stack.composer;
    admin = await signIn(app, await createStudioUser(stack.content, PRINCIPALS.admin));
    viewer = await signIn(app, await createStudioUser(stack.content, PRINCIPALS.viewer));
  });
  afterAll(() => stack?.close());

  const expectNoStore = (res: LightMyRequestResponse, what: string) =>
    expect(res.headers['cache-control'], `${what} → ${res.statusCode}`).toBe(NO_STORE);

  // Before: the users list, the audit log and the CSRF token were sent without Cache-Control.
  it('every operation of the OpenAPI document, for every caller and outcome', async () => {
    const doc = (await app.inject({ url: `${STUDIO}/openapi.json` })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const esHome = (await stack.content.listLayouts({ pageKey: 'home' }))[0]!.id;
    let operations = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        for (const id of [esHome, 'no-such-id']) {
          const url = path
            .replace(/\{id\}/g, id)
            .replace(/\{version\}/g, '1')
            .replace(/\{sid\}/g, 'x');
          const verb = method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
          const body = verb === 'GET' || verb === 'DELETE' ? undefined : {};
          // Signing out is checked below, with a session of its own.
          for (const client of verb === 'DELETE' && path.endsWith('/session') ? [] : [admin, viewer]) {
            expectNoStore(await client.request(verb, url, { body, ifMatch: '"1"' }), `${verb} ${url}`);
          }
          expectNoStore(
            await app.inject({ method: verb, url, ...(body ? { payload: body } : {}) }),
            `anonymous ${verb} ${url}`,
          );
        }
        operations++;
      }
    }
    expect(operations).toBeGreaterThanOrEqual(20);
    expectNoStore(await app.inject({ url: `${STUDIO}/no-such-route` }), 'unknown studio path');
    // Answered by Fastify before any hook: an id over the router's 100 characters, a broken escape.
    const early = [
      [await admin.get(`layouts/${'x'.repeat(101)}`), 414],
      [await app.inject({ url: `${STUDIO}/layouts/%E2` }), 400],
    ] as const;
    for (const [res, status] of early) {
      expect(res.statusCode, res.body).toBe(status);
      expectNoStore(res, `framework error ${status}`);
      expect(res.json()).toMatchObject({ statusCode: status, code: expect.any(String) });
    }
  });

  it('sign-in, refresh and sign-out, which set or clear the cookie', async () => {
    const credentials = await createStudioUser(stack.content, PRINCIPALS.editor);
    const signed = await signInRequest(app, credentials.email, credentials.password);
    expect(signed.statusCode).toBe(200);
    expectNoStore(signed, 'sign-in');
    expectNoStore(await signInRequest(app, credentials.email, 'not the password'), 'failed sign-in');
    const cookie = cookieHeader(signed);
    const csrf = (signed.json() as { csrfToken: string }).csrfToken;
    const refreshed = await app.inject({ url: `${STUDIO}/session`, headers: { cookie } });
    expect(refreshed.headers['set-cookie']).toBeDefined();
    expectNoStore(refreshed, 'refresh');
    const out = await app.inject({
      method: 'DELETE',
      url: `${STUDIO}/session`,
      headers: { cookie, 'x-csrf-token': csrf },
    });
    expect(out.statusCode).toBe(204);
    expectNoStore(out, 'sign-out');
  });

  // Before: 500, and the audit filter showed PostgreSQL's "invalid byte sequence" text.
  it('a NUL byte in the sign-in e-mail or the audit filter answers 400, without a database message', async () => {
    const answers = [
      await app.inject({
        method: 'POST',
        url: `${STUDIO}/session`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'eve\u0000@example.com', password: 'whatever it is' }),
      }),
      await admin.get('audit?actor=%00'),
      await admin.get('audit?actor=a%00b&limit=5'),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        statusCode: 400,
        code: expect.any(String),
        message: expect.any(String),
      });
      expect(res.body).not.toMatch(/byte sequence|UTF8|0x00|postgres|pglite|syntax/i);
    }
  });

  it('the studio schemas refuse other control characters in any field (400 naming it)', async () => {
    const cases = [
      await admin.get('audit?actor=a%01b'),
      await admin.get('layouts?pageKey=home%1B'),
      await admin.post('users', {
        body: { email: 'ok@example.com', password: 'a long enough\u0007password', role: 'viewer' },
      }),
    ];
    for (const res of cases) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain('control characters');
    }
  });
});
