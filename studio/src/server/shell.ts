/** The editor's HTML shell: one root element, the stylesheet and the entry script (with the nonce). */
import { escapeHtml } from '@waypoint/renderer';
import { STUDIO_SESSION_COOKIE } from '@waypoint/schemas';
import type { StudioAssets } from './assets.ts';

export const STUDIO_ROOT_ID = 'studio-root';

/**
 * Whether the request carries a studio session cookie (valid or not: only the composer can tell). The
 * `__Host-` name ends with the plain one.
 */
export function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  return (
    cookieHeader?.split(';').some((c) => c.trim().split('=')[0]!.endsWith(STUDIO_SESSION_COOKIE.http)) ??
    false
  );
}

/**
 * The shell. Without a session cookie the app shows the sign-in form at once instead of asking
 * GET /studio/api/session for a 401 (which the browser would log as a failed request).
 */
export function renderShell(
  assets: Pick<StudioAssets, 'script' | 'stylesheet'>,
  nonce: string,
  session: { mayExist: boolean } = { mayExist: true },
): string {
  const n = escapeHtml(nonce);
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex, nofollow">' +
    '<title>Waypoint Studio</title>' +
    // No favicon request (the site's public files are not the studio's).
    '<link rel="icon" href="data:,">' +
    `<link rel="stylesheet" href="${escapeHtml(assets.stylesheet)}">` +
    `<script type="module" src="${escapeHtml(assets.script)}" nonce="${n}"></script>` +
    `</head><body><div id="${STUDIO_ROOT_ID}" data-session="${session.mayExist ? 'maybe' : 'none'}"></div>` +
    '<noscript>Waypoint Studio needs JavaScript.</noscript></body></html>'
  );
}

/**
 * The editor's policy: its own scripts (nonce) and styles only, API calls to its own origin, previews
 * framed from its own origin, and never framed itself (clickjacking).
 */
export function studioContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
