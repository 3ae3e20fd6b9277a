/**
 * The site request an HTTP request stands for, and the cookies an answer sets: what the page routes and
 * the action routes share (an action composes the page it was posted from with the Host and cookies of
 * the page request, and sets the cookies the answer carries the same way).
 */
import { type CookieInstruction, cookieDomain } from '@waypoint/config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientOf } from '../client.ts';
import type { RequestInput } from './request-input.ts';

/**
 * A site request for `path` and `query` with the Host, cookies and user agent of `request`. Host and
 * protocol are the client's as `clientOf` believes them: forwarded headers count only from a trusted
 * hop, as a client writes them at will. Whatever of the request this reads must be in `fingerprintOf` too.
 */
export function siteRequest(
  request: FastifyRequest,
  path: string,
  query: Record<string, string | undefined>,
): RequestInput {
  const client = clientOf(request);
  return {
    host: client.host,
    path,
    query,
    cookies: request.cookies,
    userAgent: request.headers['user-agent'],
    protocol: client.protocol,
    headers: { 'x-calendar-version': request.headers['x-calendar-version']?.toString() },
  };
}

/**
 * Everything of the request that `siteRequest` reads, as one string (the page service's answer memo):
 * the URL, the client's Host and protocol as `clientOf` believes them, cookies, user agent and the
 * headers passed on. Two requests with the same fingerprint are the same site request.
 */
export function fingerprintOf(request: FastifyRequest): string {
  const h = request.headers;
  const client = clientOf(request);
  return `${request.url}\n${client.host ?? ''}\n${client.protocol}\n${h.cookie ?? ''}\n${
    h['user-agent'] ?? ''
  }\n${h['x-calendar-version'] ?? ''}`;
}

/** Sets the cookies an answer carries, on the cookie domain of the client's `host` (`cookieDomain`). */
export function sendCookies(
  reply: FastifyReply,
  response: { cookies: readonly CookieInstruction[] },
  host?: string,
) {
  if (response.cookies.length === 0) return;
  const domain = cookieDomain(host);
  for (const c of response.cookies) {
    reply.setCookie(c.name, c.value, {
      path: c.path,
      maxAge: c.maxAgeSeconds,
      ...(c.maxAgeSeconds === 0 ? { expires: new Date(0) } : {}),
      ...(c.sameSite ? { sameSite: c.sameSite } : {}),
      ...(domain ? { domain } : {}),
    });
  }
}
