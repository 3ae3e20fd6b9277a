/**
 * The endpoint table of the studio brief, for the studio API tests: each endpoint with the permission it
 * needs, whether it is scope-checked against the ES market layout, its answer when allowed and how to
 * call it; the role matrix (every endpoint x every principal) with the status each call must answer; and
 * the published JSON Schema each answer must validate against.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { publishedValidator } from './published-schema.ts';
import { app, content, credentials, esHome, hours, inFuture } from './studio-api.ts';
import {
  type Credentials,
  createStudioUser,
  etag,
  freshLayout,
  landingScope,
  PRINCIPALS,
  type PrincipalName,
  placement,
  StudioClient,
  signIn,
  unique,
} from './studio-client.ts';

export type Permission = 'public' | 'signedIn' | 'viewer' | 'editor' | 'publisher' | 'admin';
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

export interface Call {
  url: string;
  body?: unknown;
  ifMatch?: string;
  /** Another client for this call (a fresh session, so DELETE /session ends only that one). */
  client?: StudioClient;
  /** A layout the call writes to: a refused call must leave its revision as it was. */
  writes?: string;
}

export interface Endpoint {
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

export const ENDPOINTS: Endpoint[] = [
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

export const MATRIX = ENDPOINTS.flatMap((endpoint) =>
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
export function expectPublishedShape(name: string, res: LightMyRequestResponse): void {
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
