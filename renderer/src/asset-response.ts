/**
 * Sending files kept in memory: the precompressed variant the client accepts (br, then gzip), ETag and
 * If-None-Match, and the caller's Cache-Control. Used for the client bundles and the public files.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface Asset {
  body: Buffer;
  /** Present only when smaller than the body. */
  gzip?: Buffer;
  brotli?: Buffer;
  contentType: string;
  etag: string;
}

/** Encodings the client accepts with a q-value above zero. */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name);
  }
  return accepted;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

export function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: Asset, cacheControl: string) {
  reply.header('cache-control', cacheControl);
  reply.header('etag', asset.etag);
  reply.header('x-content-type-options', 'nosniff');
  if (asset.gzip || asset.brotli) reply.header('vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], asset.etag)) return reply.code(304).send();
  reply.header('content-type', asset.contentType);
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (asset.brotli && accepted.has('br')) {
    reply.header('content-encoding', 'br');
    return reply.send(asset.brotli);
  }
  if (asset.gzip && (accepted.has('gzip') || accepted.has('x-gzip'))) {
    reply.header('content-encoding', 'gzip');
    return reply.send(asset.gzip);
  }
  return reply.send(asset.body);
}
