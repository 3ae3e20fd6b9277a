import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpPageSource, injectPageSource, type PageRequest } from './page-source.ts';

/** A stand-in composer that echoes what it received. */
function echoApp(): FastifyInstance {
  const app = Fastify();
  app.get('/*', async (request, reply) => {
    reply.header('set-cookie', ['a=1; Path=/', 'b=2; Path=/']).header('x-locale', 'es-ES');
    if (request.url.includes('slow')) await new Promise((r) => setTimeout(r, 500));
    return { url: request.url, headers: request.headers };
  });
  return app;
}

const request: PageRequest = {
  path: '/es',
  search: '?utm_reseller=x',
  headers: { host: 'viajes.localhost', cookie: 'locale=es-ES', 'x-request-id': 'r-1' },
};

describe('injectPageSource', () => {
  it('asks the composer in process for /v1/pages<path><search> with the headers', async () => {
    const app = echoApp();
    const source = injectPageSource(app.inject.bind(app));
    const response = await source(request);
    expect(response.status).toBe(200);
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(response.headers['x-locale']).toBe('es-ES');
    const echoed = JSON.parse(response.body.toString());
    expect(echoed.url).toBe('/v1/pages/es?utm_reseller=x');
    expect(echoed.headers).toMatchObject({
      host: 'viajes.localhost',
      cookie: 'locale=es-ES',
      'x-request-id': 'r-1',
    });
    await app.close();
  });
});

describe('httpPageSource', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = echoApp();
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('asks the composer over HTTP, keeping a base path, and returns status, headers and body', async () => {
    const source = httpPageSource(`${base}/prefix/`);
    const response = await source(request);
    expect(response.status).toBe(200);
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    const echoed = JSON.parse(response.body.toString());
    expect(echoed.url).toBe('/prefix/v1/pages/es?utm_reseller=x');
    expect(echoed.headers).toMatchObject({ host: 'viajes.localhost', cookie: 'locale=es-ES' });
    await source.close();
  });

  it('fails after its timeout instead of waiting for a stuck composer', async () => {
    const source = httpPageSource(base, { timeoutMs: 100 });
    await expect(source({ ...request, path: '/slow' })).rejects.toThrow(/timed out after 100 ms/);
    await source.close();
  });
});
