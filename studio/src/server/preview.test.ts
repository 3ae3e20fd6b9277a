import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorMessageOf,
  httpPreviewSource,
  injectPreviewSource,
  previewQuery,
  renderPreviewError,
} from './preview.ts';

describe('previewQuery', () => {
  it('keeps only the audience parameters, in a fixed order', () => {
    expect(
      previewQuery('/studio/preview/x?device=tablet&x=1&market=fr&experiments=ABMvpPdp%3Av2&asOf='),
    ).toBe('market=fr&device=tablet&experiments=ABMvpPdp%3Av2');
    expect(previewQuery('/studio/preview/x')).toBe('');
  });
});

describe('errorMessageOf', () => {
  it('reads a StudioError, or shows the start of anything else', () => {
    expect(errorMessageOf('{"code":"STUDIO_UNAUTHENTICATED","message":"Sign in first"}')).toEqual({
      code: 'STUDIO_UNAUTHENTICATED',
      message: 'Sign in first',
    });
    expect(errorMessageOf('Bad gateway')).toEqual({ code: null, message: 'Bad gateway' });
    expect(errorMessageOf('')).toEqual({ code: null, message: 'No message' });
  });
});

describe('renderPreviewError', () => {
  it('escapes the message and tells a signed-out user what to do', () => {
    const html = renderPreviewError(401, 'STUDIO_UNAUTHENTICATED', '<b>no</b>', 'n0nce');
    expect(html).toContain('&lt;b&gt;no&lt;/b&gt;');
    expect(html).toContain('sign in again');
    expect(html).toContain('nonce="n0nce"');
  });
});

describe('preview sources', () => {
  // A stand-in composer that echoes what reached it: the preview source only carries the request.
  const composer = Fastify();
  composer.get('/studio/api/layouts/:id/preview', async (request, reply) =>
    reply.code(request.headers.cookie ? 200 : 401).send({
      id: (request.params as { id: string }).id,
      query: request.query,
      cookie: request.headers.cookie ?? null,
      host: request.headers['x-forwarded-host'] ?? request.headers.host,
    }),
  );
  let url = '';
  beforeAll(async () => {
    url = await composer.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => composer.close());

  const asked = {
    layoutId: 'home:es/default',
    query: 'market=es&device=phone',
    cookie: 'waypoint_studio=s1',
    host: 'studio.example.com',
  };

  it('in process: the escaped layout id, the audience, the cookie and the host reach the composer', async () => {
    const source = injectPreviewSource(composer.inject.bind(composer));
    const res = await source(asked);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({
      id: 'home:es/default',
      query: { market: 'es', device: 'phone' },
      cookie: 'waypoint_studio=s1',
      host: 'studio.example.com',
    });
  });

  it('over HTTP: the same, with the host forwarded; a refusal comes back as it was', async () => {
    const source = httpPreviewSource(`${url}/`);
    expect(JSON.parse((await source(asked)).body)).toMatchObject({
      id: 'home:es/default',
      cookie: 'waypoint_studio=s1',
      host: 'studio.example.com',
    });
    const { cookie: _, ...signedOut } = asked;
    expect((await source(signedOut)).status).toBe(401);
  });
});
