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
  const host = (input.host ?? '').trim();
  const name = hostname(host);
  if (!name.startsWith('sales.')) return null;
  const port = host.slice(name.length); // ':3000' or ''
  const base = name.slice('sales.'.length);
  if (input.isAgent) {
    const query = input.search === '' ? '' : `?${input.search}`;
    return { location: `${input.protocol}://advisors.${base}${port}${input.path}${query}`, reason: 'agent' };
  }
  if (input.loggedIn) return null;
  const params = new URLSearchParams(input.search);
  params.set('errorCode', 'ERR_SALES_AUTH');
  return {
    location: `${input.protocol}://www.${base}${port}${input.path}?${params.toString()}`,
    reason: 'not-logged-in',
  };
}

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
  if (present(input.mgm)) {
    const code = input.mgm.trim();
    if (code !== stored) out.push(setCookie(COOKIE_NAMES.mgm, code, COOKIE_LIFETIMES_SECONDS.mgm));
  } else if (!input.showSales && !present(input.referralToken) && present(stored)) {
    out.push(clearCookie(COOKIE_NAMES.mgm));
  }
  if (present(input.promocode)) {
    const code = input.promocode.trim().toUpperCase();
    if (code !== input.cookies[COOKIE_NAMES.promoCode]) {
      out.push(setCookie(COOKIE_NAMES.promoCode, code, COOKIE_LIFETIMES_SECONDS.promoCode));
    }
  }
  return out;
}
