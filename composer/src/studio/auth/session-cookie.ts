/**
 * The studio session cookie (studio brief, "Sessions"): `__Host-waypoint_studio` (Secure, so only over
 * HTTPS: browsers refuse the prefix without it) or `waypoint_studio` over plain HTTP; always HttpOnly,
 * SameSite=Strict, Path=/ and no Domain, so no other host can read, set or receive it.
 */
import { STUDIO_SESSION_COOKIE } from '@waypoint/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientOf } from '../../client.ts';

export const SECURE_COOKIE = STUDIO_SESSION_COOKIE.https;
export const PLAIN_COOKIE = STUDIO_SESSION_COOKIE.http;

const isHttps = (request: FastifyRequest) => clientOf(request).protocol === 'https';

/** The cookie name this request's answer sets. */
export const cookieNameFor = (request: FastifyRequest): string =>
  isHttps(request) ? SECURE_COOKIE : PLAIN_COOKIE;

/** Cheap test on the raw header, so requests without a studio cookie pay nothing more. */
export const hasSessionCookie = (request: FastifyRequest): boolean =>
  request.headers.cookie?.includes(`${PLAIN_COOKIE}=`) === true;

/**
 * The session id the request carries. Over HTTPS only the `__Host-` cookie counts: the plain one could
 * have been planted by a sibling subdomain. Plain HTTP (and in-process inject calls made on behalf of
 * an HTTPS request, such as the studio preview) accepts either.
 */
export function readSessionCookie(request: FastifyRequest): string | undefined {
  const cookies = request.cookies ?? {};
  const secure = cookies[SECURE_COOKIE];
  if (secure) return secure;
  return isHttps(request) ? undefined : cookies[PLAIN_COOKIE] || undefined;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId: string,
  ttlSeconds: number,
): void {
  reply.setCookie(cookieNameFor(request), sessionId, {
    httpOnly: true,
    secure: isHttps(request),
    sameSite: 'strict',
    path: '/',
    maxAge: ttlSeconds,
  });
}

/** Expires whichever studio cookies the request sent (and the one this protocol uses). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const names = new Set([cookieNameFor(request)]);
  for (const name of [SECURE_COOKIE, PLAIN_COOKIE])
    if (request.cookies?.[name] !== undefined) names.add(name);
  for (const name of names) {
    reply.clearCookie(name, {
      httpOnly: true,
      secure: name === SECURE_COOKIE,
      sameSite: 'strict',
      path: '/',
    });
  }
}
