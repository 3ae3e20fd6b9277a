/** Locales, their markets and i18next fallbacks (storefront.md §4 "Locale and language", §5, §9). */
import { LOCALES, type Locale, type Market } from '@waypoint/schemas';
import { COOKIE_LIFETIMES_SECONDS, COOKIE_NAMES, type CookieInstruction, setCookie } from './cookies.ts';
import { DEFAULT_MARKET, isMarket } from './markets.ts';

export { LOCALES };

export const DEFAULT_LOCALE: Locale = 'en-GB';
export const TRANSLATION_DEFAULT_LNG = 'en';
export const TRANSLATION_NAMESPACE = 'common';

const LOCALE_SET: ReadonlySet<string> = new Set(LOCALES);
export const isLocale = (x: unknown): x is Locale => typeof x === 'string' && LOCALE_SET.has(x);

const LOCALE_SHAPE = /^([a-zA-Z]{2})-([a-zA-Z]{2})$/;

/** storefront.md §5 "Locale normalisation": `es_mx` -> `es-MX`; anything but letter pairs is null. */
export function normalizeLocale(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const match = LOCALE_SHAPE.exec(raw.replace('_', '-'));
  if (!match) return null;
  return `${match[1]!.toLowerCase()}-${match[2]!.toUpperCase()}`;
}

/** The spec's tables write the British locale `en_UK`; its BCP 47 form is `en-GB`. */
const LOCALE_ALIASES: Readonly<Record<string, Locale>> = { 'en-UK': 'en-GB' };

/** Normalises and resolves aliases: a supported `Locale` or null. */
export function toLocale(raw: unknown): Locale | null {
  const normalized = normalizeLocale(raw);
  if (normalized === null) return null;
  const locale = LOCALE_ALIASES[normalized] ?? normalized;
  return isLocale(locale) ? locale : null;
}

// storefront.md §9 "Locale to market"
export const LOCALE_TO_MARKET: Record<Locale, Market> = {
  'de-DE': 'de',
  'en-AU': 'au',
  'en-CA': 'ca',
  'en-GB': 'uk',
  'en-US': 'us',
  'es-CO': 'co',
  'es-ES': 'es',
  'es-MX': 'mx',
  'es-US': 'us',
  'fr-CA': 'ca',
  'fr-FR': 'fr',
};

/** The locales of each market, main locale first. */
export const MARKET_LOCALES: Record<Market, readonly Locale[]> = {
  us: ['en-US', 'es-US'],
  ca: ['en-CA', 'fr-CA'],
  uk: ['en-GB'],
  au: ['en-AU'],
  es: ['es-ES'],
  mx: ['es-MX'],
  co: ['es-CO'],
  fr: ['fr-FR'],
  de: ['de-DE'],
};

export const marketMainLocale = (market: Market): Locale => MARKET_LOCALES[market]?.[0] ?? DEFAULT_LOCALE;

const isLocaleOfMarket = (locale: Locale, market: Market): boolean =>
  MARKET_LOCALES[market]?.includes(locale) ?? false;

// storefront.md §9 "Market to locale code" (au is not in the spec's list; au_en follows the English markets)
export const MARKET_LOCALE_CODE: Record<Market, string> = {
  es: 'es_es',
  uk: 'uk_en',
  fr: 'fr_fr',
  de: 'de_de',
  us: 'us_en',
  ca: 'ca_en',
  mx: 'es_mx',
  co: 'es_co',
  au: 'au_en',
};

// storefront.md §9 "Locale fallbacks": the regional locale each locale falls back to before its language
const LOCALE_FALLBACK: Record<Locale, Locale | null> = {
  'en-US': 'en-GB',
  'en-CA': 'en-GB',
  'en-AU': 'en-GB',
  'en-GB': null,
  'es-MX': 'es-ES',
  'es-US': 'es-ES',
  'es-CO': 'es-ES',
  'es-ES': null,
  'fr-CA': 'fr-FR',
  'fr-FR': null,
  'de-DE': null,
};

/** The i18next fallback chain of a locale: itself, its regional fallback, its language. */
export function localeFallbacks(locale: Locale): string[] {
  const known = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const regional = LOCALE_FALLBACK[known];
  return [known, ...(regional ? [regional] : []), languageCode(known)];
}

/** The language of a locale: its first two letters, lower-cased (`en` for anything unusable). */
export function languageCode(locale: string): string {
  const code = typeof locale === 'string' ? locale.slice(0, 2).toLowerCase() : '';
  return /^[a-z]{2}$/.test(code) ? code : TRANSLATION_DEFAULT_LNG;
}

export type LocaleSelection = {
  locale: Locale;
  source: 'query' | 'cookie' | 'market-default';
  reason?: string;
};

const present = (v: string | null | undefined): v is string => typeof v === 'string' && v !== '';

/**
 * storefront.md §4 "Locale and language": the query `locale` wins, else the locale cookie; the candidate is
 * normalised and, when it is not a locale of the market, the market's main locale is used. An unusable query
 * value does not fall through to the cookie: the spec takes the query whenever it is present.
 */
export function selectLocale(input: {
  market: Market;
  queryLocale?: string | null;
  cookieLocale?: string | null;
}): LocaleSelection {
  const market = isMarket(input.market) ? input.market : DEFAULT_MARKET;
  const fallback = marketMainLocale(market);
  const [source, raw] = present(input.queryLocale)
    ? (['query', input.queryLocale] as const)
    : present(input.cookieLocale)
      ? (['cookie', input.cookieLocale] as const)
      : ([null, null] as const);
  if (source === null) return { locale: fallback, source: 'market-default' };
  const locale = toLocale(raw);
  if (locale === null) {
    return {
      locale: fallback,
      source: 'market-default',
      reason: `${source} locale "${raw}" is not a locale`,
    };
  }
  if (!isLocaleOfMarket(locale, market)) {
    return {
      locale: fallback,
      source: 'market-default',
      reason: `${source} locale ${locale} is not valid for ${market}`,
    };
  }
  return { locale, source };
}

const ERROR_PATH = /(^|\/)(404|500)\/?$/;
const DOCUMENT_PATH = /\/(ticket|budget)\/pdf\//i;

/**
 * storefront.md §2, §4: the locale cookie is (re-)set when the selected locale differs from the cookie
 * (a cookie in another spelling, such as `en_US`, is rewritten in hyphen form), but never on /404 and /500 paths.
 */
export function shouldSetLocaleCookie(input: {
  path: string;
  selected: Locale;
  cookieLocale?: string | null;
}): boolean {
  const path = typeof input.path === 'string' ? input.path.split(/[?#]/)[0]! : '';
  if (ERROR_PATH.test(path)) return false;
  // storefront.md §4 "On ticket and budget pages language handling is skipped"
  if (DOCUMENT_PATH.test(path)) return false;
  return input.cookieLocale !== input.selected;
}

/** The Set-Cookie instruction for the locale cookie (30 days, path /). */
export const localeCookie = (locale: Locale): CookieInstruction =>
  setCookie(COOKIE_NAMES.locale, locale, COOKIE_LIFETIMES_SECONDS.locale);
