/**
 * The campaign pages' rules (storefront.md §2 "Page routes", §4 "Referral", "Lead dialogs", §6 flags,
 * §7 "Leads, content and search", §9): where the raffle runs, what the lead form must hold, what it sends
 * upstream, the 'no more leads' cookies, and whether a visitor arrived with a member-get-member code.
 */
import type { Market } from '@waypoint/schemas';
import { analyticsClientId } from './attribution.ts';
import { COOKIE_LIFETIMES_SECONDS, COOKIE_NAMES, type CookieInstruction, setCookie } from './cookies.ts';
import { RAFFLE_ACTIVE_MARKETS } from './markets.ts';

// storefront.md §9: raffle active markets (us, uk, ca, es); elsewhere the raffle landing is not found.
export const isRaffleMarket = (market: Market): boolean => RAFFLE_ACTIVE_MARKETS.includes(market);

/** The path segment that makes a raffle landing (storefront.md §2: recognised by the word in the path). */
export const RAFFLE_SEGMENT = 'RaffleLanding';
export const rafflePath = (market: Market): string => `/${market}/${RAFFLE_SEGMENT}`;

export const PAID_LANDING_SEGMENTS = ['paid-landings', 'GenericLanding'] as const;
export const paidLandingPath = (market: Market): string => `/${market}/${PAID_LANDING_SEGMENTS.join('/')}`;

/** The MGM code as the page-service stores it (config/src/visitor.ts referralCookies uses the same pattern). */
const MGM_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** storefront.md §2, §4 "Referral": a visitor is invited when the URL carries a valid MGM code. */
export const isInvited = (mgm: string | undefined): boolean => mgm !== undefined && MGM_CODE.test(mgm.trim());

// storefront.md §4 "Lead dialogs": 'no more leads' sets two cookies to 'yes', one for 72 days, one for 1 day.
export function noMoreLeadsCookies(): CookieInstruction[] {
  return [
    setCookie(COOKIE_NAMES.noMoreLeadsLong, 'yes', COOKIE_LIFETIMES_SECONDS.noMoreLeadsLong, {
      sameSite: 'lax',
    }),
    setCookie(COOKIE_NAMES.noMoreLeadsShort, 'yes', COOKIE_LIFETIMES_SECONDS.noMoreLeadsShort, {
      sameSite: 'lax',
    }),
  ];
}

export type LeadFieldCode = 'REQUIRED' | 'TOO_LONG' | 'INVALID_EMAIL' | 'CONSENT_REQUIRED';
export type LeadField = 'name' | 'email' | 'consent';

export interface LeadInput {
  name: string;
  email: string;
  consent: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;
const LEAD_NAME_MAX = 100;
const LEAD_EMAIL_MAX = 254;

/**
 * The lead form's own checks, before anything is sent: a name, a well-formed e-mail and the consent
 * (storefront.md §5 asks for a valid e-mail wherever one is typed). Never throws: field codes, or none.
 */
export function leadFormErrors(input: LeadInput): Partial<Record<LeadField, LeadFieldCode>> {
  const errors: Partial<Record<LeadField, LeadFieldCode>> = {};
  const name = input.name.trim();
  const email = input.email.trim();
  if (name === '') errors.name = 'REQUIRED';
  else if (name.length > LEAD_NAME_MAX) errors.name = 'TOO_LONG';
  if (email === '') errors.email = 'REQUIRED';
  else if (email.length > LEAD_EMAIL_MAX || !EMAIL.test(email)) errors.email = 'INVALID_EMAIL';
  if (input.consent !== true) errors.consent = 'CONSENT_REQUIRED';
  return errors;
}

type Bag = Readonly<Record<string, string | undefined>>;
const SAFE = /^[\w.~-]{1,200}$/;
const safe = (value: string | undefined): string => (value !== undefined && SAFE.test(value) ? value : '');

/**
 * storefront.md §7 "Leads, content and search": the lead form is sent with the analytics client id field,
 * gclId, fbclid and msclkid (§3 "Marketing click ids"). The page's query wins over a cookie; malformed
 * values are left out (sent empty).
 */
export function leadFormPayload(input: {
  lead: LeadInput;
  market: Market;
  locale: string;
  query: Bag;
  cookies: Bag;
}): Record<string, string> {
  const { query, cookies } = input;
  const pick = (name: string) => safe(query[name]) || safe(cookies[name]);
  return {
    name: input.lead.name.trim(),
    email: input.lead.email.trim(),
    consent: input.lead.consent ? 'true' : 'false',
    market: input.market,
    locale: input.locale,
    source: 'raffle',
    googleAnalyticsClientId: analyticsClientId(cookies['_ga']),
    gclId: pick('gclid'),
    fbclid: pick('fbclid'),
    msclkid: pick('msclkid'),
  };
}
