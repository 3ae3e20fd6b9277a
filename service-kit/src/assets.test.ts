import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, bundleContentType, compressAsset, etagOf, sendAsset } from './assets.ts';

const TEXT = Buffer.from('.trip-card { color: teal; }\n'.repeat(200));

describe('compressAsset', () => {
  it('keeps gzip and brotli variants of text that they shrink, with a strong ETag', async () => {
    const asset = await compressAsset(TEXT, bundleContentType('site.css'));
    expect(asset.contentType).toBe('text/css; charset=utf-8');
    expect(asset.etag).toMatch(/^"[\w-]{22}"$/);
    expect(asset.etag).toBe(etagOf(TEXT));
    expect(gunzipSync(asset.gzip ?? Buffer.alloc(0)).equals(TEXT)).toBe(true);
    expect(brotliDecompressSync(asset.brotli ?? Buffer.alloc(0)).equals(TEXT)).toBe(true);
  });

  it('keeps no variant that is not smaller, nor any when asked not to compress', async () => {
    const tiny = await compressAsset(Buffer.from('x'), 'text/plain');
    expect([tiny.gzip, tiny.brotli]).toEqual([undefined, undefined]);
    const plain = await compressAsset(TEXT, 'image/png', false);
    expect([plain.gzip, plain.brotli]).toEqual([undefined, undefined]);
    expect(bundleContentType('islands.js')).toBe('text/javascript; charset=utf-8');
  });
});

describe('sendAsset', () => {
  it('sends brotli, then gzip, then the body as the client accepts, and 304 for its ETag', async () => {
    const asset = await compressAsset(TEXT, 'text/css; charset=utf-8');
    const app = Fastify();
    app.get('/a.css', (request, reply) => sendAsset(request, reply, asset, 'public, max-age=60'));
    const get = (headers: Record<string, string>) => app.inject({ url: '/a.css', headers });
    const br = await get({ 'accept-encoding': 'gzip, br' });
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'cache-control': 'public, max-age=60',
      etag: asset.etag,
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
      'content-type': 'text/css; charset=utf-8',
    });
    expect((await get({ 'accept-encoding': 'gzip, br;q=0' })).headers['content-encoding']).toBe('gzip');
    const plain = await get({});
    expect([plain.headers['content-encoding'], plain.rawPayload.equals(TEXT)]).toEqual([undefined, true]);
    expect((await get({ 'if-none-match': `W/${asset.etag}` })).statusCode).toBe(304);
    await app.close();
  });

  it('reads Accept-Encoding with q-values', () => {
    expect([...acceptedEncodings('gzip;q=0.5, br;q=0, identity')]).toEqual(['gzip', 'identity']);
    expect([...acceptedEncodings(['x-gzip', 'BR'])]).toEqual(['x-gzip', 'br']);
  });
});
