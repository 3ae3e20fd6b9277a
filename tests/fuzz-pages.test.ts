/**
 * Fuzzing the page and action APIs: random paths, queries, cookies and hosts at the page API
 * (`GET /v1/pages/*`, `GET /v1/patch`) and random action inputs at `POST /v1/actions/*`, derived from
 * the actions' zod schemas (tests/support/zod-arbitrary.ts) and mixed with values that break them, through
 * the composer with the real sandbox. Never a 500, never a status the API does not document, every
 * error in the documented shape (`ApiError`; an action's refusal as `ActionResponse` with `errors`).
 *
 * Documented statuses (ARCHITECTURE.md "Actions", docs/errors.md):
 * - pages: 200, redirects (301, 302, 303, 307, 308), 400 (bad request, NUL byte), 404 (a not-found page),
 *   410 (a page that is gone), 500 only as the spec's error page itself (`/<market>/500`, a PageTree of
 *   kind 'error', never an ApiError), 503 (shedding, stopping);
 * - actions: 200, 400, 404 (unknown action), 409, 410, 422 (refused input), 502 and 504 (an upstream
 *   failure, a typed error with the spec's code), 503.
 */
import { ActionResponse, ApiError, PageTree } from '@waypoint/schemas';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS } from '../composer/src/actions/actions.gen.ts';
import { type Stack, startStack } from './support/stack.ts';
import { anyJson, arbitraryOf } from './support/zod-arbitrary.ts';

const PAGE_STATUSES = new Set([200, 301, 302, 303, 307, 308, 400, 404, 410, 500, 503]);
const ACTION_STATUSES = new Set([200, 400, 404, 409, 410, 422, 502, 504, 503]);
const RUNS = Number(process.env.FUZZ_RUNS ?? 250);
/** A fixed seed by default (reproducible in CI); FUZZ_SEED varies it. */
const SEED = Number(process.env.FUZZ_SEED ?? 12);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
}, 60_000);
afterAll(() => stack?.close());

const KENYA = '/us/africa/kenya/12-safari-and-wildlife-nairobi-naivasha-and-mombasa';
const MARKETS = ['us', 'es', 'fr', 'de', 'uk', 'mx', 'zz', 'US', ''];
const WORDS = [
  'africa',
  'kenya',
  'product',
  '12',
  '404',
  '500',
  'budget',
  'ticket',
  'pdf',
  'checkout',
  'x.pdf',
];
const QUERY_FLAGS = [
  'lang',
  'errorCode',
  'advisor_token',
  'utm_reseller',
  'utm_source',
  'explain',
  'product',
  'adults',
  'children',
  'babies',
  'city',
  'category',
  'month',
  'date',
  'flights',
  'checkout',
  'token',
];
const HOSTS = [
  'www.localhost:3000',
  'sales.localhost:3000',
  'advisors.localhost',
  'viajes.localhost:3000',
  'localhost',
  '127.0.0.1:3000',
  'sales.localhost:3000@evil.example',
];

