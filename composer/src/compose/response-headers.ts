/**
 * The headers of a page response (storefront.md §7: X-Locale, X-utm-reseller, X-advisor-token and
 * Cache-Control) and what makes them safe (printable header text, no other host in a Location) and right for caches.
 *
 * Caching: a page's content depends on cookies (locale, A/B variants, advisor token, reseller)
 * and on the User-Agent (the device), so a cache may reuse it only for a request with the same ones:
 * - a response that sets cookies or carries visitor data is never stored: `private, no-store`;
 * - else, if the request carried cookies, a browser may keep it but must ask again before each use (a
 *   language switch changes a cookie, not the URL): `private, no-cache`;
 * - else (anonymous: no cookie in, none out) shared caches keep it for storefront.md §9's 600 s, and
 *   browsers always revalidate: `public, max-age=0, s-maxage=600`;
 * - except a not-found or error page and a redirect, which a publish can change at once (a landing page
 *   published at an address that was a 404): any cache may store it but must ask again before each use,
 *   `public, no-cache`, so no cache serves it after a publish has reached the composers, and there is
 *   no copy to purge;
 * - and always `Vary: Cookie, User-Agent`.
 */
import { CACHE_CONTROL_MAX_AGE } from '@waypoint/config';
import type { RequestContext } from './types.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The Cache-Control of a response that holds visitor data: never stored by any cache. */
export const VISITOR_DATA = 'private, no-store';

/** Pages vary with cookies (locale, experiments, advisor, reseller) and the user agent (the device). */
export const PAGE_VARY = 'Cookie, User-Agent';

/** The Cache-Control rule of a page response (see the module comment). */
export function pageCacheControl(input: {
  /** The response sets cookies. */
  setsCookies: boolean;
  /** The response carries visitor data (a visitor page, visitor blocks). */
  carriesVisitorData: boolean;
  /** The request carried cookies. */
  requestHasCookies: boolean;
  /** A 200 page; not a not-found or error page, nor a redirect. */
  found: boolean;
}): string {
  if (input.setsCookies || input.carriesVisitorData) return VISITOR_DATA;
  if (input.requestHasCookies) return 'private, no-cache';
  if (!input.found) return UNFOUND;
  // storefront.md §9: max-age 600 s, for shared caches of anonymous pages only.
  return `public, max-age=0, s-maxage=${CACHE_CONTROL_MAX_AGE.default}`;
}

/** A not-found or error page, a redirect: stored by any cache only to be revalidated before each use. */
export const UNFOUND = 'public, no-cache';

/** storefront.md §7: the values the server reflects; each was validated on the way in (config rules). */
export function responseHeaders(ctx: RequestContext): Record<string, string> {
  return {
    'X-Locale': ctx.locale,
    'X-utm-reseller': headerText(ctx.site.reseller ?? ''),
    'X-advisor-token': headerText(ctx.advisorToken ?? ''),
  };
}

/**
 * A value that may travel in a header: printable ASCII only. The reflected values are validated by
 * their grammars already (an advisor token, a reseller); this is the last guard, never an error.
 */
export function headerText(value: string): string {
  return /^[\x20-\x7E]*$/.test(value) ? value : encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
}

/**
 * A redirect's Location as header text: characters outside printable ASCII, a '\\'
 * and a '%' that starts no escape are percent-encoded as UTF-8 (`/es/€/` -> `/es/%E2%82%AC/`; escapes
 * already there are kept), and a leading '//' (another host) becomes one '/'.
 */
export function headerSafeLocation(location: string): string {
  return location
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(/[^\x21-\x7E]|[\\]|%(?![0-9A-Fa-f]{2})/gu, (c) => encodeURIComponent(c))
    .replace(/^\/{2,}/, '/');
}

/** A page or redirect response with its caching headers (the rule above). */
export function withCachingHeaders<
  R extends { kind: string; status: number; headers: Record<string, string>; cookies: readonly unknown[] },
>(response: R, requestHasCookies: boolean): R {
  const cacheControl = pageCacheControl({
    setsCookies: response.cookies.length > 0,
    carriesVisitorData: response.headers['Cache-Control'] === VISITOR_DATA,
    requestHasCookies,
    found: response.kind === 'page' && response.status === 200,
  });
  if (response.headers['Cache-Control'] === cacheControl && response.headers['Vary'] === PAGE_VARY) {
    return response;
  }
  return { ...response, headers: { ...response.headers, 'Cache-Control': cacheControl, Vary: PAGE_VARY } };
}

/** Whether the request carried any cookie. */
export const hasCookies = (cookies: Readonly<Record<string, string | undefined>>): boolean => {
  for (const name in cookies) if (cookies[name] !== undefined) return true;
  return false;
};
