/**
 * Fuzzing the studio API, and its contract listing every status it answers: random ids, queries, bodies,
 * content types and If-Match values at every operation of the OpenAPI document, signed in as an admin (with
 * the CSRF token) and anonymous. Never a 500, never a status the document does not list for that operation,
 * every error body in the documented shape; and every operation's observed statuses are among those it
 * documents.
 */
import { StudioError } from '@waypoint/schemas';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../../test/stack.ts';
import { createStudioUser, PRINCIPALS, STUDIO, type StudioClient, signIn } from '../../test/studio-client.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Operation {
  method: Method;
  /** The OpenAPI path, with {id}-style parameters. */
  path: string;
  documented: Set<number>;
  params: string[];
  query: string[];
  hasBody: boolean;
}

let stack: Stack;
let app: FastifyInstance;
let admin: StudioClient;
let operations: Operation[];
let known: { layout: string; user: string; schedule: string };
const observed = new Map<string, Set<number>>();

beforeAll(async () => {
  stack = await startStack({ env: { STUDIO_SCHEDULER_INTERVAL_MS: '0' } });
  app = stack.composer;
  admin = await signIn(app, await createStudioUser(stack.content, PRINCIPALS.admin));
  const other = await createStudioUser(stack.content, PRINCIPALS.editor);
  const layout = (await stack.content.listLayouts({ pageKey: 'home' }))[0]!.id;
  known = { layout, user: other.user.id, schedule: '00000000-0000-4000-8000-000000000000' };
  const doc = (await app.inject({ url: `${STUDIO}/openapi.json` })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          responses: Record<string, unknown>;
          parameters?: Array<{ in: string; name: string }>;
          requestBody?: unknown;
        }
      >
    >;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as Method,
      path,
      documented: new Set(Object.keys(op.responses).map(Number)),
      params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      hasBody: op.requestBody !== undefined || method !== 'get',
    })),
  );
});
afterAll(() => stack?.close());

// ---------------------------------------------------------------- arbitraries

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', 'draft', '1', '-1', '0', 'null', '9'.repeat(30), 'é€😀', '\u0000', '\u0001x', '../x'),
);

/** A path segment: a real id, a uuid, random text, or something the router itself refuses. */
const segment = (real: () => string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(null).map(() => encodeURIComponent(real())) },
    { weight: 2, arbitrary: fc.uuid().map(encodeURIComponent) },
    { weight: 4, arbitrary: text.map(encodeURIComponent) },
    { weight: 2, arbitrary: fc.constantFrom('%00', '%E0', '%', 'a'.repeat(101), '1'.repeat(12)) },
  );

const json = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      scope: fc.record({ pageKey: text, market: text, affiliateId: fc.integer(), siteKind: text }),
      name: text,
      placements: fc.array(fc.record({ id: text, blockType: text, config: fc.object({ maxDepth: 1 }) })),
      note: text,
      version: fc.oneof(fc.integer(), text),
      at: fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        text,
      ),
      timeZone: fc.constantFrom('Europe/Madrid', 'Mars/Base', ''),
      email: text,
      password: text,
      role: fc.constantFrom('viewer', 'editor', 'publisher', 'admin', 'root'),
      disabled: fc.boolean(),
      markets: fc.array(text, { maxLength: 2 }),
    },
    { requiredKeys: [] },
  ),
);

const body = fc.oneof(
  {
    weight: 6,
    arbitrary: json.map((value) => ({ type: 'application/json', payload: JSON.stringify(value) })),
  },
  { weight: 1, arbitrary: text.map((t) => ({ type: 'application/json', payload: `{"broken": ${t}` })) },
  { weight: 1, arbitrary: text.map((t) => ({ type: 'text/plain', payload: t })) },
  { weight: 1, arbitrary: text.map((t) => ({ type: 'application/xml', payload: `<a>${t}</a>` })) },
  { weight: 1, arbitrary: fc.constant({ type: 'application/json', payload: 'x'.repeat(1_100_000) }) },
);

