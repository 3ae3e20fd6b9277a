/** Bots, search engines, devices and attribution (storefront.md §3 "Site configuration", §5 "Attribution"). */
import type { Device } from '@waypoint/schemas';
import UAParser from 'ua-parser-js';
import { cookieDomain, hostname } from './cookies.ts';

/**
 * Crawler names matched case-insensitively anywhere in the user agent (storefront.md §5). Headless browsers and
 * Lighthouse are deliberately absent: our own end-to-end tests and performance audits must see the real site.
 */
const BOT_NAMES = [
  'googlebot',
  'google-inspectiontool',
  'googleother',
  'adsbot-google',
  'mediapartners-google',
  'storebot-google',
  'apis-google',
  'feedfetcher-google',
  'bingbot',
  'bingpreview',
  'adidxbot',
  'msnbot',
  'slurp',
  'duckduckbot',
  'baiduspider',
  'yandexbot',
  'yandex.com/bots',
  'sogou',
  'exabot',
  'seznambot',
  'naverbot',
  'yeti/',
  'applebot',
  'petalbot',
  'qwantify',
  'ia_archiver',
  'archive.org_bot',
  'facebookexternalhit',
  'facebot',
  'meta-externalagent',
  'twitterbot',
  'linkedinbot',
  'pinterestbot',
  'slackbot',
  'telegrambot',
  'whatsapp',
  'discordbot',
  'skypeuripreview',
  'embedly',
  'redditbot',
  'ahrefsbot',
  'semrushbot',
  'mj12bot',
  'dotbot',
  'rogerbot',
  'screaming frog',
  'bytespider',
  'gptbot',
  'chatgpt-user',
  'oai-searchbot',
  'claudebot',
  'anthropic-ai',
  'perplexitybot',
  'ccbot',
  'amazonbot',
  'dataforseobot',
  'blexbot',
  'uptimerobot',
  'pingdom',
  'crawler',
  'spider',
] as const;

export function isBot(userAgent: string | null | undefined): boolean {
  if (typeof userAgent !== 'string' || userAgent === '') return false;
  const ua = userAgent.toLowerCase();
  return BOT_NAMES.some((name) => ua.includes(name));
}

const TLD = '(?:[a-z]{2,3}|com?\\.[a-z]{2})';
/** Engines with a national domain (`google.co.uk`, `yahoo.co.jp`) and engines with one domain. */
const COUNTRY_ENGINES = [
  'google',
  'bing',
  'yahoo',
  'yandex',
  'baidu',
  'naver',
  'seznam',
  'ask',
  'aol',
  'qwant',
];
const SINGLE_ENGINES = [
  'duckduckgo.com',
  'ecosia.org',
  'startpage.com',
  'search.brave.com',
  'sogou.com',
  'so.com',
  'ya.ru',
  'search.yahoo.com',
];
const SEARCH_ENGINE = new RegExp(
  `(?:^|\\.)(?:(?:${COUNTRY_ENGINES.join('|')})\\.${TLD}|${SINGLE_ENGINES.map((d) => d.replace(/\./g, '\\.')).join('|')})$`,
);

/** A referrer URL or host name whose host belongs to a known search engine (storefront.md §5). */
export function isSearchEngineReferrer(referrerOrHost: string | null | undefined): boolean {
  const host = referrerHost(referrerOrHost);
  return host !== null && SEARCH_ENGINE.test(host);
}

/** The host of a referrer URL or bare host name, lower-cased and without port; null when there is none. */
export function referrerHost(referrerOrHost: string | null | undefined): string | null {
  if (typeof referrerOrHost !== 'string' || referrerOrHost.trim() === '') return null;
  const value = referrerOrHost.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    try {
      return hostname(new URL(value).host) || null;
    } catch {
      return null;
    }
  }
  const host = hostname(value.split(/[/?#]/)[0]);
  return /^[a-z0-9.-]+$/.test(host) && host.includes('.') ? host : host === 'localhost' ? host : null;
}

/** ua-parser-js v1 device types; anything that is not a phone or tablet (and every bot) is desktop, the default. */
export function deviceFromUserAgent(userAgent: string | null | undefined): Device {
  if (typeof userAgent !== 'string' || userAgent === '' || isBot(userAgent)) return 'desktop';
  let type: string | undefined;
  try {
    type = new UAParser(userAgent).getDevice().type;
  } catch {
    return 'desktop';
  }
  if (type === 'mobile' || type === 'wearable') return 'mobile';
  if (type === 'tablet') return 'tablet';
  return 'desktop';
}

export type Attribution = {
  source: string;
  medium: string;
  campaign: string;
  entryUrl: string;
  kind: 'utm' | 'referral' | 'organic' | 'direct';
};

const NOT_SET = '(not set)';
const given = (v: string | null | undefined): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : null;

/** Same site when the hosts match or share a registrable domain (www. and advisors. of one domain are internal). */
const sameSite = (a: string, b: string): boolean =>
  a === b || (cookieDomain(a) !== undefined && cookieDomain(a) === cookieDomain(b));

/**
 * storefront.md §5 "Attribution":
 * 1. utm_source given: the utm values, missing ones '(not set)'.
 * 2. An external referrer: source its host, medium 'organic' for a search engine, else 'referral'.
 * 3. Otherwise (no referrer, or one from our own site): source 'direct', medium '(none)', campaign '(not set)'.
 * The entry URL is kept without its query string (and fragment).
 */
export function attribution(input: {
  referrer?: string | null;
  host: string;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  url: string;
}): Attribution {
  const entryUrl = typeof input.url === 'string' ? input.url.split(/[?#]/)[0]! : '';
  const source = given(input.utmSource);
  const campaign = given(input.utmCampaign) ?? NOT_SET;
  if (source !== null) {
    return { source, medium: given(input.utmMedium) ?? NOT_SET, campaign, entryUrl, kind: 'utm' };
  }
  const refHost = referrerHost(input.referrer);
  const ownHost = hostname(input.host);
  if (refHost !== null && !sameSite(refHost, ownHost)) {
    const organic = isSearchEngineReferrer(refHost);
    return {
      source: refHost,
      medium: organic ? 'organic' : 'referral',
      campaign,
      entryUrl,
      kind: organic ? 'organic' : 'referral',
    };
  }
  return { source: 'direct', medium: '(none)', campaign: NOT_SET, entryUrl, kind: 'direct' };
}
