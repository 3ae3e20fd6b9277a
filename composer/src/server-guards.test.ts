/**
 * The composer as a server: forwarded headers count only from TRUST_PROXY (over
 * real HTTP: injected requests are trusted by design), NUL bytes are refused before any work and no
 * answer carries an internal message, and /metrics is off the public port.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from '@waypoint/schemas';
import { trustProxyOption } from '@waypoint/service-kit/trust-proxy';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Stack, silentLogger, startStack } from '../test/stack.ts';
import { clientOf } from './client.ts';
import { startProbeThread } from './health/probe-thread.ts';
import { build, loadEnv } from './index.ts';
import { errorHandler } from './routes/error-handler.ts';
import { listenMetrics } from './serve.ts';

const METRICS_TOKEN = 'hardening-metrics-token-0123456789';

let stack: Stack;
/** A second composer on the same sandbox and store, trusting one proxy hop at 127.0.0.1. */
let trusting: FastifyInstance;
let plainUrl: string;
let trustingUrl: string;

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

beforeAll(async () => {
  stack = await startStack({ env: { METRICS_TOKEN } });
  await stack.composer.listen({ port: 0, host: '127.0.0.1' });
  plainUrl = urlOf(stack.composer);
  trusting = await build({
    env: loadEnv({ LOG_LEVEL: 'silent', TRUST_PROXY: '127.0.0.1' }),
    upstreamUrl: stack.sandboxUrl,
    content: stack.content,
    logger: silentLogger,
  });
  await trusting.listen({ port: 0, host: '127.0.0.1' });
  trustingUrl = urlOf(trusting);
});
afterAll(async () => {
  await trusting?.close();
  await stack?.close();
});

/** A GET with exactly these headers (fetch would not send a Host of our choosing). */
function httpGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; location: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
      })
      .on('error', reject);
  });
}

/** The upstream calls the sandbox has counted so far. */
async function upstreamCalls(): Promise<number> {
  const stats = (await stack.sandbox.inject({ url: '/__stats' })).json() as { data: Record<string, number> };
  return Object.values(stats.data).reduce((sum, n) => sum + n, 0);
}

describe('TRUST_PROXY: forwarded headers count only from a configured hop', () => {
  // A visitor on the www site forges the headers that would make it the sales site over https.
  const forged = {
    'x-forwarded-host': 'sales.localhost:3000',
    'x-forwarded-proto': 'https',
    'x-forwarded-for': '203.0.113.7',
  };

  it('by default a forged X-Forwarded-Host and -Proto change nothing (no sales redirect)', async () => {
    const honest = await httpGet(`${plainUrl}/v1/pages/us`, { host: 'www.localhost:3000' });
    const lying = await httpGet(`${plainUrl}/v1/pages/us`, { host: 'www.localhost:3000', ...forged });
    expect(honest.status).toBe(200);
    expect(lying.status).toBe(200);
    expect(lying.location).toBeUndefined();
    expect(lying.body).toContain('"canonical":"http://www.localhost:3000/us"');
  });

  it('with TRUST_PROXY=127.0.0.1 the proxy is believed: the sales site over https', async () => {
    const res = await httpGet(`${trustingUrl}/v1/pages/us`, { host: 'www.localhost:3000', ...forged });
    expect(res.status).toBe(302);
    expect(res.location).toBe('https://www.localhost:3000/us?errorCode=ERR_SALES_AUTH');
  });

  it.each([
    [undefined, { ip: '127.0.0.1', protocol: 'http', host: 'www.localhost:3000' }],
    ['1', { ip: '203.0.113.7', protocol: 'https', host: 'sales.localhost:3000' }],
    ['127.0.0.1', { ip: '203.0.113.7', protocol: 'https', host: 'sales.localhost:3000' }],
    ['10.0.0.0/8', { ip: '127.0.0.1', protocol: 'http', host: 'www.localhost:3000' }],
  ])('clientOf over HTTP with TRUST_PROXY=%s', async (trust, expected) => {
    const app = Fastify({ trustProxy: trustProxyOption(trust, { hopCount: 'trust' }) });
    app.get('/who', async (request) => clientOf(request));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const res = await httpGet(`${urlOf(app)}/who`, { host: 'www.localhost:3000', ...forged });
      expect(JSON.parse(res.body)).toEqual(expected);
    } finally {
      await app.close();
    }
  });
});

