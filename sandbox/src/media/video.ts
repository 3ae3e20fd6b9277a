/**
 * GET /media/video/:name.(webm|mp4): one short looping landscape clip for every name (see
 * scripts/make-hero-video.ts), with HTTP range requests, because browsers fetch video by ranges and
 * Safari will not play a video whose server ignores them.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { Errors, sendError } from '../errors.ts';

export const VIDEO_TYPES = { webm: 'video/webm', mp4: 'video/mp4' } as const;
export type VideoFormat = keyof typeof VIDEO_TYPES;

export const VIDEO_FILES: Record<VideoFormat, URL> = {
  webm: new URL('./video/hero-loop.webm', import.meta.url),
  mp4: new URL('./video/hero-loop.mp4', import.meta.url),
};

const CACHE_FOREVER = 'public, max-age=31536000, immutable';

export type RangeResult =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable'; reason: string };

/**
 * A `Range` header against a body of `size` bytes (RFC 9110 §14). No header, another unit or several
 * ranges: the full body (a server may ignore Range). Malformed or outside the body: unsatisfiable.
 */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (header === undefined) return { kind: 'full' };
  const [, unit = '', spec = ''] = /^([a-z]+)=(.*)$/i.exec(header.trim()) ?? [];
  if (unit.toLowerCase() !== 'bytes') return { kind: 'full' };
  if (spec.includes(',')) return { kind: 'full' };
  const bounds = /^(\d*)-(\d*)$/.exec(spec);
  if (!bounds || (bounds[1] === '' && bounds[2] === ''))
    return { kind: 'unsatisfiable', reason: 'malformed' };
  const [, first = '', last = ''] = bounds;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable', reason: 'empty suffix' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return { kind: 'unsatisfiable', reason: 'starts past the end' };
  if (end < start) return { kind: 'unsatisfiable', reason: 'ends before it starts' };
  return { kind: 'partial', start, end };
}

export const videoRoutes: FastifyPluginAsync = async (app) => {
  const bodies = new Map<VideoFormat, Promise<Buffer>>();
  const load = (format: VideoFormat) => {
    let body = bodies.get(format);
    if (!body) {
      body = readFile(VIDEO_FILES[format]);
      body.catch(() => bodies.delete(format));
      bodies.set(format, body);
    }
    return body;
  };

  app.get<{ Params: { file: string } }>('/media/video/:file', async (request, reply) => {
    const { file } = request.params;
    const format = /^.+\.(webm|mp4)$/.exec(file)?.[1] as VideoFormat | undefined;
    if (!format) return sendError(reply, new Errors.MEDIA_NOT_FOUND(file, 'video'));
    const body = await load(format);
    const header = request.headers.range;
    const range = parseRange(header, body.length);
    reply.header('accept-ranges', 'bytes');
    if (range.kind === 'unsatisfiable') {
      reply.header('content-range', `bytes */${body.length}`);
      return sendError(reply, new Errors.RANGE_NOT_SATISFIABLE(header ?? '', body.length));
    }
    reply.header('cache-control', CACHE_FOREVER).type(VIDEO_TYPES[format]);
    if (range.kind === 'full') return reply.send(body);
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${body.length}`)
      .send(body.subarray(range.start, range.end + 1));
  });
};
