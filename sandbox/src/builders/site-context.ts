/**
 * Site context (guest and per-affiliate config). Site flags per market, chosen so that the composer's
 * home-page rules have something to switch on and off:
 * - travelStories: on everywhere except au (au shows no reviews section);
 * - reviewWidget: on in the English-speaking markets us, uk, ca and au (the third-party widget);
 * - mgmPromotion: on everywhere except co (co shows no refer-a-friend banner);
 * - isImmersiveHomePage: on only in es and mx (search inside the hero);
 * - guestCheckout: on in us, uk, ca and au.
 */
import type { UpstreamSiteContext } from '@waypoint/schemas';
import { COPY } from '../copy/index.ts';
import { type Locale, langOf, MARKET_INFO, MARKETS, type Market } from '../markets.ts';
import { SITE_ORIGIN } from '../site-paths.ts';

const ENGLISH_MARKETS: readonly Market[] = ['us', 'uk', 'ca', 'au'];

/** Every market/locale pair with its domain: the main locale at /{market}, others at /{market}/{lang}. */
function marketLocales(): { market: Market; locale: Locale; isMain: boolean; domain: string }[] {
  return MARKETS.flatMap((market) =>
    MARKET_INFO[market].locales.map((locale, index) => ({
      market,
      locale,
      isMain: index === 0,
      domain: index === 0 ? `${SITE_ORIGIN}/${market}` : `${SITE_ORIGIN}/${market}/${langOf(locale)}`,
    })),
  );
}

export function siteContext(market: Market, site: { id: number; subdomain: string }): UpstreamSiteContext {
  const info = MARKET_INFO[market];
  const pairs = marketLocales();
  return {
    market,
    operatingCountryName: info.countryName,
    marketConfigs: pairs,
    language: info.locales.map((locale, index) => ({
      isMain: index === 0,
      locale,
      name: COPY[langOf(locale)].languageName,
    })),
    alternativeDomains: pairs.map(({ market: m, locale, domain }) => ({ market: m, locale, domain })),
    currency: { ...info.currency },
    options: {
      isSearcherActive: true,
      isCustomerServiceActive: true,
      guestCheckout: ENGLISH_MARKETS.includes(market),
      helpBox: true,
    },
    site: {
      id: site.id,
      subdomain: site.subdomain,
      travelStories: market !== 'au',
      reviewWidget: ENGLISH_MARKETS.includes(market),
      mgmPromotion: market !== 'co',
      isImmersiveHomePage: market === 'es' || market === 'mx',
      discountInput: true,
    },
    customer: null,
  };
}
