/**
 * The studio API against its contract (schemas/src/studio.ts) and the endpoint table of the
 * studio brief: every endpoint against every role and reach, If-Match, field errors, CSRF, sign-in
 * cookies and rate limits, the audit log, publishing and rollback, landing pages, scheduled
 * publishing, explain, preview and the OpenAPI document. A real composer over a real sandbox and a
 * content store (PGlite; the real PostgreSQL where concurrency matters); nothing is stubbed.
 */
import { type ContentStore, openContentStore } from '@waypoint/cms-adapter';
import { build, loadEnv } from '@waypoint/composer';
import type { AuditRecord, Block, LayoutDetail, Placement, StudioUser } from '@waypoint/schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedValidator } from './support/published-schema.ts';
import { DATABASE_URL, dropSchema, requirePostgres, uniqueName } from './support/services.ts';
import { type Stack, silentLogger, startStack } from './support/stack.ts';
import {
  type Credentials,
  createStudioUser,
  etag,
  freshLayout,
  landingScope,
  PRINCIPALS,
  type PrincipalName,
  type Principals,
  placement,
  revisionOf,
  STUDIO,
  StudioClient,
  setCookies,
  signIn,
  signInPrincipals,
  signInRequest,
  unique,
} from './support/studio.ts';

let stack: Stack;
let app: FastifyInstance;
let content: ContentStore;
let as: Principals;
let credentials: Awaited<ReturnType<typeof signInPrincipals>>['credentials'];
/** The ES market home layout (scope es / affiliate null = affiliate 1). */
let esHome: string;
/** The partner affiliate 2 home layout (market null, affiliate 2). */
let affiliate2Home: string;

beforeAll(async () => {
  stack = await startStack({ env: { STUDIO_SCHEDULER_INTERVAL_MS: '0' } });
  app = stack.composer;
  content = stack.content;
  const homes = await content.listLayouts({ pageKey: 'home' });
  esHome = homes.find((l) => l.scope.market === 'es' && l.scope.affiliateId === null)!.id;
  affiliate2Home = homes.find((l) => l.scope.affiliateId === 2)!.id;
  ({ clients: as, credentials } = await signInPrincipals(app, content));
});
afterAll(() => stack?.close());

const hours = (h: number) => h * 3600_000;
const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const body = <T>(res: LightMyRequestResponse) => res.json() as T;

async function detailOf(layoutId: string): Promise<{ detail: LayoutDetail; revision: number }> {
  const res = await as.admin.get(`layouts/${layoutId}`);
  expect(res.statusCode, res.body).toBe(200);
  return { detail: body<LayoutDetail>(res), revision: revisionOf(res) };
}

const versionCount = async (layoutId: string) => (await content.listVersions(layoutId)).length;

async function auditEntries(query = 'limit=1000'): Promise<AuditRecord[]> {
  const res = await as.admin.get(`audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ entries: AuditRecord[] }>(res).entries;
}

let ipCounter = 1;
/** A client address no other request used, so its audit entries can be told apart. */
const freshIp = () => `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

/** The live page's main-region block types. */
async function mainTypes(path: string): Promise<string[]> {
  const res = await app.inject({ url: `/v1/pages${path}` });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return body<{ regions: { main: Block[] } }>(res).regions.main.map((b) => b.type);
}

/** Every block of every region of a page tree, children included. */
function allBlocks(tree: { regions: Record<string, Block[]> }): Block[] {
  const out: Block[] = [];
  const walk = (blocks: Block[]) => {
    for (const b of blocks) {
      out.push(b);
      if (b.children) walk(b.children);
    }
  };
  for (const blocks of Object.values(tree.regions)) walk(blocks);
  return out;
}

// ======================================================================== role matrix

type Permission = 'public' | 'signedIn' | 'viewer' | 'editor' | 'publisher' | 'admin';
const RANK = { viewer: 1, editor: 2, publisher: 3, admin: 4 } as const;
/** Whether the principal's scope reaches the ES market layouts (scope es, affiliate 1). */
const REACHES_ES: Record<Exclude<PrincipalName, 'anonymous'>, boolean> = {
  viewer: true,
  editor: true,
  publisher: true,
  admin: true,
  editorAffiliate2: false,
  viewerFr: false,
};

interface Call {
  url: string;
  body?: unknown;
  ifMatch?: string;
  /** Another client for this call (a fresh session, so DELETE /session ends only that one). */
  client?: StudioClient;
  /** A layout the call writes to: a refused call must leave its revision as it was. */
  writes?: string;
}

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as in the brief's table, relative to /studio/api. */
  path: string;
  permission: Permission;
  /** Scope-checked against the ES market layout (out of reach: 403). */
  reach: boolean;
  /** The answer when allowed. */
  ok: number;
  prepare(principal: PrincipalName): Promise<Call>;
}

const principalCredentials = (p: PrincipalName): Credentials =>
  p === 'anonymous' ? credentials.viewer : credentials[p];

const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/session',
    permission: 'public',
    reach: false,
    ok: 200,
    prepare: async (p) => ({
      url: 'session',
      body: { email: principalCredentials(p).email, password: principalCredentials(p).password },
      client: StudioClient.anonymous(app),
    }),
  },
  {
    method: 'GET',
    path: '/session',
    permission: 'signedIn',
    reach: false,
    ok: 200,
    prepare: async () => ({ url: 'session' }),
  },
  {
    method: 'DELETE',
    path: '/session',
    permission: 'signedIn',
    reach: false,
    ok: 204,
    prepare: async (p) => ({
      url: 'session',
      ...(p === 'anonymous' ? {} : { client: await signIn(app, principalCredentials(p)) }),
    }),
  },
  {
    method: 'GET',
    path: '/options',
    permission: 'viewer',
    reach: false,
    ok: 200,
    prepare: async () => ({ url: 'options' }),
  },
  {
    method: 'GET',
    path: '/block-types',
    permission: 'viewer',
    reach: false,
    ok: 200,
    prepare: async () => ({ url: 'block-types' }),
  },
  {
    method: 'GET',
    path: '/layouts',
    permission: 'viewer',
    reach: false,
    ok: 200,
    prepare: async () => ({ url: 'layouts?pageKey=home' }),
  },
  {
    method: 'POST',
    path: '/layouts',
    permission: 'editor',
    reach: true,
    ok: 201,
    prepare: async () => ({
      url: 'layouts',
      body: { scope: landingScope(unique('matrix')), name: 'Matrix page' },
    }),
  },
  {
    method: 'GET',
    path: '/layouts/:id',
    permission: 'viewer',
    reach: true,
    ok: 200,
    prepare: async () => ({ url: `layouts/${esHome}` }),
  },
  {
    method: 'PUT',
    path: '/layouts/:id/draft',
    permission: 'editor',
    reach: true,
    ok: 200,
    prepare: async () => {
      const { id, revision } = await freshLayout(content);
      return {
        url: `layouts/${id}/draft`,
        body: { placements: [placement('m-hero', 'HeroSlider'), placement('m-search', 'SearchSection')] },
        ifMatch: etag(revision),
        writes: id,
      };
    },
  },
  {
    method: 'POST',
    path: '/layouts/:id/publish',
    permission: 'publisher',
    reach: true,
    ok: 200,
    prepare: async () => {
      const { id, revision } = await freshLayout(content);
      return { url: `layouts/${id}/publish`, body: { note: 'matrix' }, ifMatch: etag(revision), writes: id };
    },
  },
  {
    method: 'POST',
    path: '/layouts/:id/rollback',
    permission: 'publisher',
    reach: true,
    ok: 200,
    prepare: async () => {
      const { id, revision } = await freshLayout(content, { publish: true });
      return { url: `layouts/${id}/rollback`, body: { version: 1 }, ifMatch: etag(revision), writes: id };
    },
  },
  {
    method: 'GET',
    path: '/layouts/:id/versions',
    permission: 'viewer',
    reach: true,
    ok: 200,
    prepare: async () => ({ url: `layouts/${esHome}/versions` }),
  },
  {
    method: 'GET',
    path: '/layouts/:id/versions/:version',
    permission: 'viewer',
    reach: true,
    ok: 200,
    prepare: async () => ({ url: `layouts/${esHome}/versions/1` }),
  },
  {
    method: 'GET',
    path: '/layouts/:id/diff',
    permission: 'viewer',
    reach: true,
    ok: 200,
    prepare: async () => ({ url: `layouts/${esHome}/diff?from=1&to=draft` }),
  },
  {
    method: 'GET',
    path: '/layouts/:id/schedules',
    permission: 'viewer',
    reach: true,
    ok: 200,
    prepare: async () => ({ url: `layouts/${esHome}/schedules` }),
  },
  {
    method: 'POST',
    path: '/layouts/:id/schedules',
    permission: 'publisher',
    reach: true,
    ok: 201,
    prepare: async () => {
      const { id, revision } = await freshLayout(content, { publish: true });
      return {
        url: `layouts/${id}/schedules`,
        body: { at: inFuture(hours(24)), timeZone: 'Europe/Madrid', note: 'matrix' },
        ifMatch: etag(revision),
        writes: id,
      };
    },
  },
  {
    method: 'DELETE',
    path: '/layouts/:id/schedules/:sid',
    permission: 'publisher',
    reach: true,
    ok: 200,
    prepare: async () => {
      const { id, revision } = await freshLayout(content, { publish: true });
      const schedule = await content.schedulePublish(
        id,
        { at: inFuture(hours(24)), timeZone: 'Europe/Madrid' },
        { actor: 'tests', expectedRevision: revision },
      );
      const now = await content.getLayout(id);
      return { url: `layouts/${id}/schedules/${schedule.id}`, ifMatch: etag(now.revision), writes: id };
    },
  },
  {
    method: 'GET',
    path: '/layouts/:id/preview',
    permission: 'viewer',
    reach: true,
    ok: 200,
    prepare: async () => ({ url: `layouts/${esHome}/preview?market=es&device=mobile` }),
  },
  {
    method: 'GET',
    path: '/users',
    permission: 'admin',
    reach: false,
    ok: 200,
    prepare: async () => ({ url: 'users' }),
  },
  {
    method: 'POST',
    path: '/users',
    permission: 'admin',
    reach: false,
    ok: 201,
    prepare: async () => ({
      url: 'users',
      body: { email: `${unique('new')}@waypoint.test`, password: 'a-long-enough-password', role: 'viewer' },
    }),
  },
  {
    method: 'PATCH',
    path: '/users/:id',
    permission: 'admin',
    reach: false,
    ok: 200,
    prepare: async () => {
      const { user } = await createStudioUser(content, PRINCIPALS.viewer);
      return { url: `users/${user.id}`, body: { role: 'editor' }, ifMatch: etag(user.revision) };
    },
  },
  {
    method: 'GET',
    path: '/audit',
    permission: 'admin',
    reach: false,
    ok: 200,
    prepare: async () => ({ url: 'audit?limit=5' }),
  },
  {
    method: 'GET',
    path: '/openapi.json',
    permission: 'public',
    reach: false,
    ok: 200,
    prepare: async () => ({ url: 'openapi.json' }),
  },
];

