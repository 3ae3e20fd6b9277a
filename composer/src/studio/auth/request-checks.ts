/**
 * Pure checks behind the studio's CSRF defence (studio brief, "Sessions"): the synchronizer token,
 * the same-origin rule for `Origin`, and the JSON-only sign-in (a cross-site HTML form can only send
 * form encodings or text/plain, and cannot set custom headers).
 */
import { timingSafeEqual } from 'node:crypto';

export const STUDIO_API_PREFIX = '/studio/api/';
export const SIGN_IN_PATH = '/studio/api/session';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const isStateChanging = (method: string): boolean => STATE_CHANGING.has(method.toUpperCase());

/** The path of a request URL, without its query string. */
export const pathOf = (url: string): string => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

/**
 * Whether `origin` (the Origin header) is the request's own origin, `protocol://host`. Default ports
 * compare equal ('http://a' = 'http://a:80'); 'null' and anything unparsable are cross-origin.
 */
export function isSameOrigin(origin: string, protocol: string, host: string | undefined): boolean {
  if (!host || !URL.canParse(origin) || !URL.canParse(`${protocol}://${host}`)) return false;
  const given = new URL(origin);
  if (given.origin === 'null' || given.pathname !== '/' || given.search || given.username) return false;
  return given.origin === new URL(`${protocol}://${host}`).origin;
}

/** `application/json`, with or without parameters such as charset. */
export function isJsonContentType(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/** Constant-time comparison of the sent X-CSRF-Token with the session's token. */
export function tokensMatch(sent: unknown, expected: string): boolean {
  if (typeof sent !== 'string' || sent.length === 0) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
