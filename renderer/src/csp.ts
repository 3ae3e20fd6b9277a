/**
 * Content Security Policy with a fresh nonce per response: scripts run only with the nonce (and what they
 * load, through 'strict-dynamic'); the brand-story video is the one allowed frame.
 * A payment provider's origin must be a bare origin (scheme, host, port): it is checked where it is configured.
 */
import { randomBytes } from 'node:crypto';

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * `paymentOrigins`: on the payment pages (the checkout and the part payment), the payment providers' own
 * origins may receive the traveller's form (a provider's page is where a card is typed); nothing else
 * changes, and no other page allows them.
 */
export function contentSecurityPolicy(nonce: string, paymentOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'none'",
    ["form-action 'self'", ...paymentOrigins].join(' '),
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Headers every HTML response carries. */
export function htmlSecurityHeaders(
  nonce: string,
  paymentOrigins: readonly string[] = [],
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(nonce, paymentOrigins),
    'content-type': 'text/html; charset=utf-8',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}
