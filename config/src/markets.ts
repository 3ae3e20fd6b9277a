/** Markets and the market lists of storefront.md §9 "Markets, locales and currencies". */
import { MARKETS, type Market } from '@waypoint/schemas';

export { MARKETS };

export const DEFAULT_MARKET: Market = 'us';

const MARKET_SET: ReadonlySet<string> = new Set(MARKETS);

export const isMarket = (x: unknown): x is Market => typeof x === 'string' && MARKET_SET.has(x);

/** A market, or the default market for anything else. */
export const toMarket = (x: unknown): Market => (isMarket(x) ? x : DEFAULT_MARKET);

/**
 * The market carried by `lang` (storefront.md §2, §5 "Market"). Any case is accepted. A missing or empty `lang`
 * is the default home `/` and is valid; a present but unknown value is invalid (the caller redirects to /us/404).
 */
export function marketFromLang(lang: string | undefined | null): {
  market: Market;
  valid: boolean;
  reason?: string;
} {
  if (lang === undefined || lang === null || lang === '') return { market: DEFAULT_MARKET, valid: true };
  const code = typeof lang === 'string' ? lang.toLowerCase() : '';
  if (isMarket(code)) return { market: code, valid: true };
  return { market: DEFAULT_MARKET, valid: false, reason: `unknown market "${String(lang)}"` };
}

// storefront.md §9 "Country names"
export const COUNTRY_NAMES: Record<Market, string> = {
  au: 'Australia',
  uk: 'United Kingdom',
  us: 'United States',
  ca: 'Canada',
  fr: 'France',
  de: 'Germany',
  es: 'Spain',
  mx: 'Mexico',
  co: 'Colombia',
};

/**
 * The other market lists of storefront.md §9, in the spec's order. Their purpose is not shown there,
 * so they are named after their members; the lists whose purpose the spec does name have their own constants below.
 */
export const MARKET_LISTS = {
  withoutAuCo: ['us', 'ca', 'mx', 'es', 'uk', 'de', 'fr'],
  withoutAuCoMx: ['es', 'fr', 'uk', 'de', 'us', 'ca'],
  withoutCoDeFr: ['ca', 'es', 'mx', 'uk', 'us', 'au'],
  auCaEsUsCo: ['au', 'ca', 'es', 'us', 'co'],
  ukOnly: ['uk'],
  withoutCo: ['es', 'uk', 'fr', 'de', 'us', 'ca', 'mx', 'au'],
  latam: ['co', 'mx'],
  urlPrefixes: ['es', 'uk', 'fr', 'de', 'us', 'ca', 'mx'],
} as const satisfies Record<string, readonly Market[]>;

// storefront.md §9: raffle active markets
export const RAFFLE_ACTIVE_MARKETS: readonly Market[] = ['us', 'uk', 'ca', 'es'];
// storefront.md §1: buy-now-pay-later in the US and CA markets
export const BNPL_MARKETS: readonly Market[] = ['us', 'ca'];
// storefront.md §1, §6: the chatbot runs in the US market
export const CHATBOT_MARKETS: readonly Market[] = ['us'];
// storefront.md §2 "Brand story section": captions in Spanish for ES, MX and CO; FR and DE show a static image
export const SPANISH_CAPTION_MARKETS: readonly Market[] = ['es', 'mx', 'co'];
export const STATIC_BRAND_IMAGE_MARKETS: readonly Market[] = ['fr', 'de'];
