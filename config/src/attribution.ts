/**
 * What an order attempt carries for attribution (buying-flow.md §7 "Order attempt v2" Create: the
 * analytics client id, gclId, fbclid, msclkid, utm_source, utm_campaign, utm_medium, and the optional
 * reseller and advisor tokens; §6 "Agents and advisors"). The page's query wins over a cookie (the
 * visitor arrived through that link now); the analytics client id is read from the `_ga` cookie
 * (`GA1.1.<id>.<timestamp>` → `<id>.<timestamp>`). Values are bounded: anything malformed is left out.
 */
import { COOKIE_NAMES } from './cookies.ts';

type Bag = Readonly<Record<string, string | undefined>>;

export interface OrderAttemptAttribution {
  googleAnalyticsClientId: string;
  gclId: string;
  fbclid: string;
  msclkid: string;
  utm_source: string;
  utm_campaign: string;
  utm_medium: string;
  resellerToken?: string;
  advisorToken?: string;
}

const SAFE = /^[\w.~-]{1,200}$/;
const safe = (value: string | undefined): string => (value !== undefined && SAFE.test(value) ? value : '');

/** `GA1.1.1234567890.1700000000` → `1234567890.1700000000`; '' when absent or malformed. */
export function analyticsClientId(gaCookie: string | undefined): string {
  const match = /^GA\d\.\d\.(\d{1,20}\.\d{1,20})$/.exec(gaCookie ?? '');
  return match ? match[1]! : '';
}

export function orderAttemptAttribution(input: { query: Bag; cookies: Bag }): OrderAttemptAttribution {
  const { query, cookies } = input;
  const pick = (name: string, cookie = name) => safe(query[name]) || safe(cookies[cookie]);
  const reseller = pick('utm_reseller', COOKIE_NAMES.reseller);
  const advisor = pick('advisor_token', COOKIE_NAMES.advisorToken);
  return {
    googleAnalyticsClientId: analyticsClientId(cookies['_ga']),
    gclId: pick('gclid'),
    fbclid: pick('fbclid'),
    msclkid: pick('msclkid'),
    utm_source: pick('utm_source', COOKIE_NAMES.utmSource),
    utm_campaign: pick('utm_campaign'),
    utm_medium: pick('utm_medium'),
    ...(reseller ? { resellerToken: reseller } : {}),
    ...(advisor ? { advisorToken: advisor } : {}),
  };
}
