/**
 * Server-side rules about the visitor: sign-in state, the sales sub-site gate, and the referral and
 * promotion codes carried in the URL (storefront.md §4 "Customer cookies and status", "Sales sub-site",
 * "Referral"; §2 query parameters).
 */
import {
  COOKIE_LIFETIMES_SECONDS,
  COOKIE_NAMES,
  type CookieInstruction,
  clearCookie,
  hostname,
  setCookie,
  validHost,
} from './cookies.ts';

type Cookies = Readonly<Record<string, string | undefined>>;

const present = (v: string | undefined | null): v is string => typeof v === 'string' && v.trim() !== '';

/** storefront.md §4: logged in means the full-user cookie exists. */
export const isLoggedIn = (cookies: Cookies): boolean => present(cookies[COOKIE_NAMES.fullUser]);

/** storefront.md §4: 'any user' means a full, soft or guest cookie exists. */
export const isAnyUser = (cookies: Cookies): boolean => currentUser(cookies) !== null;

/** storefront.md §4 "Customer cookies and status": the customer cookies, in the order they are read. */
const CUSTOMER_COOKIES = [
  ['soft', COOKIE_NAMES.softUser],
  ['guest', COOKIE_NAMES.guestUser],
  ['full', COOKIE_NAMES.fullUser],
] as const;

/**
 * storefront.md §4 "Customer cookies and status": the current user id is read with priority soft, then
 * guest, then full; with the kind of cookie it came from. Null without any customer cookie.
 */
export function currentUser(cookies: Cookies): { userId: string; kind: 'soft' | 'guest' | 'full' } | null {
  for (const [kind, name] of CUSTOMER_COOKIES) {
    const value = cookies[name];
    if (present(value)) return { userId: value.trim(), kind };
  }
  return null;
}

/**
 * storefront.md §4 "Sales sub-site": an agent is sent to the advisors sub-site; a visitor who is not
 * logged in is sent to the non-sales host with errorCode=ERR_SALES_AUTH (§8). Returns the absolute
 * location, or null to serve the page. `search` is the request's query string without '?'.
 */
export function salesSiteRedirect(input: {
  host: string | undefined;
  protocol: 'http' | 'https';
  path: string;
  search: string;
  isAgent: boolean;
  loggedIn: boolean;
}): { location: string; reason: 'agent' | 'not-logged-in' } | null {
  // Redirects are built only from a valid site host (a forged Host must not send visitors elsewhere);
  // any other Host is no sales site.
  const host = validHost(input.host);
  if (host === null) return null;
  const name = hostname(host);
  if (!name.startsWith('sales.')) return null;
  const port = /:\d+$/.exec(host)?.[0] ?? ''; // ':3000' or ''
  const base = name.slice('sales.'.length);
  // The decoded path goes back into a header, percent-encoded, so no character of it can make it throw.
  const path = encodePath(input.path);
  const params = new URLSearchParams(input.search);
  if (input.isAgent) {
    const query = params.size === 0 ? '' : `?${params.toString()}`;
    return { location: `${input.protocol}://advisors.${base}${port}${path}${query}`, reason: 'agent' };
  }
  if (input.loggedIn) return null;
  params.set('errorCode', 'ERR_SALES_AUTH');
  return {
    location: `${input.protocol}://www.${base}${port}${path}?${params.toString()}`,
    reason: 'not-logged-in',
  };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A decoded site path as it may travel in a Location header: every character outside printable ASCII,
 * and '%', '?', '#' and '\\', percent-encoded as UTF-8 (a lone surrogate becomes U+FFFD). `/es/€/` ->
 * `/es/%E2%82%AC/`.
 */
export function encodePath(path: string): string {
  return path
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(/[^\x21-\x7E]|[%?#\\]/gu, (c) => encodeURIComponent(c))
    .replace(/^\/{2,}/, '/');
}

/** A referral or promotion code as stored in a cookie: letters, digits, '_' and '-', at most 64. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * storefront.md §4 "Referral": a given MGM code is stored; the stored one is removed when sales is
 * not shown and the URL has neither MGM nor referralToken. §2: a promocode is stored in upper case.
 */
export function referralCookies(input: {
  mgm: string | undefined;
  referralToken: string | undefined;
  promocode: string | undefined;
  showSales: boolean;
  cookies: Cookies;
}): CookieInstruction[] {
  const out: CookieInstruction[] = [];
  const stored = input.cookies[COOKIE_NAMES.mgm];
  if (present(input.mgm) && CODE_PATTERN.test(input.mgm.trim())) {
    const code = input.mgm.trim();
    if (code !== stored) out.push(setCookie(COOKIE_NAMES.mgm, code, COOKIE_LIFETIMES_SECONDS.mgm));
  } else if (!input.showSales && !present(input.referralToken) && present(stored)) {
    out.push(clearCookie(COOKIE_NAMES.mgm));
  }
  if (present(input.promocode) && CODE_PATTERN.test(input.promocode.trim())) {
    const code = input.promocode.trim().toUpperCase();
    if (code !== input.cookies[COOKIE_NAMES.promoCode]) {
      out.push(setCookie(COOKIE_NAMES.promoCode, code, COOKIE_LIFETIMES_SECONDS.promoCode));
    }
  }
  return out;
}