describe('NUL bytes: 400 WP_NUL_BYTE before any handler or query', () => {
  const refused = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(ApiError.parse(res.json()).code).toBe('WP_NUL_BYTE');
  };

  it.each([
    '/v1/pages/fr%00',
    '/v1/pages/fr/x%00y',
    '/v1/pages/fr?q=%00',
    '/v1/pages/fr?%00=1',
    '/v1/patch?from=/fr&to=/fr%00',
    '/v1/cards/recently-visited/fr/fr-FR?id=1%00',
    '/studio/api/audit?actor=%00',
  ])('in the URL: %s', async (url) => {
    const before = await upstreamCalls();
    refused(await stack.composer.inject({ url }));
    expect(await upstreamCalls()).toBe(before);
  });

  it('in a cookie', async () => {
    const before = await upstreamCalls();
    refused(await stack.composer.inject({ url: '/v1/pages/fr', headers: { cookie: 'wp_lang=%00es' } }));
    expect(await upstreamCalls()).toBe(before);
  });

  it.each([
    ['an action input, deep', { path: '/fr', input: { a: [{ b: 'x\u0000y' }] } }],
    ['an object key', { path: '/fr', input: { 'k\u0000': 1 } }],
    ['the path', { path: '/fr\u0000' }],
  ])('in a JSON body: %s', async (_name, body) => {
    const before = await upstreamCalls();
    refused(await stack.composer.inject({ method: 'POST', url: '/v1/actions/showMonth', payload: body }));
    expect(await upstreamCalls()).toBe(before);
  });

  it('in the studio sign-in e-mail (no database query: a 400, not a 500)', async () => {
    refused(
      await stack.composer.inject({
        method: 'POST',
        url: '/studio/api/session',
        headers: { origin: 'http://localhost' },
        payload: { email: 'a\u0000@example.com', password: 'x'.repeat(12) },
      }),
    );
  });
});

describe('error answers carry no internal message', () => {
  let app: FastifyInstance;
  const pgMessage = 'invalid byte sequence for encoding "UTF8": 0x00';
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    app.get('/pg', async () => {
      throw Object.assign(new Error(pgMessage), {
        code: '22021',
        severity: 'ERROR',
        routine: 'report_invalid_encoding',
      });
    });
    app.get('/pg-with-status', async () => {
      throw Object.assign(new Error(`relation "wp.audit" failed: ${pgMessage}`), {
        statusCode: 400,
        code: '22021',
      });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('an unknown error: 500 WP_INTERNAL, a generic message and the request id', async () => {
    const res = await app.inject({ url: '/pg' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('UTF8');
    expect(res.body).not.toContain('22021');
    const body = res.json() as Record<string, unknown>;
    expect(body).toEqual({
      statusCode: 500,
      code: 'WP_INTERNAL',
      message: 'Internal error',
      requestId: expect.any(String),
    });
  });

  it('an untyped error with a client status keeps its status, not its text', async () => {
    const res = await app.inject({ url: '/pg-with-status' });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('UTF8');
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'WP_BAD_REQUEST',
      message: 'The request is invalid',
    });
  });

  it('a typed client error keeps its own message (bad JSON)', async () => {
    const res = await stack.composer.inject({
      method: 'POST',
      url: '/v1/actions/showMonth',
      headers: { 'content-type': 'application/json' },
      payload: '{"path":',
    });
    expect(res.statusCode).toBe(400);
    expect(ApiError.parse(res.json()).code).toBe('FST_ERR_CTP_INVALID_JSON_BODY');
  });
});

describe('reflected header values never make a 500', () => {
  it.each([
    '/v1/pages/us?advisor_token=%E2%82%AC',
    '/v1/pages/us?advisor_token=a%0D%0Ab',
    '/v1/pages/es/%E2%82%AC/',
  ])('%s on the sales host is not a 500', async (url) => {
    const res = await stack.composer.inject({ url, headers: { host: 'sales.localhost:3000' } });
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('/metrics is not public', () => {
  it('is a 404 on the public port when no token is set', async () => {
    const res = await trusting.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('waypoint_');
  });

  it('with METRICS_TOKEN: 401 without or with a wrong token, 200 with it', async () => {
    const none = await stack.composer.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(ApiError.parse(none.json()).code).toBe('WP_METRICS_UNAUTHORIZED');
    const wrong = await stack.composer.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const right = await stack.composer.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('waypoint_http_request_duration_seconds');
  });

  it('HEALTH_PORT answers liveness and readiness from a thread of their own, as the public port does', async () => {
    const probes = await startProbeThread(trusting, { port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${probes.port}`;
      const live = await fetch(`${base}/healthz`);
      expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }]);
      const publicReady = await (await fetch(`${urlOf(trusting)}/readyz`)).json();
      await vi.waitFor(async () => {
        const ready = await fetch(`${base}/readyz`);
        expect([ready.status, await ready.json()]).toEqual([200, publicReady]);
        expect(ready.headers.get('cache-control')).toBe('no-store');
      });
      expect((await fetch(`${base}/v1/pages/us`)).status).toBe(404);
      expect((await fetch(`${base}/healthz`, { method: 'POST' })).status).toBe(404);
      // A drain says so at once, before the main thread writes again.
      probes.shuttingDown();
      const draining = await fetch(`${base}/readyz`);
      expect([draining.status, await draining.json()]).toEqual([
        503,
        { status: 'unavailable', reason: 'shutting-down' },
      ]);
    } finally {
      await probes.close();
    }
  });

  it('METRICS_PORT serves them on a port of their own, and nothing else there', async () => {
    const server = await listenMetrics(trusting, { port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('waypoint_http_request_duration_seconds');
      expect((await fetch(`${base}/v1/pages/us`)).status).toBe(404);
    } finally {
      server.close();
      server.closeAllConnections();
      await once(server, 'close');
    }
  });
});