/** Any text, percent-encoded as a URL carries it (invalid escapes and raw reserved characters too). */
const urlText = fc.oneof(
  fc.string({ maxLength: 12, unit: 'grapheme' }).map(encodeURIComponent),
  fc
    .uint8Array({ maxLength: 6 })
    .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
  fc.constantFrom('%', '%zz', '%E2%82', '..', '.', '//', '%2F', '%00', '+', '%0D%0A', '~', ';', '*'),
);
const segment = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...WORDS) },
  { weight: 1, arbitrary: urlText },
);
const sitePath = fc.oneof(
  fc.constantFrom('/us', '/es', KENYA, `${KENYA}?adults=2`, '/us/404', '/us/500'),
  fc
    .tuple(fc.constantFrom(...MARKETS), fc.array(segment, { maxLength: 4 }), fc.boolean())
    .map(([market, rest, slash]) => `/${[market, ...rest].join('/')}${slash ? '/' : ''}`),
);
const query = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...QUERY_FLAGS), urlText),
      fc.oneof(fc.constantFrom('1', '2', 'es', 'P_1'), urlText),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`));
const cookieValue = fc.oneof(fc.constantFrom('es', 'en', '1', 'x'), urlText);
const cookies = fc
  .array(
    fc.tuple(fc.constantFrom('wp_lang', 'lang', 'wp_session', 'utm_reseller', 'advisor', 'x'), cookieValue),
    {
      maxLength: 3,
    },
  )
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('; '));
/** Host header text: valid header characters only (anything else never leaves a client). */
const host = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTS) },
  {
    weight: 1,
    arbitrary: fc.string({ maxLength: 30, unit: 'binary-ascii' }).map((h) => h.replace(/[^\x21-\x7e]/g, '')),
  },
);
const headersOf = (h: string, cookie: string) => ({
  ...(h ? { host: h } : {}),
  ...(cookie ? { cookie } : {}),
});

function describeAnswer(res: LightMyRequestResponse) {
  return `${res.statusCode} ${res.body.slice(0, 300)}`;
}

/** An error answer is `ApiError`; a page answer a `PageTree`; a redirect has a Location. */
function checkPageAnswer(res: LightMyRequestResponse) {
  expect(PAGE_STATUSES.has(res.statusCode), describeAnswer(res)).toBe(true);
  if (res.statusCode >= 300 && res.statusCode < 400) {
    expect(res.headers.location, describeAnswer(res)).toBeTruthy();
    return;
  }
  if (res.headers['content-type']?.toString().startsWith('application/pdf')) return;
  const body = res.json() as Record<string, unknown>;
  if ('regions' in body) {
    const page = PageTree.safeParse(body);
    expect(page.success, describeAnswer(res)).toBe(true);
    // The spec's error page (`/<market>/500`) is the one page answered with 500, by design.
    if (res.statusCode === 500) expect(page.data?.page.kind, describeAnswer(res)).toBe('error');
  } else {
    expect(res.statusCode, describeAnswer(res)).not.toBe(500);
    expect(ApiError.safeParse(body).success, describeAnswer(res)).toBe(true);
  }
}

function checkActionAnswer(res: LightMyRequestResponse) {
  expect(ACTION_STATUSES.has(res.statusCode), describeAnswer(res)).toBe(true);
  const body = res.json() as Record<string, unknown>;
  if ([200, 409, 410, 422].includes(res.statusCode)) {
    expect(ActionResponse.safeParse(body).success, describeAnswer(res)).toBe(true);
    if (res.statusCode !== 200) expect(body.errors, describeAnswer(res)).toBeTruthy();
  } else {
    expect(ApiError.safeParse(body).success, describeAnswer(res)).toBe(true);
  }
}

describe('fuzzing the page API', () => {
  it('GET /v1/pages/<random path, query, cookies, host>', async () => {
    await fc.assert(
      fc.asyncProperty(sitePath, query, cookies, host, async (path, q, cookie, h) => {
        const url = `/v1/pages${path}${path.includes('?') ? q.replace('?', '&') : q}`;
        checkPageAnswer(await stack.composer.inject({ url, headers: headersOf(h, cookie) }));
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, 60_000);

  it('GET /v1/patch?from=<random>&to=<random>', async () => {
    await fc.assert(
      fc.asyncProperty(sitePath, sitePath, host, async (from, to, h) => {
        const url = `/v1/patch?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
        const res = await stack.composer.inject({ url, headers: headersOf(h, '') });
        expect([200, 400, 503].includes(res.statusCode), describeAnswer(res)).toBe(true);
        if (res.statusCode === 200) expect(ActionResponse.safeParse(res.json()).success).toBe(true);
        else expect(ApiError.safeParse(res.json()).success, describeAnswer(res)).toBe(true);
      }),
      { numRuns: Math.ceil(RUNS / 3), seed: SEED },
    );
  }, 60_000);
});

describe('fuzzing the action API', () => {
  const names = Object.keys(ACTIONS);
  /** A name and an input from its schema (mostly valid), or a random name and anything. */
  const action = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .constantFrom(...names)
        .chain((name) => fc.tuple(fc.constant(name), arbitraryOf(ACTIONS[name]!.input))),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(
        fc.oneof(urlText, fc.constantFrom('__proto__', 'constructor', 'toString')),
        anyJson,
      ),
    },
  );
  // Mostly the trip page, where the trip actions are carried (so that inputs reach the handlers).
  const actionPath = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(KENYA, `${KENYA}?adults=2&date=2031-05-04`, `${KENYA}?city=1`) },
    { weight: 1, arbitrary: sitePath },
  );
  const body = fc.oneof(
    { weight: 6, arbitrary: fc.tuple(actionPath, fc.constant(true)) },
    { weight: 1, arbitrary: fc.tuple(anyJson, fc.constant(false)) },
  );

  it('POST /v1/actions/<name> with random { path, input }, cookies and host', async () => {
    await fc.assert(
      fc.asyncProperty(action, body, cookies, host, async ([name, input], [path, wrapped], cookie, h) => {
        const payload = wrapped ? { path, input } : path;
        const res = await stack.composer.inject({
          method: 'POST',
          url: `/v1/actions/${name}`,
          headers: { ...headersOf(h, cookie), 'content-type': 'application/json' },
          payload: JSON.stringify(payload ?? null),
        });
        checkActionAnswer(res);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, 60_000);
});
