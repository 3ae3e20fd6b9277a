/** The error-reporting stand-in: Sentry's envelope format, compressed or not, keyed, bounded. */
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSandbox } from './app.ts';
import { parseEnvelope, publicKeyOf } from './error-reports.ts';

const event = { event_id: 'e1', tags: { dependency: '/api/home' } };
const envelope = (...items: string[]) => [JSON.stringify({ event_id: 'e1' }), ...items].join('\n');

describe('parseEnvelope', () => {
  it('reads items with and without a length, and keeps binary payloads as their size', () => {
    const json = JSON.stringify(event);
    const body = Buffer.from(
      envelope(
        JSON.stringify({ type: 'event', length: Buffer.byteLength(json) }),
        json,
        JSON.stringify({ type: 'session' }),
        '{"sid":"s"}',
        JSON.stringify({ type: 'attachment', length: 3 }),
        'a\nb',
      ),
    );
    const parsed = parseEnvelope(body);
    expect(parsed.header).toEqual({ event_id: 'e1' });
    expect(parsed.items).toEqual([
      { header: { type: 'event', length: json.length }, payload: event },
      { header: { type: 'session' }, payload: { sid: 's' } },
      { header: { type: 'attachment', length: 3 }, payload: { bytes: 3 } },
    ]);
  });

  it.each([
    ['not json', /envelope header is not JSON/],
    [envelope('[1]', '{}'), /header of item 1 is not a JSON object/],
    [envelope('{"type":"event","length":99}', '{}'), /item 1 has a bad length/],
  ])('refuses %j', (body, message) => {
    expect(() => parseEnvelope(Buffer.from(body))).toThrow(message);
  });
});

it('takes the key from the query or X-Sentry-Auth', () => {
  expect(publicKeyOf({ sentry_key: 'k1' }, undefined)).toBe('k1');
  expect(publicKeyOf({}, 'Sentry sentry_version=7, sentry_key=k2, sentry_client=x')).toBe('k2');
  expect(publicKeyOf({}, undefined)).toBeUndefined();
});

describe('POST /api/:projectId/envelope/ and GET /__sentry', () => {
  const app = buildSandbox();
  afterAll(() => app.close());
  const body = envelope(JSON.stringify({ type: 'event' }), JSON.stringify(event));

  it('records a plain or gzip envelope, newest first, and answers its id', async () => {
    const plain = await app.inject({
      method: 'POST',
      url: '/api/7/envelope/?sentry_key=k&sentry_version=7',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: body,
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual({ id: 'e1' });
    const zipped = await app.inject({
      method: 'POST',
      url: '/api/7/envelope/',
      headers: {
        'content-type': 'application/x-sentry-envelope',
        'content-encoding': 'gzip',
        'x-sentry-auth': 'Sentry sentry_key=z',
      },
      payload: gzipSync(body),
    });
    expect(zipped.statusCode).toBe(200);
    const listed = (await app.inject('/__sentry?project=7')).json().data;
    expect(listed.map((e: { publicKey: string }) => e.publicKey)).toEqual(['z', 'k']);
    expect(listed[0].items[0].payload).toEqual(event);
    expect((await app.inject('/__sentry?project=8')).json().data).toEqual([]);
    // Reports are not calls to the seller's API.
    expect(app.sandboxStats.list()).toEqual({});
  });

  it('refuses an envelope without a key, or one that does not parse', async () => {
    const url = '/api/7/envelope/';
    const keyless = await app.inject({ method: 'POST', url, payload: body });
    expect(keyless.statusCode).toBe(401);
    expect(keyless.json().error.code).toBe('MISSING_SENTRY_KEY');
    const broken = await app.inject({ method: 'POST', url: `${url}?sentry_key=k`, payload: 'nope' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('INVALID_ENVELOPE');
    const badGzip = await app.inject({
      method: 'POST',
      url: `${url}?sentry_key=k`,
      headers: { 'content-encoding': 'gzip' },
      payload: 'not gzip',
    });
    expect(badGzip.json().error.code).toBe('INVALID_ENVELOPE');
  });

  it('keeps DELETE /__sentry behind faults: true', async () => {
    expect((await app.inject({ method: 'DELETE', url: '/__sentry' })).statusCode).toBe(404);
    const testing = buildSandbox({ faults: true });
    try {
      expect((await testing.inject({ method: 'DELETE', url: '/__sentry' })).statusCode).toBe(200);
    } finally {
      await testing.close();
    }
  });
});
