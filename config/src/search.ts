/**
 * The search's analytics (storefront.md §3 "Analytics entities"): `filter_applied` carries what the
 * search now is and the market config entity (currency ISO code, language as the locale, market id in
 * upper case). Pure; every value is plain data.
 */
import type { Market } from '@waypoint/schemas';
import { currencyForMarket } from './currency.ts';

export interface MarketConfigEntity {
  currency: string;
  language: string;
  market_id: string;
}

/** storefront.md §3 "market config: currency (ISO code), language (locale), market_id (upper case)". */
export function marketConfigEntity(market: Market, locale: string): MarketConfigEntity {
  return { currency: currencyForMarket(market).isoCode, language: locale, market_id: market.toUpperCase() };
}

export interface SearchFilterEntity {
  query: string;
  destination_id: number | null;
  destination: string | null;
  duration: string | null;
  month: string | null;
  price_min: number | null;
  price_max: number | null;
  sort: string;
  results: number;
}

export interface FilterAppliedInput {
  q: string;
  destination: { id: number; name: string | null } | null;
  duration: string;
  month: string;
  priceMin: number | null;
  priceMax: number | null;
  sort: string;
  results: number;
}

/** The entities of `filter_applied`: the search as applied (absent filters are null) and the market. */
export function filterAppliedEntities(
  input: FilterAppliedInput,
  market: Market,
  locale: string,
): { search: SearchFilterEntity; market: MarketConfigEntity } {
  return {
    search: {
      query: input.q,
      destination_id: input.destination?.id ?? null,
      destination: input.destination?.name ?? null,
      duration: input.duration === '' ? null : input.duration,
      month: input.month === '' ? null : input.month,
      price_min: input.priceMin,
      price_max: input.priceMax,
      sort: input.sort,
      results: input.results,
    },
    market: marketConfigEntity(market, locale),
  };
}