const PRINCIPAL_NAMES: PrincipalName[] = [
  'anonymous',
  'viewer',
  'editor',
  'publisher',
  'admin',
  'editorAffiliate2',
  'viewerFr',
];

function expectedStatus(endpoint: Endpoint, principal: PrincipalName): number {
  if (endpoint.permission === 'public') return endpoint.ok;
  if (principal === 'anonymous') return 401;
  if (endpoint.permission === 'signedIn') return endpoint.ok;
  if (RANK[PRINCIPALS[principal].role] < RANK[endpoint.permission]) return 403;
  if (endpoint.reach && !REACHES_ES[principal]) return 403;
  return endpoint.ok;
}

const MATRIX = ENDPOINTS.flatMap((endpoint) =>
  PRINCIPAL_NAMES.map((principal) => ({
    endpoint,
    principal,
    expected: expectedStatus(endpoint, principal),
    name: `${endpoint.method} ${endpoint.path}`,
  })),
);

/**
 * What each endpoint answers on success, by its name in the published studio-api-responses schema
 * (null: no JSON body or a document of its own). Every refusal is a StudioError.
 */
const ANSWERS: Record<string, { file: string; def?: string } | null> = {
  'POST /session': { file: 'studio-api-responses', def: 'SessionResponse' },
  'GET /session': { file: 'studio-api-responses', def: 'SessionResponse' },
  'DELETE /session': null,
  'GET /options': { file: 'studio-api-responses', def: 'StudioOptions' },
  'GET /block-types': { file: 'studio-api-responses', def: 'BlockTypeList' },
  'GET /layouts': { file: 'studio-api-responses', def: 'LayoutList' },
  'POST /layouts': { file: 'studio-api-responses', def: 'LayoutDetail' },
  'GET /layouts/:id': { file: 'studio-api-responses', def: 'LayoutDetail' },
  'PUT /layouts/:id/draft': { file: 'studio-api-responses', def: 'LayoutDetail' },
  'POST /layouts/:id/publish': { file: 'studio-api-responses', def: 'PublishResponse' },
  'POST /layouts/:id/rollback': { file: 'studio-api-responses', def: 'PublishResponse' },
  'GET /layouts/:id/versions': { file: 'studio-api-responses', def: 'VersionList' },
  'GET /layouts/:id/versions/:version': { file: 'studio-api-responses', def: 'VersionDetail' },
  'GET /layouts/:id/diff': { file: 'studio-api-responses', def: 'LayoutDiff' },
  'GET /layouts/:id/schedules': { file: 'studio-api-responses', def: 'ScheduleList' },
  'POST /layouts/:id/schedules': { file: 'studio-api-responses', def: 'ScheduledPublication' },
  'DELETE /layouts/:id/schedules/:sid': { file: 'studio-api-responses', def: 'ScheduledPublication' },
  'GET /layouts/:id/preview': { file: 'page-tree' },
  'GET /users': { file: 'studio-api-responses', def: 'UserList' },
  'POST /users': { file: 'studio-api-responses', def: 'StudioUser' },
  'PATCH /users/:id': { file: 'studio-api-responses', def: 'StudioUser' },
  'GET /audit': { file: 'studio-api-responses', def: 'AuditList' },
  'GET /openapi.json': null,
};

