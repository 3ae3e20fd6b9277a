/** Advisor token and reseller on the server (storefront.md §4 "Advisor token and reseller"). */
import type { Market } from '@waypoint/schemas';
import {
  COOKIE_LIFETIMES_SECONDS,
  COOKIE_NAMES,
  type CookieInstruction,
  clearCookie,
  setCookie,
} from './cookies.ts';

/**
 * The grammar of an advisor token and of a utm_reseller value: letters, digits, '_', '-' (and '.' for a
 * reseller), at most 64. The spec gives none; ours keeps them safe to reflect in a header or a cookie
 * and in a cache key (a header never throws; visitors cannot grow the cache). A value outside it is no token
 * (no reseller) at all.
 */
const ADVISOR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const RESELLER_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

const clean =
  (pattern: RegExp) =>
  (v: string | null | undefined): string | null => {
    if (typeof v !== 'string') return null;
    const t = v.trim();
    return pattern.test(t) ? t : null;
  };
const cleanToken = clean(ADVISOR_TOKEN_PATTERN);
const cleanReseller = clean(RESELLER_PATTERN);

export type AdvisorAndReseller = {
  advisorToken: string | null;
  reseller: string | null;
  cookies: CookieInstruction[];
  reason: 'query-token' | 'query-reseller' | 'cookies' | 'none';
};

/**
 * 1. A query advisor_token wins: it is stored for 90 days when new, and any reseller is dropped and its cookie
 *    cleared (advisor_token takes precedence over utm_reseller).
 * 2. A query utm_reseller that differs from the cookie is stored for 1 day and clears any advisor_token cookie.
 * 3. Otherwise the values in force are query-or-cookie; a token still beats a reseller, whose cookie is cleared.
 *    A query utm_reseller equal to the stored one leaves the advisor token alone, as on the client.
 */
export function advisorTokenAndReseller(input: {
  queryAdvisorToken?: string | null;
  queryReseller?: string | null;
  cookieAdvisorToken?: string | null;
  cookieReseller?: string | null;
}): AdvisorAndReseller {
  const qToken = cleanToken(input.queryAdvisorToken);
  const qReseller = cleanReseller(input.queryReseller);
  const cToken = cleanToken(input.cookieAdvisorToken);
  const cReseller = cleanReseller(input.cookieReseller);
  const cookies: CookieInstruction[] = [];
  const clearReseller = () => {
    if (cReseller !== null) cookies.push(clearCookie(COOKIE_NAMES.reseller));
  };

  // 1. query token
  if (qToken !== null) {
    if (qToken !== cToken) {
      cookies.push(setCookie(COOKIE_NAMES.advisorToken, qToken, COOKIE_LIFETIMES_SECONDS.advisorToken));
    }
    clearReseller();
    return { advisorToken: qToken, reseller: null, cookies, reason: 'query-token' };
  }
  // 2. a new reseller in the query
  if (qReseller !== null && qReseller !== cReseller) {
    cookies.push(setCookie(COOKIE_NAMES.reseller, qReseller, COOKIE_LIFETIMES_SECONDS.reseller));
    if (cToken !== null) cookies.push(clearCookie(COOKIE_NAMES.advisorToken));
    return { advisorToken: null, reseller: qReseller, cookies, reason: 'query-reseller' };
  }
  // 3. what the cookies (and a repeated query reseller) hold
  if (cToken !== null) {
    clearReseller();
    return { advisorToken: cToken, reseller: null, cookies, reason: 'cookies' };
  }
  const reseller = qReseller ?? cReseller;
  return { advisorToken: null, reseller, cookies, reason: reseller === null ? 'none' : 'cookies' };
}

// storefront.md §4: utm_reseller=last_minute in DE, ES, FR and UK switches to a partner theme and a support phone
const LAST_MINUTE_RESELLER = 'last_minute';
export const LAST_MINUTE_THEME_AFFILIATE = 1471;
/** Invented support phones, from ranges reserved for fiction where the country has one. */
export const LAST_MINUTE_SUPPORT_PHONES: Readonly<Partial<Record<Market, string>>> = {
  de: '+49 30 23125 600',
  es: '+34 910 000 600',
  fr: '+33 1 99 00 06 00',
  uk: '+44 20 7946 0600',
};

export function resellerTheme(
  reseller: string | null | undefined,
  market: Market,
): { themeAffiliateId: number; supportPhone: string } | null {
  if (cleanReseller(reseller)?.toLowerCase() !== LAST_MINUTE_RESELLER) return null;
  const supportPhone = Object.hasOwn(LAST_MINUTE_SUPPORT_PHONES, market)
    ? LAST_MINUTE_SUPPORT_PHONES[market]
    : undefined;
  return supportPhone ? { themeAffiliateId: LAST_MINUTE_THEME_AFFILIATE, supportPhone } : null;
}
