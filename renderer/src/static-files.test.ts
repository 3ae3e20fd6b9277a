import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, type Harness, harness, type Kit, SVG } from '../test/web-kit.ts';

let kit: Kit;
beforeAll(async () => {
  kit = await createKit();
}, 30_000);
afterAll(() => kit?.close());

describe('files', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(kit);
  });
  afterAll(() => h.app.close());

  it('serves hashed bundles from memory, immutable, precompressed, with ETag revalidation', async () => {
    const url = kit.assets.manifest.entries.islands;
    const file = kit.assets.files.get(url)!;
    const br = await h.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'content-type': 'text/javascript; charset=utf-8',
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      etag: file.etag,
    });
    expect(br.rawPayload.equals(file.brotli!)).toBe(true);
    const gz = await h.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(file.body)).toBe(true);
    const plain = await h.app.inject({ url, headers: { 'accept-encoding': 'br;q=0' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(file.body)).toBe(true);
    const again = await h.app.inject({ url, headers: { 'if-none-match': file.etag } });
    expect(again.statusCode).toBe(304);
    expect((await h.app.inject({ url: '/assets/build/islands-NOPE.js' })).statusCode).toBe(404);
  });

  it('serves public files at their path with a day of caching, svg precompressed', async () => {
    const res = await h.app.inject({
      url: '/assets/images/logos/waypoint.svg',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
      'content-encoding': 'br',
    });
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SVG);
    const icon = await h.app.inject({ url: '/favicon.svg' });
    expect(icon.body).toBe(SVG);
  });

  it.each([
    '/missing.svg',
    '/favicon.ico',
    '/.env',
    '/leak.txt',
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/images/%2e%2e%2f%2e%2e%2f..%2fsecret.txt',
  ])('answers 404 for %s without asking for a page or leaving the directory', async (url) => {
    h.calls.length = 0;
    const res = await h.app.inject({ url });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('SECRET');
    expect(h.calls).toHaveLength(0);
  });
});
