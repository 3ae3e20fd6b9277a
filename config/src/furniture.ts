/** Rules of the site furniture: the language selector and the markets list (storefront.md §2, §4). */
import type { Locale, Market } from '@waypoint/schemas';
import { MARKET_LOCALES, marketMainLocale } from './locales.ts';

/** One entry of the site context's `alternativeDomains` (storefront.md §2 Home page data). */
export interface AlternativeDomain {
  market: string;
  locale: string;
  domain: string;
}

const sameLocale = (a: string, b: string): boolean =>
  a.replace('_', '-').toLowerCase() === b.replace('_', '-').toLowerCase();

/** The origin of a configured domain ('https://www.example.com/ca/fr' is 'https://www.example.com'). */
export function domainOrigin(domain: string): string | null {
  try {
    const url = new URL(domain);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

function configuredOrigin(
  domains: readonly AlternativeDomain[],
  market: Market,
  locale: string,
): string | null {
  const entry = domains.find((d) => d.market.toLowerCase() === market && sameLocale(d.locale, locale));
  return entry ? domainOrigin(entry.domain) : null;
}

/**
 * storefront.md §4 "Locale and language": a language change goes to the domain configured for that
 * locale. The seller names the site being served by the domain of the current market's main locale;
 * a locale configured on that same origin stays on this site (null: same origin as the request, which
 * may be a test or partner host), one configured on another origin goes there.
 */
export function languageOrigin(input: {
  domains: readonly AlternativeDomain[];
  /** The market being served. */
  market: Market;
  /** The market and locale to go to. */
  target: { market: Market; locale: Locale };
}): string | null {
  const own = configuredOrigin(input.domains, input.market, marketMainLocale(input.market));
  const target = configuredOrigin(input.domains, input.target.market, input.target.locale);
  return target === null || target === own ? null : target;
}

/**
 * A market's home in a locale: `/{market}`, with `?locale=` in a market of several languages (the query
 * overrides a locale cookie of the other language, §4), on another origin when the locale lives there.
 */
export function localeHomeHref(market: Market, locale: Locale, origin: string | null): string {
  const query = MARKET_LOCALES[market].length > 1 ? `?locale=${locale}` : '';
  return `${origin ?? ''}/${market}${query}`;
}