const ifMatch = fc.oneof(fc.constantFrom('"1"', '"2"', '*', 'W/"1"', '"abc"', ''), text);

const request = fc.record({
  segments: fc.array(
    segment(() => known.layout),
    { minLength: 3, maxLength: 3 },
  ),
  useKnown: fc.boolean(),
  query: fc.dictionary(
    fc.constantFrom(
      'limit',
      'actor',
      'layoutId',
      'outcome',
      'from',
      'to',
      'pageKey',
      'market',
      'device',
      'asOf',
      'x',
    ),
    text,
    { maxKeys: 3 },
  ),
  body,
  ifMatch,
  caller: fc.constantFrom('anonymous', 'admin', 'admin without CSRF token'),
});

// ---------------------------------------------------------------- checks

type Input = typeof request extends fc.Arbitrary<infer T> ? T : never;

function urlOf(op: Operation, input: Input): string {
  let i = 0;
  const path = op.path.replace(/\{(\w+)\}/g, (_all, name: string) => {
    const seg = input.segments[i++]!;
    if (!input.useKnown) return seg;
    if (name === 'id')
      return encodeURIComponent(op.path.startsWith(`${STUDIO}/users`) ? known.user : known.layout);
    if (name === 'sid') return known.schedule;
    if (name === 'version') return '1';
    return seg;
  });
  const query = new URLSearchParams(input.query).toString();
  return query ? `${path}?${query}` : path;
}

async function send(op: Operation, input: Input): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (input.caller !== 'anonymous') {
    headers.cookie = admin.cookie!;
    if (op.method !== 'GET' && input.caller === 'admin') headers['x-csrf-token'] = admin.csrfToken!;
  }
  if (input.ifMatch) headers['if-match'] = input.ifMatch;
  const withBody = op.method !== 'GET' && op.hasBody;
  if (withBody) headers['content-type'] = input.body.type;
  return app.inject({
    method: op.method,
    url: urlOf(op, input),
    headers,
    ...(withBody ? { payload: input.body.payload } : {}),
  });
}

/** Operations that would end the admin's session or lock it out are fuzzed anonymously only. */
const endsSession = (op: Operation) => op.method === 'DELETE' && op.path === `${STUDIO}/session`;

describe('studio API fuzz (fast-check, every operation of the OpenAPI document)', () => {
  it('covers the document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
  });

  it('never answers 500 or an undocumented status; every error body has the documented shape', async () => {
    for (const op of operations) {
      const key = `${op.method} ${op.path}`;
      const seen = observed.get(key) ?? new Set<number>();
      observed.set(key, seen);
      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          const res = await send(op, endsSession(op) ? { ...input, caller: 'anonymous' as const } : input);
          seen.add(res.statusCode);
          const where = `${key} ${urlOf(op, input).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).not.toBe(500);
          expect(op.documented.has(res.statusCode), `undocumented: ${where}`).toBe(true);
          if (res.statusCode >= 400) {
            expect(StudioError.safeParse(res.json()).success, `error shape: ${where}`).toBe(true);
            expect(res.body, where).not.toMatch(/byte sequence|syntax error|relation "|pglite|postgres/i);
          }
        }),
        { numRuns: 30 },
      );
    }
  }, 120_000);

  it('each operation answered only statuses it documents (observed ⊆ documented)', () => {
    const undocumented = operations.flatMap((op) =>
      [...(observed.get(`${op.method} ${op.path}`) ?? [])]
        .filter((s) => !op.documented.has(s))
        .map((s) => `${op.method} ${op.path}: ${s}`),
    );
    expect(undocumented).toEqual([]);
    if (process.env.FUZZ_REPORT)
      console.log([...observed].map(([k, v]) => `${k}: ${[...v].sort().join(' ')}`).join('\n'));
    // Past the door: every operation fuzzed as the admin answered something other than 401.
    const signedIn = operations.filter((op) => !endsSession(op));
    const stuckAt401 = signedIn.filter(
      (op) => ![...(observed.get(`${op.method} ${op.path}`) ?? [])].some((s) => s !== 401),
    );
    expect(stuckAt401.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });
});
