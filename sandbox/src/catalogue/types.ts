/** Types of the generated catalogue. */
import type { Lang, Market } from '../markets.ts';

export const CATEGORIES = [
  'beach',
  'culture',
  'adventure',
  'family',
  'honeymoon',
  'safari',
  'short-trips',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const CONTINENTS = ['africa', 'asia', 'europe', 'north-america', 'south-america', 'oceania'] as const;
export type Continent = (typeof CONTINENTS)[number];

export type Localised = Record<Lang, string>;

/** A city name: one spelling for every language, or an English name with per-language spellings. */
export type CityName = string | ({ en: string } & Partial<Localised>);

export interface CountryDef {
  id: number;
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: Localised;
  continent: Continent;
  region: string;
  cities: readonly CityName[];
  /** Categories its trips cycle through, most typical first. */
  categories: readonly Category[];
}

export interface RegionDef {
  id: number;
  key: string;
  continent: Continent;
  name: Localised;
}

export interface MarketPrice {
  amount: number;
  /** The price before the discount, or null without one. */
  oldAmount: number | null;
}

export interface Trip {
  id: number;
  /** English slug; URLs use the slug of the market's language (`slugs`). */
  slug: string;
  slugs: Localised;
  country: CountryDef;
  continent: Continent;
  region: RegionDef;
  categories: Category[];
  cities: CityName[];
  days: number;
  title: Localised;
  description: Localised;
  /** Price in US dollars before any discount. */
  basePriceUsd: number;
  /** Discount in percent (0 = none). */
  discount: number;
  isNew: boolean;
  /** Deterministic popularity, used to order best sellers. */
  popularity: number;
  prices: Record<Market, MarketPrice>;
  /** IATA codes of the airports the trip departs from, per market. */
  departures: Record<Market, string[]>;
}