/** The answer validates against the published JSON Schema other clients are given. */
function expectPublishedShape(name: string, res: LightMyRequestResponse): void {
  const answer = res.statusCode < 300 ? ANSWERS[name] : { file: 'studio-api-responses', def: 'StudioError' };
  expect(answer, `${name} is missing from ANSWERS`).not.toBeUndefined();
  if (!answer) return;
  const validate = publishedValidator(answer.file, answer.def);
  const ok = validate(res.json());
  expect(
    validate.errors ?? [],
    `${name} ${res.statusCode}: ${JSON.stringify(validate.errors?.slice(0, 3))}`,
  ).toEqual([]);
  expect(ok).toBe(true);
}

describe('role matrix: every endpoint x every principal', () => {
  it.each(MATRIX)('$name as $principal -> $expected', async ({ endpoint, principal, expected, name }) => {
    const call = await endpoint.prepare(principal);
    const client = call.client ?? as[principal];
    const before = call.writes ? (await content.getLayout(call.writes)).revision : null;
    const res = await client.request(endpoint.method, call.url, {
      ...(call.body !== undefined ? { body: call.body } : {}),
      ...(call.ifMatch ? { ifMatch: call.ifMatch } : {}),
    });
    expect(res.statusCode, res.body.slice(0, 400)).toBe(expected);
    expectPublishedShape(name, res);
    if (expected === 401) expect(body<{ code: string }>(res).code).toBe('STUDIO_UNAUTHENTICATED');
    if (expected === 403) expect(body<{ code: string }>(res).code).toMatch(/^STUDIO_/);
    if (call.writes && (expected === 401 || expected === 403)) {
      expect((await content.getLayout(call.writes)).revision, 'a refused write changed the layout').toBe(
        before,
      );
    }
  });

  it('the published schemas are not vacuous: a wrong body is refused', () => {
    expect(publishedValidator('studio-api-responses', 'LayoutDetail')({ layout: {}, placements: 3 })).toBe(
      false,
    );
    expect(publishedValidator('studio-api-responses', 'StudioError')({ code: 7 })).toBe(false);
  });

  it('covers every endpoint of the brief table', () => {
    expect(ENDPOINTS.map((e) => `${e.method} ${e.path}`).sort()).toEqual(
      [
        'POST /session',
        'GET /session',
        'DELETE /session',
        'GET /options',
        'GET /block-types',
        'GET /layouts',
        'POST /layouts',
        'GET /layouts/:id',
        'PUT /layouts/:id/draft',
        'POST /layouts/:id/publish',
        'POST /layouts/:id/rollback',
        'GET /layouts/:id/versions',
        'GET /layouts/:id/versions/:version',
        'GET /layouts/:id/diff',
        'GET /layouts/:id/schedules',
        'POST /layouts/:id/schedules',
        'DELETE /layouts/:id/schedules/:sid',
        'GET /layouts/:id/preview',
        'GET /users',
        'POST /users',
        'PATCH /users/:id',
        'GET /audit',
        'GET /openapi.json',
      ].sort(),
    );
  });
});

