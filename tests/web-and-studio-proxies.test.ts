/**
 * The web service and the studio service in front of a composer over HTTP: what they pass up
 * (only the Host, client address and protocol they resolved, never a client's X-Forwarded-*, which anyone
 * writes), what they relay back through @fastify/reply-from (status, body, cookies, Retry-After; chunked
 * bodies both ways), and that a failure while they close is a 503, never a 502 (a stop must be clean). The
 * composer here is a small stand-in that records what reached it and answers as the real one does for these
 * cases.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import {
  buildClientAssets,
  buildWebService,
  type ClientAssets,
  loadStyles,
  loadWebEnv,
  type StyleBook,
} from '@waypoint/renderer';
import { buildStudioAssets, buildStudioService, type StudioAssets } from '@waypoint/studio';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Seen {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body?: string;
}

let composer: FastifyInstance;
let composerUrl = '';
const seen: Seen[] = [];
let hangs: { asked: Promise<void>; ask: () => void; release: () => void; released: Promise<void> };
let assets: ClientAssets;
let styles: StyleBook;
let studioAssets: StudioAssets;

function newHang() {
  let ask = () => {};
  let release = () => {};
  const asked = new Promise<void>((done) => {
    ask = done;
  });
  const released = new Promise<void>((done) => {
    release = done;
  });
  return { asked, ask, release, released };
}

beforeAll(async () => {
  composer = Fastify({ logger: false });
  composer.removeAllContentTypeParsers();
  composer.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  const record = (request: { url: string; headers: Seen['headers']; body?: unknown }) => {
    seen.push({
      url: request.url,
      headers: { ...request.headers },
      ...(typeof request.body === 'string' ? { body: request.body } : {}),
    });
  };
  composer.post('/studio/api/layouts/:id/schedules', async (request, reply) => {
    record(request);
    return reply
      .code(201)
      .header('set-cookie', ['a=1; Path=/; HttpOnly', 'b=2; Path=/'])
      .header('cache-control', 'private, no-store')
      .header('x-internal', 'not relayed')
      .send({ id: 's1', received: request.body });
  });
  composer.get('/studio/api/busy', async (request, reply) => {
    record(request);
    return reply
      .code(503)
      .header('retry-after', '9')
      .send({ statusCode: 503, code: 'X_BUSY', message: 'busy' });
  });
  composer.get('/studio/api/stream', async (request, reply) => {
    record(request);
    return reply.type('text/plain; charset=utf-8').send(Readable.from(['first,', 'second,', 'third']));
  });
  composer.get('/studio/api/hang', async (request) => {
    record(request);
    hangs.ask();
    await hangs.released;
    request.raw.socket.destroy();
  });
  composer.get('/v1/pages/*', async (request, reply) => {
    record(request);
    return reply.code(503).header('retry-after', '3').send({ statusCode: 503 });
  });
  composer.get('/v1/cards', async (request) => {
    record(request);
    return { cards: [] };
  });
  composer.post('/v1/actions/:name', async (request) => {
    record(request);
    return { patches: [], got: request.body };
  });
  await composer.listen({ port: 0, host: '127.0.0.1' });
  composerUrl = `http://127.0.0.1:${(composer.server.address() as AddressInfo).port}`;
  [assets, styles, studioAssets] = await Promise.all([
    buildClientAssets(),
    loadStyles(),
    buildStudioAssets(),
  ]);
}, 120_000);

afterAll(() => composer?.close());

const last = () => seen.at(-1)!;

/** A raw HTTP/1.1 request (chunked when `chunks` is given): what a browser, proxy or attacker sends. */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; chunks?: string[] } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: options.method ?? 'GET', headers: options.headers ?? {} },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    for (const chunk of options.chunks ?? []) req.write(chunk);
    req.end();
  });
}

const FORGED = {
  'x-forwarded-for': '198.51.100.66',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};

