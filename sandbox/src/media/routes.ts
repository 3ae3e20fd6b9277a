/** GET /media/:kind/:name.svg: generated placeholder images (and the hero video, from video.ts). */
import type { FastifyPluginAsync } from 'fastify';
import { Errors, sendError } from '../errors.ts';
import { isMediaKind, renderSvg } from './svg.ts';
import { videoRoutes } from './video.ts';

const CACHE_FOREVER = 'public, max-age=31536000, immutable';

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(videoRoutes);
  const cache = new Map<string, string>();

  app.get<{ Params: { kind: string; file: string } }>('/media/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    if (!isMediaKind(kind) || !file.endsWith('.svg') || file.length <= 4) {
      return sendError(reply, new Errors.MEDIA_NOT_FOUND(file, kind));
    }
    const key = `${kind}/${file}`;
    let svg = cache.get(key);
    if (svg === undefined) {
      svg = renderSvg(kind, file.slice(0, -4));
      if (cache.size >= 5_000) cache.clear();
      cache.set(key, svg);
    }
    return reply.header('cache-control', CACHE_FOREVER).type('image/svg+xml; charset=utf-8').send(svg);
  });
};