describe('reach: an editor scoped to affiliate 2', () => {
  it('lists only affiliate 2 layouts', async () => {
    const res = await as.editorAffiliate2.get('layouts');
    expect(res.statusCode, res.body).toBe(200);
    const layouts = body<{ layouts: Array<{ id: string; scope: { affiliateId: number | null } }> }>(
      res,
    ).layouts;
    expect(layouts.map((l) => l.id)).toContain(affiliate2Home);
    expect(layouts.every((l) => l.scope.affiliateId === 2)).toBe(true);
    // an unscoped viewer sees the market's layouts too
    const all = body<{ layouts: Array<{ id: string }> }>(await as.viewer.get('layouts')).layouts;
    expect(all.map((l) => l.id)).toEqual(expect.arrayContaining([esHome, affiliate2Home]));
  });

  it("cannot read or change the market's layout", async () => {
    expect((await as.editorAffiliate2.get(`layouts/${esHome}`)).statusCode).toBe(403);
    const { detail, revision } = await detailOf(esHome);
    const res = await as.editorAffiliate2.put(`layouts/${esHome}/draft`, {
      body: { placements: detail.placements.slice(1) },
      ifMatch: etag(revision),
    });
    expect(res.statusCode).toBe(403);
    expect((await detailOf(esHome)).detail).toEqual(detail);
    const copy = await as.editorAffiliate2.post('layouts', {
      body: {
        scope: { pageKey: 'home', market: null, affiliateId: 2, siteKind: 'partner' },
        name: 'copy',
        copyFrom: esHome,
      },
    });
    expect(copy.statusCode, 'copying an out-of-reach layout reads it').toBe(403);
  });

  it('can edit the affiliate-2 layout', async () => {
    const read = await as.editorAffiliate2.get(`layouts/${affiliate2Home}`);
    expect(read.statusCode, read.body).toBe(200);
    const placements = body<LayoutDetail>(read).placements;
    const reordered = [...placements.slice(0, 2), placements[3]!, placements[2]!, ...placements.slice(4)];
    const res = await as.editorAffiliate2.put(`layouts/${affiliate2Home}/draft`, {
      body: { placements: reordered },
      ifMatch: read.headers.etag as string,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<LayoutDetail>(res).placements.map((p) => p.id)).toEqual(reordered.map((p) => p.id));
    expect(revisionOf(res)).toBe(revisionOf(read) + 1);
  });
});

// ======================================================================== If-Match

const ids = (placements: Placement[]) => placements.map((p) => p.id);

describe('If-Match on every write', () => {
  it('drafts: missing 428, stale 412 with the other change, correct 200 with a new ETag', async () => {
    const { id } = await freshLayout(content);
    const first = await detailOf(id);
    const missing = await as.editor.put(`layouts/${id}/draft`, {
      body: { placements: [placement('x-search', 'SearchSection')] },
    });
    expect(missing.statusCode, missing.body).toBe(428);
    expect(body<{ code: string }>(missing).code).toBe('STUDIO_PRECONDITION_REQUIRED');
    expect(await detailOf(id)).toEqual(first);

    const mine = [...first.detail.placements, placement('a-search', 'SearchSection')];
    const ok = await as.editor.put(`layouts/${id}/draft`, {
      body: { placements: mine },
      ifMatch: etag(first.revision),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(revisionOf(ok)).toBe(first.revision + 1);
    expect(ids(body<LayoutDetail>(ok).placements)).toEqual(ids(mine));

    // a second editor still holding the first ETag
    const theirs = [placement('b-promise', 'PromiseSection')];
    const stale = await as.publisher.put(`layouts/${id}/draft`, {
      body: { placements: theirs },
      ifMatch: etag(first.revision),
    });
    expect(stale.statusCode, stale.body).toBe(412);
    const conflict = body<{ code: string; current: LayoutDetail }>(stale);
    expect(conflict.code).toMatch(/^(STUDIO|CMS)_STALE_REVISION$/);
    expect(ids(conflict.current.placements)).toEqual(ids(mine));
    expect(conflict.current.layout.revision).toBe(first.revision + 1);
    const after = await detailOf(id);
    expect(ids(after.detail.placements)).toEqual(ids(mine));
    expect(after.revision).toBe(first.revision + 1);
  });

  it('publish: missing 428, stale 412 with the draft saved meanwhile, correct 200', async () => {
    const { id, revision } = await freshLayout(content);
    const missing = await as.publisher.post(`layouts/${id}/publish`, { body: {} });
    expect(missing.statusCode, missing.body).toBe(428);
    expect(await versionCount(id)).toBe(0);

    const changed = [placement('meanwhile', 'SearchSection')];
    const save = await as.editor.put(`layouts/${id}/draft`, {
      body: { placements: changed },
      ifMatch: etag(revision),
    });
    expect(save.statusCode, save.body).toBe(200);
    const stale = await as.publisher.post(`layouts/${id}/publish`, { body: {}, ifMatch: etag(revision) });
    expect(stale.statusCode, stale.body).toBe(412);
    expect(ids(body<{ current: LayoutDetail }>(stale).current.placements)).toEqual(['meanwhile']);
    expect(await versionCount(id)).toBe(0);

    const ok = await as.publisher.post(`layouts/${id}/publish`, {
      body: { note: 'go' },
      ifMatch: save.headers.etag as string,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(revisionOf(ok)).toBeGreaterThan(revisionOf(save));
    expect(body<{ version: number }>(ok).version).toBe(1);
    expect(await versionCount(id)).toBe(1);
  });

  it('rollback: missing 428, stale 412, correct 200 with a new ETag', async () => {
    const { id, revision } = await freshLayout(content, { publish: true });
    const saved = await content.saveDraft(id, [placement('v2', 'SearchSection')], {
      actor: 'tests',
      expectedRevision: revision,
    });
    expect(saved.ok).toBe(true);
    const v2 = await content.publish(id, { actor: 'tests', expectedRevision: revision + 1 });
    const missing = await as.publisher.post(`layouts/${id}/rollback`, { body: { version: 1 } });
    expect(missing.statusCode, missing.body).toBe(428);
    const stale = await as.publisher.post(`layouts/${id}/rollback`, {
      body: { version: 1 },
      ifMatch: etag(revision),
    });
    expect(stale.statusCode, stale.body).toBe(412);
    expect(ids(body<{ current: LayoutDetail }>(stale).current.placements)).toEqual(['v2']);
    expect(await versionCount(id)).toBe(2);
    const ok = await as.publisher.post(`layouts/${id}/rollback`, {
      body: { version: 1 },
      ifMatch: etag(v2.revision),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(revisionOf(ok)).toBeGreaterThan(v2.revision);
    expect(await versionCount(id)).toBe(3);
  });

  it('schedules: create and cancel need the current ETag', async () => {
    const { id, revision } = await freshLayout(content, { publish: true });
    const request = { at: inFuture(hours(48)), timeZone: 'Europe/Madrid' };
    const missing = await as.publisher.post(`layouts/${id}/schedules`, { body: request });
    expect(missing.statusCode, missing.body).toBe(428);
    const stale = await as.publisher.post(`layouts/${id}/schedules`, {
      body: request,
      ifMatch: etag(revision - 1),
    });
    expect(stale.statusCode, stale.body).toBe(412);
    expect(body<{ current: LayoutDetail }>(stale).current.layout.revision).toBe(revision);
    expect(await content.listSchedules(id)).toHaveLength(0);

    const created = await as.publisher.post(`layouts/${id}/schedules`, {
      body: request,
      ifMatch: etag(revision),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(revisionOf(created)).toBe(revision + 1);
    const schedule = body<{ id: string; status: string }>(created);
    expect(schedule.status).toBe('pending');

    const noMatch = await as.publisher.delete(`layouts/${id}/schedules/${schedule.id}`);
    expect(noMatch.statusCode, noMatch.body).toBe(428);
    const staleCancel = await as.publisher.delete(`layouts/${id}/schedules/${schedule.id}`, {
      ifMatch: etag(revision),
    });
    expect(staleCancel.statusCode, staleCancel.body).toBe(412);
    expect((await content.listSchedules(id))[0]!.status).toBe('pending');
    const cancelled = await as.publisher.delete(`layouts/${id}/schedules/${schedule.id}`, {
      ifMatch: created.headers.etag as string,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(body<{ status: string }>(cancelled).status).toBe('cancelled');
    expect(revisionOf(cancelled)).toBe(revision + 2);
  });

  it('users: PATCH needs the current ETag', async () => {
    const { user } = await createStudioUser(content, PRINCIPALS.viewer);
    const missing = await as.admin.patch(`users/${user.id}`, { body: { role: 'publisher' } });
    expect(missing.statusCode, missing.body).toBe(428);
    const stale = await as.admin.patch(`users/${user.id}`, {
      body: { role: 'publisher' },
      ifMatch: etag(user.revision + 5),
    });
    expect(stale.statusCode, stale.body).toBe(412);
    expect((await content.getUser(user.id))!.role).toBe('viewer');
    const ok = await as.admin.patch(`users/${user.id}`, {
      body: { role: 'publisher' },
      ifMatch: etag(user.revision),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body<StudioUser>(ok).role).toBe('publisher');
    expect(revisionOf(ok)).toBe(user.revision + 1);
  });
});

// ======================================================================== validation

describe('content that fails its schema is never stored', () => {
  it('an out-of-range config field answers 400 naming [index, config, field]', async () => {
    const { id } = await freshLayout(content);
    const before = await detailOf(id);
    const res = await as.editor.put(`layouts/${id}/draft`, {
      body: {
        placements: [
          placement('ok-hero', 'HeroSlider'),
          placement('bad-best', 'BestSellersCarousel', { config: { maxCards: 999 } }),
        ],
      },
      ifMatch: etag(before.revision),
    });
    expect(res.statusCode, res.body).toBe(400);
    const errors = body<{ errors: Array<{ path: Array<string | number>; message: string }> }>(res).errors;
    expect(errors.map((e) => e.path)).toContainEqual([1, 'config', 'maxCards']);
    expect(errors.every((e) => e.message.length > 0)).toBe(true);
    expect(await detailOf(id)).toEqual(before);
  });

  it('an unknown config key answers 400 under [index, config]', async () => {
    const { id } = await freshLayout(content);
    const before = await detailOf(id);
    const res = await as.editor.put(`layouts/${id}/draft`, {
      body: { placements: [placement('odd', 'BestSellersCarousel', { config: { maxCardz: 3 } })] },
      ifMatch: etag(before.revision),
    });
    expect(res.statusCode, res.body).toBe(400);
    const paths = body<{ errors: Array<{ path: Array<string | number> }> }>(res).errors.map((e) => e.path);
    expect(paths.some((p) => p[0] === 0 && p[1] === 'config')).toBe(true);
    expect(await detailOf(id)).toEqual(before);
  });
});

// ======================================================================== CSRF and safe methods

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

// ======================================================================== sign-in

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

describe('sign-in rate limits (3 failures per account, 5 per client address)', () => {
  let limited: Stack;
  let users: Credentials[];
  beforeAll(async () => {
    limited = await startStack({
      env: {
        STUDIO_SCHEDULER_INTERVAL_MS: '0',
        STUDIO_LOGIN_MAX_PER_ACCOUNT: '3',
        STUDIO_LOGIN_MAX_PER_IP: '5',
      },
    });
    users = [];
    for (let i = 0; i < 3; i++) users.push(await createStudioUser(limited.content, PRINCIPALS.viewer));
  });
  afterAll(() => limited?.close());

  const retryAfter = (res: LightMyRequestResponse) => {
    const value = res.headers['retry-after'];
    expect(value, 'Retry-After header').toBeDefined();
    expect(String(value)).toMatch(/^\d+$/);
    return Number(value);
  };

  it('the 4th attempt on one account answers 429 with Retry-After, even with the right password', async () => {
    const [victim] = users;
    for (let i = 0; i < 3; i++) {
      const res = await signInRequest(limited.composer, victim!.email, `wrong-password-${i}-xxxx`, {
        remoteAddress: `10.20.0.${i + 1}`,
      });
      expect(res.statusCode, `attempt ${i + 1}: ${res.body}`).toBe(401);
    }
    const fourth = await signInRequest(limited.composer, victim!.email, victim!.password, {
      remoteAddress: '10.20.0.9',
    });
    expect(fourth.statusCode, fourth.body).toBe(429);
    expect(body<{ code: string }>(fourth).code).toBe('STUDIO_RATE_LIMITED');
    expect(retryAfter(fourth)).toBeGreaterThanOrEqual(1);
    expect(setCookies(fourth).some((c) => /waypoint_studio=[^;]/.test(c))).toBe(false);
    // another account is not affected
    const other = await signInRequest(limited.composer, users[1]!.email, users[1]!.password, {
      remoteAddress: '10.20.0.10',
    });
    expect(other.statusCode, other.body).toBe(200);
  });

  it('one client address trying many accounts is limited; another address is not', async () => {
    const ip = '10.30.0.1';
    for (let i = 0; i < 5; i++) {
      const res = await signInRequest(limited.composer, `guess-${i}@waypoint.test`, 'wrong-password-xxxx', {
        remoteAddress: ip,
      });
      expect(res.statusCode, `attempt ${i + 1}: ${res.body}`).toBe(401);
    }
    const next = await signInRequest(limited.composer, users[2]!.email, users[2]!.password, {
      remoteAddress: ip,
    });
    expect(next.statusCode, next.body).toBe(429);
    expect(retryAfter(next)).toBeGreaterThanOrEqual(1);
    const elsewhere = await signInRequest(limited.composer, users[2]!.email, users[2]!.password, {
      remoteAddress: '10.30.0.2',
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('429s and bad credentials are in the audit log, without the password', async () => {
    const admin = await signIn(limited.composer, await createStudioUser(limited.content, PRINCIPALS.admin), {
      remoteAddress: '10.40.0.1',
    });
    const res = await admin.get('audit?limit=1000');
    expect(res.statusCode, res.body).toBe(200);
    const entries = body<{ entries: AuditRecord[] }>(res).entries;
    const limitedEntries = entries.filter((e) => e.ip === '10.20.0.9' || e.ip === '10.30.0.1');
    expect(limitedEntries.filter((e) => e.outcome !== 'ok').length).toBeGreaterThanOrEqual(6);
    const tooMany = entries.find((e) => e.ip === '10.20.0.9');
    expect(tooMany, 'the 429 is audited').toBeDefined();
    expect(tooMany!.outcome).not.toBe('ok');
    const text = JSON.stringify(entries);
    expect(text).not.toContain('wrong-password');
    for (const u of users) expect(text).not.toContain(u.password);
  });
});

// ======================================================================== audit

describe('audit log', () => {
  it('records every write with actor, action, outcome, ip and time', async () => {
    const started = Date.now() - 1000;
    const at = () => freshIp();
    const ipOf: Record<string, string> = {};
    const step = async (
      action: string,
      fn: (ip: string) => Promise<LightMyRequestResponse>,
      status: number,
    ) => {
      const ip = at();
      ipOf[action] = ip;
      const res = await fn(ip);
      expect(res.statusCode, `${action}: ${res.body.slice(0, 300)}`).toBe(status);
      return res;
    };

    const signInRes = await step(
      'session.create',
      (ip) => signInRequest(app, credentials.admin.email, credentials.admin.password, { remoteAddress: ip }),
      200,
    );
    const admin = new StudioClient(
      app,
      setCookies(signInRes)
        .map((c) => c.split(';')[0])
        .join('; '),
      body<{ csrfToken: string }>(signInRes).csrfToken,
      body<{ user: StudioUser }>(signInRes).user,
    );
    const created = await step(
      'layout.create',
      (ip) =>
        admin.post('layouts', {
          body: { scope: landingScope(unique('audit')), name: 'Audit page' },
          remoteAddress: ip,
        }),
      201,
    );
    const layoutId = body<LayoutDetail>(created).layout.id;
    const saved = await step(
      'draft.save',
      (ip) =>
        admin.put(`layouts/${layoutId}/draft`, {
          body: { placements: [placement('aud-hero', 'HeroSlider')] },
          ifMatch: created.headers.etag as string,
          remoteAddress: ip,
        }),
      200,
    );
    const published = await step(
      'layout.publish',
      (ip) =>
        admin.post(`layouts/${layoutId}/publish`, {
          body: {},
          ifMatch: saved.headers.etag as string,
          remoteAddress: ip,
        }),
      200,
    );
    const rolled = await step(
      'layout.rollback',
      (ip) =>
        admin.post(`layouts/${layoutId}/rollback`, {
          body: { version: 1 },
          ifMatch: published.headers.etag as string,
          remoteAddress: ip,
        }),
      200,
    );
    const scheduled = await step(
      'schedule.create',
      (ip) =>
        admin.post(`layouts/${layoutId}/schedules`, {
          body: { at: inFuture(hours(72)), timeZone: 'Europe/Madrid' },
          ifMatch: rolled.headers.etag as string,
          remoteAddress: ip,
        }),
      201,
    );
    await step(
      'schedule.cancel',
      (ip) =>
        admin.delete(`layouts/${layoutId}/schedules/${body<{ id: string }>(scheduled).id}`, {
          ifMatch: scheduled.headers.etag as string,
          remoteAddress: ip,
        }),
      200,
    );
    const newUserPassword = 'audit-user-secret-password';
    const user = await step(
      'user.create',
      (ip) =>
        admin.post('users', {
          body: { email: `${unique('aud')}@waypoint.test`, password: newUserPassword, role: 'viewer' },
          remoteAddress: ip,
        }),
      201,
    );
    const changedPassword = 'audit-user-changed-password';
    await step(
      'user.update',
      (ip) =>
        admin.patch(`users/${body<StudioUser>(user).id}`, {
          body: { role: 'editor', password: changedPassword },
          ifMatch: user.headers.etag as string,
          remoteAddress: ip,
        }),
      200,
    );
    await step('session.delete', (ip) => admin.delete('session', { remoteAddress: ip }), 204);

    const entries = await auditEntries();
    for (const [action, ip] of Object.entries(ipOf)) {
      const entry = entries.find((e) => e.ip === ip && e.action === action);
      expect(
        entry,
        `${action} from ${ip}: ${JSON.stringify(entries.filter((e) => e.ip === ip))}`,
      ).toBeDefined();
      expect(entry!.outcome).toBe('ok');
      expect(entry!.actor).toBe(credentials.admin.email);
      expect(Date.parse(entry!.at)).toBeGreaterThanOrEqual(started);
      expect(Date.parse(entry!.at)).toBeLessThanOrEqual(Date.now() + 1000);
    }
    for (const action of ['layout.publish', 'layout.rollback']) {
      const entry = entries.find((e) => e.ip === ipOf[action] && e.action === action)!;
      expect(entry.layoutId).toBe(layoutId);
      expect(entry.version).toBe(action === 'layout.publish' ? 1 : 2);
    }
    const text = JSON.stringify(entries);
    for (const secret of [newUserPassword, changedPassword, credentials.admin.password])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/\$scrypt|\$argon2|scrypt:/i);
    for (const e of entries) {
      expect(
        Object.keys(e.details).filter((k) => /hash|salt|^password$|^newPassword$/i.test(k)),
        JSON.stringify(e),
      ).toEqual([]);
    }
  });

  it('records every denial: 401, 403 by role, 403 by reach, CSRF and bad credentials', async () => {
    const { id, revision } = await freshLayout(content);
    const cases: Array<{
      name: string;
      actor: string;
      run: (ip: string) => Promise<LightMyRequestResponse>;
      status: number;
    }> = [
      {
        name: '401',
        actor: 'anonymous',
        status: 401,
        run: (ip) => as.anonymous.get('layouts', { remoteAddress: ip }),
      },
      {
        name: '403 role',
        actor: as.viewer.user!.email,
        status: 403,
        run: (ip) => as.viewer.get('users', { remoteAddress: ip }),
      },
      {
        name: '403 reach',
        actor: as.editorAffiliate2.user!.email,
        status: 403,
        run: (ip) => as.editorAffiliate2.get(`layouts/${id}`, { remoteAddress: ip }),
      },
      {
        name: 'CSRF',
        actor: as.editor.user!.email,
        status: 403,
        run: (ip) =>
          as.editor.put(`layouts/${id}/draft`, {
            body: { placements: [] },
            ifMatch: etag(revision),
            csrf: null,
            remoteAddress: ip,
          }),
      },
      {
        name: 'bad credentials',
        actor: 'anonymous',
        status: 401,
        run: (ip) =>
          signInRequest(app, credentials.viewer.email, 'wrong-password-for-audit', { remoteAddress: ip }),
      },
    ];
    const ips = new Map<string, string>();
    for (const c of cases) {
      const ip = freshIp();
      ips.set(c.name, ip);
      const res = await c.run(ip);
      expect(res.statusCode, `${c.name}: ${res.body}`).toBe(c.status);
    }
    const entries = await auditEntries();
    for (const c of cases) {
      const entry = entries.find((e) => e.ip === ips.get(c.name));
      expect(entry, `${c.name} is audited`).toBeDefined();
      expect(entry!.outcome, c.name).not.toBe('ok');
      if (c.name !== 'bad credentials') expect(entry!.actor, c.name).toBe(c.actor);
      expect(Number.isNaN(Date.parse(entry!.at))).toBe(false);
    }
    const bad = entries.find((e) => e.ip === ips.get('bad credentials'))!;
    expect(['anonymous', credentials.viewer.email]).toContain(bad.actor);
    expect(JSON.stringify(entries)).not.toContain('wrong-password-for-audit');
  });

  it('filters by layout and actor', async () => {
    const { id } = await freshLayout(content);
    const byLayout = await auditEntries(`limit=50&layoutId=${id}`);
    expect(byLayout.length).toBeGreaterThan(0);
    expect(byLayout.every((e) => e.layoutId === id)).toBe(true);
    const byActor = await auditEntries(`limit=50&actor=${encodeURIComponent(credentials.admin.email)}`);
    expect(byActor.length).toBeGreaterThan(0);
    expect(byActor.every((e) => e.actor === credentials.admin.email)).toBe(true);
  });
});

// ======================================================================== publishing the ES home

describe('publish, diff and rollback of the ES home', () => {
  let original: string[];

  it('a publish is live at once on the same instance', async () => {
    original = await mainTypes('/es');
    expect(original.indexOf('HeroSlider')).toBeLessThan(original.indexOf('FlashSaleCarousel'));
    expect(await versionCount(esHome)).toBe(1);

    const read = await as.editor.get(`layouts/${esHome}`);
    const placements = body<LayoutDetail>(read).placements;
    const hero = placements.findIndex((p) => p.blockType === 'HeroSlider');
    const flash = placements.findIndex((p) => p.blockType === 'FlashSaleCarousel');
    const moved = [...placements];
    const [flashPlacement] = moved.splice(flash, 1);
    moved.splice(hero, 0, flashPlacement!);
    const saved = await as.editor.put(`layouts/${esHome}/draft`, {
      body: { placements: moved },
      ifMatch: read.headers.etag as string,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // a saved draft is not live
    expect(await mainTypes('/es')).toEqual(original);

    const published = await as.publisher.post(`layouts/${esHome}/publish`, {
      body: { note: 'flash sale first' },
      ifMatch: saved.headers.etag as string,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(body<{ version: number }>(published).version).toBe(2);
    const live = await mainTypes('/es');
    expect(live.indexOf('FlashSaleCarousel')).toBeLessThan(live.indexOf('HeroSlider'));
  });

  it('the diff between versions 1 and 2 lists a readable move', async () => {
    const res = await as.viewer.get(`layouts/${esHome}/diff?from=1&to=2`);
    expect(res.statusCode, res.body).toBe(200);
    const diff = body<{
      from: unknown;
      to: unknown;
      changes: Array<{ kind: string; blockType: string; summary: string }>;
    }>(res);
    expect(diff.from).toBe(1);
    expect(diff.to).toBe(2);
    const moved = diff.changes.filter((c) => c.kind === 'moved');
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.some((c) => c.blockType === 'FlashSaleCarousel' || c.blockType === 'HeroSlider')).toBe(true);
    for (const c of diff.changes) expect(c.summary.length).toBeGreaterThan(5);
    expect(diff.changes.some((c) => c.kind === 'added' || c.kind === 'removed')).toBe(false);
  });

  it('the versions list grows; a rollback is a new version and restores the page', async () => {
    const versions = await as.viewer.get(`layouts/${esHome}/versions`);
    const list = body<{ versions: Array<{ version: number; current: boolean; note: string | null }> }>(
      versions,
    ).versions;
    expect(list.map((v) => v.version)).toEqual([2, 1]);
    expect(list[0]!.current).toBe(true);
    expect(list[0]!.note).toBe('flash sale first');

    const { revision } = await detailOf(esHome);
    const res = await as.publisher.post(`layouts/${esHome}/rollback`, {
      body: { version: 1 },
      ifMatch: etag(revision),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ version: number }>(res).version).toBe(3);
    const after = body<{ versions: Array<{ version: number; rollbackOf: number | null; current: boolean }> }>(
      await as.viewer.get(`layouts/${esHome}/versions`),
    ).versions;
    expect(after.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(after[0]).toMatchObject({ rollbackOf: 1, current: true });
    expect(await mainTypes('/es')).toEqual(original);
    const v1 = body<{ placements: Placement[] }>(
      await as.viewer.get(`layouts/${esHome}/versions/1`),
    ).placements;
    const v3 = body<{ placements: Placement[] }>(
      await as.viewer.get(`layouts/${esHome}/versions/3`),
    ).placements;
    expect(v3).toEqual(v1);
    // the draft is the rolled-back copy too
    expect((await detailOf(esHome)).detail.placements).toEqual(v1);
  });
});

// ======================================================================== landing pages

describe('landing pages', () => {
  it('is a 404 page until published, then a page titled with the layout name', async () => {
    const name = 'Ofertas de primavera';
    const created = await as.editor.post('layouts', { body: { scope: landingScope('spring-deals'), name } });
    expect(created.statusCode, created.body).toBe(201);
    const detail = body<LayoutDetail>(created);
    expect(detail.layout.path).toBe('/es/landingPage/spring-deals');
    expect(detail.layout.publishedVersion).toBeNull();
    const saved = await as.editor.put(`layouts/${detail.layout.id}/draft`, {
      body: {
        placements: [
          placement('spring-hero', 'HeroSlider'),
          placement('spring-best', 'BestSellersCarousel', { config: { maxCards: 4 } }),
        ],
      },
      ifMatch: created.headers.etag as string,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const before = await app.inject({ url: '/v1/pages/es/landingPage/spring-deals' });
    expect(before.statusCode, before.body.slice(0, 300)).toBe(404);

    const published = await as.publisher.post(`layouts/${detail.layout.id}/publish`, {
      body: {},
      ifMatch: saved.headers.etag as string,
    });
    expect(published.statusCode, published.body).toBe(200);

    const after = await app.inject({ url: '/v1/pages/es/landingPage/spring-deals' });
    expect(after.statusCode, after.body.slice(0, 300)).toBe(200);
    const tree = body<{
      page: { kind: string; title: string; breadcrumbs: Array<{ title: string; link: string }> };
      regions: { main: Block[] };
    }>(after);
    expect(tree.page.kind).toBe('landing');
    expect(tree.page.title).toBe(name);
    const home = body<{ page: { breadcrumbs: Array<{ title: string }> } }>(
      await app.inject({ url: '/v1/pages/es' }),
    );
    expect(tree.page.breadcrumbs).toEqual([
      { title: home.page.breadcrumbs[0]!.title, link: '/es' },
      { title: name, link: '/es/landingPage/spring-deals' },
    ]);
    expect(tree.regions.main.map((b) => b.type)).toContain('HeroSlider');
    // other markets have no such page
    expect((await app.inject({ url: '/v1/pages/fr/landingPage/spring-deals' })).statusCode).toBe(404);
  });
});

// ======================================================================== explain

describe('explain', () => {
  let version: number;

  beforeAll(async () => {
    const { detail, revision } = await detailOf(esHome);
    const placements = [
      ...detail.placements,
      placement('explain-fr-only', 'PromiseSection', { audience: { markets: ['fr'] } }),
      placement('explain-next-month', 'BrandStory', {
        schedule: { from: inFuture(hours(24 * 30)), until: null, timeZone: 'Europe/Madrid' },
      }),
    ];
    const saved = await as.editor.put(`layouts/${esHome}/draft`, {
      body: { placements },
      ifMatch: etag(revision),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await as.publisher.post(`layouts/${esHome}/publish`, {
      body: {},
      ifMatch: saved.headers.etag as string,
    });
    expect(published.statusCode, published.body).toBe(200);
    version = body<{ version: number }>(published).version;
  });

  it('without a studio session ?explain=1 adds nothing', async () => {
    const res = await app.inject({ url: '/v1/pages/es?explain=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('"explain"');
    const forged = await app.inject({
      url: '/v1/pages/es?explain=1',
      headers: { cookie: 'waypoint_studio=forged' },
    });
    expect(forged.body).not.toContain('"explain"');
  });

  it('with a studio session every block names its layout, version and placement; left-out placements name the rule', async () => {
    const res = await app.inject({ url: '/v1/pages/es?explain=1', headers: { cookie: as.viewer.cookie! } });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(String(res.headers['cache-control'])).toMatch(/private|no-store/);
    const tree = body<{
      regions: Record<string, Block[]>;
      explain: {
        layoutId: string;
        version: number;
        excluded: Array<{ placementId: string; rule: string; reason: string }>;
      };
    }>(res);
    const top = Object.values(tree.regions).flat();
    expect(top.length).toBeGreaterThan(5);
    for (const block of top) {
      expect(block.explain, `${block.type} ${block.id}`).toMatchObject({ layoutId: esHome, version });
      expect(typeof block.explain!.placementId).toBe('string');
    }
    expect(top.map((b) => b.explain!.placementId)).toContain('home-es-hero');
    expect(tree.explain.layoutId).toBe(esHome);
    expect(tree.explain.version).toBe(version);
    expect(tree.explain.excluded).toContainEqual(
      expect.objectContaining({ placementId: 'explain-fr-only', rule: 'audience.markets' }),
    );
    expect(tree.explain.excluded).toContainEqual(
      expect.objectContaining({ placementId: 'explain-next-month', rule: 'schedule.from' }),
    );
    // the cached page for travellers stays free of explain
    expect((await app.inject({ url: '/v1/pages/es' })).body).not.toContain('"explain"');
  });
});

// ======================================================================== preview

describe('preview', () => {
  const nextWeek = new Date(Date.now() + hours(24 * 7)).toISOString();

  beforeAll(async () => {
    const { detail, revision } = await detailOf(esHome);
    const placements = [
      ...detail.placements,
      // BrandStory shows on a partner's phone (SearchSection would be hidden there by its resolver)
      placement('preview-next-week', 'BrandStory', {
        schedule: {
          from: inFuture(hours(24 * 6)),
          until: inFuture(hours(24 * 8)),
          timeZone: 'Europe/Madrid',
        },
      }),
    ];
    const saved = await as.editor.put(`layouts/${esHome}/draft`, {
      body: { placements },
      ifMatch: etag(revision),
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  const placementIds = (tree: { regions: Record<string, Block[]> }) =>
    allBlocks(tree).map((b) => b.explain?.placementId ?? b.id);

  it('composes the draft for a partner on a phone as of next week', async () => {
    const res = await as.viewer.get(`layouts/${esHome}/preview`, {
      query: { market: 'es', affiliateId: '2', siteKind: 'partner', device: 'mobile', asOf: nextWeek },
    });
    expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
    const tree = body<{
      context: { site: { affiliateId: number; kind: string }; device: string; market: string };
      regions: Record<string, Block[]>;
    }>(res);
    expect(tree.context.market).toBe('es');
    expect(tree.context.site.affiliateId).toBe(2);
    expect(tree.context.site.kind).toBe('partner');
    expect(tree.context.device).toBe('mobile');
    expect(placementIds(tree)).toContain('preview-next-week');
    // the draft is not live
    const live = await app.inject({ url: '/v1/pages/es?explain=1', headers: { cookie: as.viewer.cookie! } });
    expect(placementIds(body(live))).not.toContain('preview-next-week');
  });

  it('without asOf (now) the next-week placement is absent', async () => {
    const res = await as.viewer.get(`layouts/${esHome}/preview`, {
      query: { market: 'es', affiliateId: '2', siteKind: 'partner', device: 'mobile' },
    });
    expect(res.statusCode, res.body.slice(0, 400)).toBe(200);
    const tree = body<{
      regions: Record<string, Block[]>;
      explain: { excluded: Array<{ placementId: string; rule: string }> };
    }>(res);
    expect(placementIds(tree)).not.toContain('preview-next-week');
    expect(tree.explain.excluded).toContainEqual(
      expect.objectContaining({ placementId: 'preview-next-week', rule: 'schedule.from' }),
    );
  });

  it('says when travellers with the audience are served another layout, and not when they get this one', async () => {
    const partnerLayout = (await content.listLayouts({ pageKey: 'home' })).find(
      (l) => l.scope.affiliateId === 2,
    )!;
    const asPartner = await as.viewer.get(`layouts/${esHome}/preview`, {
      query: { market: 'es', affiliateId: '2', siteKind: 'partner' },
    });
    expect(body<{ explain: { note?: string } }>(asPartner).explain.note).toBe(
      `Travellers with this audience are served "${partnerLayout.name}", not this layout: the preview shows how this draft would look to them.`,
    );
    const asTraveller = await as.viewer.get(`layouts/${esHome}/preview`, { query: { market: 'es' } });
    expect(body<{ explain: { note?: string } }>(asTraveller).explain.note).toBeUndefined();
  });

  it('rejects a bad audience with 400', async () => {
    const res = await as.viewer.get(`layouts/${esHome}/preview`, { query: { market: 'xx' } });
    expect(res.statusCode).toBe(400);
  });
});

// ======================================================================== OpenAPI

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 with a path for every endpoint and none of the page API', async () => {
    const res = await app.inject({ url: `${STUDIO}/openapi.json` });
    expect(res.statusCode).toBe(200);
    const doc = body<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(res);
    expect(doc.openapi).toMatch(/^3\.1\./);
    const missing: string[] = [];
    // the document describes the API, not itself
    for (const e of ENDPOINTS.filter((x) => x.path !== '/openapi.json')) {
      const path = `${STUDIO}${e.path.replace(/:(\w+)/g, '{$1}')}`;
      if (!doc.paths[path]?.[e.method.toLowerCase()]) missing.push(`${e.method} ${path}`);
    }
    expect(missing, `present: ${Object.keys(doc.paths).join(', ')}`).toEqual([]);
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith(`${STUDIO}/`))).toEqual([]);
  });
});

// ======================================================================== scheduled publishing

describe('scheduled publishing (real PostgreSQL, two composers)', () => {
  const schema = uniqueName('studio_sched');
  let pgStack: Stack;
  let secondContent: ContentStore;
  let second: FastifyInstance;
  let publisher: StudioClient;
  let editor: StudioClient;

  beforeAll(async () => {
    await requirePostgres();
    pgStack = await startStack({
      databaseUrl: DATABASE_URL,
      schema,
      env: { STUDIO_SCHEDULER_INTERVAL_MS: '0' },
    });
    secondContent = await openContentStore({ databaseUrl: DATABASE_URL, schema, logger: silentLogger });
    second = await build({
      env: loadEnv({ LOG_LEVEL: 'silent', STUDIO_SCHEDULER_INTERVAL_MS: '0' }),
      upstreamUrl: pgStack.sandboxUrl,
      content: secondContent,
      logger: false,
    });
    await second.ready();
    publisher = await signIn(pgStack.composer, await createStudioUser(pgStack.content, PRINCIPALS.publisher));
    editor = await signIn(pgStack.composer, await createStudioUser(pgStack.content, PRINCIPALS.editor));
  });
  afterAll(async () => {
    await second?.close();
    await secondContent?.close();
    await pgStack?.close();
    await dropSchema(schema);
  });

  async function scheduleDraft(id: string, placements: Placement[], inMs: number) {
    const read = await editor.get(`layouts/${id}`);
    const saved = await editor.put(`layouts/${id}/draft`, {
      body: { placements },
      ifMatch: read.headers.etag as string,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const at = new Date(Date.now() + inMs);
    const res = await publisher.post(`layouts/${id}/schedules`, {
      body: { at: at.toISOString(), timeZone: 'Europe/Madrid', note: 'campaign' },
      ifMatch: saved.headers.etag as string,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { at, schedule: body<{ id: string; status: string }>(res) };
  }

  it('publishes the snapshot after its time, exactly once across instances', async () => {
    const { id, slug } = await freshLayout(pgStack.content, {
      publish: true,
      placements: [placement('s-hero', 'HeroSlider')],
    });
    const pagePath = `/v1/pages/es/landingPage/${slug}`;
    const types = async () =>
      body<{ regions: { main: Block[] } }>(await pgStack.composer.inject({ url: pagePath })).regions.main.map(
        (b) => b.type,
      );
    expect(await types()).toEqual(['HeroSlider']);

    const { at, schedule } = await scheduleDraft(
      id,
      [placement('s-hero', 'HeroSlider'), placement('s-search', 'SearchSection')],
      1500,
    );
    expect(schedule.status).toBe('pending');
    // a draft edited after scheduling is not what gets published
    const read = await editor.get(`layouts/${id}`);
    const later = await editor.put(`layouts/${id}/draft`, {
      body: { placements: [placement('s-promise', 'PromiseSection')] },
      ifMatch: read.headers.etag as string,
    });
    expect(later.statusCode, later.body).toBe(200);

    // not yet due
    await pgStack.composer.runSchedules();
    expect((await pgStack.content.listVersions(id)).length).toBe(1);

    await sleep(Math.max(0, at.getTime() - Date.now()) + 150);
    await pgStack.composer.runSchedules();
    const versions = await pgStack.content.listVersions(id);
    expect(versions.length).toBe(2);
    expect(await types()).toEqual(['HeroSlider', 'SearchSection']);
    const list = body<{
      schedules: Array<{ id: string; status: string; version: number | null; firedAt: string | null }>;
    }>(await publisher.get(`layouts/${id}/schedules`)).schedules;
    expect(list.find((s) => s.id === schedule.id)).toMatchObject({ status: 'published', version: 2 });

    // again, and from the second instance at the same time: nothing more
    await Promise.all([
      pgStack.composer.runSchedules(),
      second.runSchedules(),
      pgStack.composer.runSchedules(),
    ]);
    expect((await pgStack.content.listVersions(id)).length).toBe(2);
  });

  it('two instances polling together publish a due publication once', async () => {
    const { id } = await freshLayout(pgStack.content, {
      publish: true,
      placements: [placement('t-hero', 'HeroSlider')],
    });
    const { at } = await scheduleDraft(id, [placement('t-search', 'SearchSection')], 1000);
    await sleep(Math.max(0, at.getTime() - Date.now()) + 150);
    await Promise.all([second.runSchedules(), pgStack.composer.runSchedules()]);
    const versions = await pgStack.content.listVersions(id);
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    const entries = await pgStack.content.auditLog({ layoutId: id, limit: 50 });
    expect(entries.filter((e) => e.action === 'schedule.publish' && e.outcome === 'ok')).toHaveLength(1);
    expect(entries.find((e) => e.action === 'schedule.publish')!.actor).toBe('scheduler');
  });
});