describe('the studio service in front of the composer', () => {
  let studio: FastifyInstance;
  let base = '';
  beforeAll(async () => {
    hangs = newHang();
    studio = await buildStudioService({ composerUrl, assets, styles, studioAssets, logLevel: 'silent' });
    // Runs after the proxy's own preClose (children run in registration order): the composer then goes away.
    await studio.register(async (child) => {
      child.addHook('preClose', async () => hangs.release());
    });
    await studio.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(studio.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => studio?.close());

  it('passes a chunked body up and relays status, body and cookies, with only the resolved client', async () => {
    const res = await send(`${base}/studio/api/layouts/x/schedules`, {
      method: 'POST',
      headers: {
        host: 'studio.example.com',
        'content-type': 'application/json',
        cookie: 'waypoint_studio=s1',
        origin: 'http://studio.example.com',
        'x-csrf-token': 't1',
        ...FORGED,
      },
      chunks: ['{"at":"2030-01-01T00:00:00Z",', '"note":"é"}'],
    });
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body)).toEqual({ id: 's1', received: '{"at":"2030-01-01T00:00:00Z","note":"é"}' });
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/']);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-internal']).toBeUndefined();
    const up = last();
    expect(up.body).toBe('{"at":"2030-01-01T00:00:00Z","note":"é"}');
    expect(up.headers).toMatchObject({
      host: 'studio.example.com',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
      cookie: 'waypoint_studio=s1',
      origin: 'http://studio.example.com',
      'x-csrf-token': 't1',
    });
    expect(up.headers['x-forwarded-host']).toBeUndefined();
  });

  it("relays the composer's 503 with its body, Retry-After and Connection: close", async () => {
    const res = await send(`${base}/studio/api/busy`);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('9');
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.body)).toMatchObject({ code: 'X_BUSY' });
    // Not retried: the composer was asked once.
    expect(seen.filter((s) => s.url === '/studio/api/busy')).toHaveLength(1);
  });

  it('passes a chunked answer through', async () => {
    const res = await send(`${base}/studio/api/stream`);
    expect(res.status).toBe(200);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.body).toBe('first,second,third');
  });

  it.each([
    ['/studio/api/x/..%2f..%2fv1/cards', 'ERR_RENDER_BAD_PATH'],
    ['/studio/api/a%00b', 'ERR_RENDER_BAD_PATH'],
    // Fastify's router refuses a malformed escape before any route runs.
    ['/studio/api/%E2', 'FST_ERR_BAD_URL'],
  ])('refuses %s with a 400 before any call (%s)', async (path, code) => {
    const before = seen.length;
    const res = await send(`${base}${path}`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: 400, code });
    expect(seen.length).toBe(before);
  });

  it('answers 503, not 502, when the composer goes away while the studio closes', async () => {
    const pending = send(`${base}/studio/api/hang`);
    await hangs.asked;
    const closed = studio.close();
    const res = await pending;
    await closed;
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.body)).toMatchObject({ code: 'ERR_STUDIO_UNAVAILABLE' });
  });
});

describe('the web service in front of the composer', () => {
  const start = async (env: Record<string, string> = {}) => {
    const app = await buildWebService(
      loadWebEnv({ COMPOSER_URL: composerUrl, LOG_LEVEL: 'silent', ...env }),
      {
        assets,
        styles,
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
  };

  it('never passes a forged X-Forwarded-* on, for pages and API calls alike; relays a 503 page', async () => {
    const { app, base } = await start();
    try {
      const page = await send(`${base}/us`, { headers: { host: 'www.example.com', ...FORGED } });
      expect(page.status).toBe(503);
      expect(page.headers['retry-after']).toBe('3');
      expect(page.headers.connection).toBe('close');
      expect(last().headers).toMatchObject({
        host: 'www.example.com',
        'x-forwarded-for': '127.0.0.1',
        'x-forwarded-proto': 'http',
      });
      expect(last().headers['x-forwarded-host']).toBeUndefined();

      const cards = await send(`${base}/v1/cards`, { headers: { host: 'www.example.com', ...FORGED } });
      expect(cards.status).toBe(200);
      expect(JSON.parse(cards.body)).toEqual({ cards: [] });
      expect(last().headers).toMatchObject({ host: 'www.example.com', 'x-forwarded-for': '127.0.0.1' });
      expect(last().headers['x-forwarded-host']).toBeUndefined();

      const action = await send(`${base}/v1/actions/select`, {
        method: 'POST',
        headers: { host: 'www.example.com', 'content-type': 'application/json' },
        chunks: ['{"blockId":"b1","input":{"day":3}}'],
      });
      expect(action.status).toBe(200);
      expect(JSON.parse(action.body)).toEqual({ patches: [], got: '{"blockId":"b1","input":{"day":3}}' });
    } finally {
      await app.close();
    }
  });

  it('believes the hop TRUST_PROXY names, and passes one resolved address', async () => {
    const { app, base } = await start({ TRUST_PROXY: '127.0.0.1' });
    try {
      await send(`${base}/us`, {
        headers: {
          host: 'internal',
          'x-forwarded-for': '198.51.100.66, 203.0.113.9',
          'x-forwarded-host': 'www.example.com',
          'x-forwarded-proto': 'https',
        },
      });
      expect(last().headers).toMatchObject({
        host: 'www.example.com',
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-proto': 'https',
      });
    } finally {
      await app.close();
    }
  });
});
