/**
 * Cookie names, lifetimes and the cookie domain (storefront.md §9 "Cookies, storage and caching").
 * Rules never write cookies: they return `CookieInstruction`s that the composer turns into Set-Cookie headers.
 */

export type CookieInstruction = {
  name: string;
  value: string;
  /** 0 deletes the cookie. */
  maxAgeSeconds: number;
  path: '/';
  sameSite?: 'lax';
  httpOnly?: false;
};

const DAY = 86_400;

// storefront.md §9 "Cookies, storage and caching"
export const COOKIE_LIFETIMES_SECONDS = {
  advisorToken: 90 * DAY,
  locale: 30 * DAY,
  reseller: 1 * DAY,
  noMoreLeadsLong: 72 * DAY,
  noMoreLeadsShort: 1 * DAY,
  abTest: 30 * DAY,
  /** The spec says "30 (unit most likely days)". */
  promoCode: 30 * DAY,
  /** Not given by the spec; as long as the promotion code. */
  mgm: 30 * DAY,
} as const;

/**
 * Cookie names. `locale`, `noMoreLeads*` and `promoCode` are our choices (the spec does not name them);
 * A/B cookies are `{test}-version` (see `experimentCookieName`).
 */
export const COOKIE_NAMES = {
  locale: 'locale',
  advisorToken: 'advisor_token',
  reseller: 'utm_reseller',
  advisorId: 'advisorId',
  promoCode: 'promocode',
  noMoreLeadsLong: 'no_more_leads',
  noMoreLeadsShort: 'no_more_leads_today',
  authProvider: 'auth_provider',
  leadAcquisitionSource: 'lead_acquisition_source',
  utmSource: 'utm_source',
  /** storefront.md §4 Customer cookies: full, soft and guest user, plus admin (names are ours). */
  fullUser: 'wp_user',
  softUser: 'wp_soft_user',
  guestUser: 'wp_guest_user',
  admin: 'wp_admin',
  /** storefront.md §4 Referral: the member-get-member code. */
  mgm: 'mgm',
} as const;

const AB_COOKIE_SUFFIX = '-version';

export const experimentCookieName = (test: string): string => `${test}${AB_COOKIE_SUFFIX}`;

// storefront.md §9: Cache-Control max-age
export const CACHE_CONTROL_MAX_AGE = { default: 600, medium: 3600, static: 86_400 } as const;

export function setCookie(
  name: string,
  value: string,
  maxAgeSeconds: number,
  options: { sameSite?: 'lax' } = {},
): CookieInstruction {
  const cookie: CookieInstruction = { name, value, maxAgeSeconds, path: '/' };
  if (options.sameSite) cookie.sameSite = options.sameSite;
  return cookie;
}

export const clearCookie = (name: string): CookieInstruction => ({
  name,
  value: '',
  maxAgeSeconds: 0,
  path: '/',
});

/** Two-label public suffixes common in our markets; a full public-suffix list is not needed for our hosts. */
const MULTI_LABEL_SUFFIXES = new Set([
  'co.uk',
  'org.uk',
  'ac.uk',
  'gov.uk',
  'com.au',
  'net.au',
  'org.au',
  'com.mx',
  'org.mx',
  'gob.mx',
  'com.co',
  'net.co',
  'org.co',
  'gov.co',
  'co.nz',
  'com.br',
  'com.es',
  'org.es',
  'gouv.fr',
  'asso.fr',
]);

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** A host name (letters, digits, dots, hyphens) or a bracketed IPv6 address, with an optional port. */
const SITE_HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]{2,45}\\])(?::(\\d{1,5}))?$`);

/**
 * The Host of a request when it is one that a site can have: a host name of letters, digits, dots and
 * hyphens (or a bracketed IPv6 address) and an optional port, lower-cased; null for anything else
 * (userinfo such as `a@b`, a path, spaces, another character). Absolute addresses are built only from
 * what this returns, so a forged Host never becomes a redirect.
 */
export function validHost(host: unknown): string | null {
  if (typeof host !== 'string') return null;
  const h = host.trim().toLowerCase();
  if (h.length === 0 || h.length > 260) return null;
  const match = SITE_HOST.exec(h);
  if (!match) return null;
  if (match[1] !== undefined && Number(match[1]) > 65_535) return null;
  return h;
}

/** Lower-cases a Host header value and removes the port, brackets of IPv6 literals and a trailing dot. */
export function hostname(host: unknown): string {
  if (typeof host !== 'string') return '';
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    return end > 0 ? h.slice(1, end) : '';
  }
  if ((h.match(/:/g) ?? []).length === 1) h = h.slice(0, h.indexOf(':'));
  return h.replace(/\.+$/, '');
}

/**
 * The registrable domain of a host with a leading dot, e.g. `advisors.waypoint.travel:443` -> `.waypoint.travel`
 * (storefront.md §9). `undefined` for localhost (and its subdomains), IP addresses and single-label hosts,
 * where a host-only cookie is the right thing.
 */
export function cookieDomain(host: string | null | undefined): string | undefined {
  // A Host that is no host name ('!.!') has no domain: a host-only cookie, never a Domain the
  // serialiser refuses (and a 500 with it).
  if (validHost(host) === null) return undefined;
  const h = hostname(host);
  if (!h || h.includes(':') || IPV4.test(h)) return undefined;
  const labels = h.split('.').filter(Boolean);
  if (labels.length < 2 || labels.at(-1) === 'localhost') return undefined;
  const lastTwo = labels.slice(-2).join('.');
  const take = MULTI_LABEL_SUFFIXES.has(lastTwo) ? 3 : 2;
  if (labels.length < take) return undefined;
  return '.' + labels.slice(-take).join('.');
}
