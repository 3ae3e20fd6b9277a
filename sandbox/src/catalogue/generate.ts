/**
 * Generates the trip catalogue from a seed. The same seed always yields the same trips, prices and
 * copy, so two sandboxes (or two test runs) serve byte-identical bodies.
 */

import { LANGS, type Lang, MARKET_INFO, MARKETS, type Market } from '../markets.ts';
import { convertPrice } from '../money.ts';
import { Rng } from '../rng.ts';
import { slugify } from '../slug.ts';
import { AFRICA_ASIA } from './countries-africa-asia.ts';
import { AMERICAS_OCEANIA } from './countries-americas-oceania.ts';
import { EUROPE } from './countries-europe.ts';
import { cityName, REGIONS } from './geography.ts';
import { tripDescription, tripTitle } from './trip-copy.ts';
import type { Category, CityName, Continent, CountryDef, Localised, MarketPrice, Trip } from './types.ts';

export const COUNTRIES: readonly CountryDef[] = [...AFRICA_ASIA, ...EUROPE, ...AMERICAS_OCEANIA];

/** US dollars per day, by continent: [min, max]. */
const DAILY_RATE: Record<Continent, [number, number]> = {
  africa: [160, 260],
  asia: [120, 200],
  europe: [150, 230],
  'north-america': [170, 260],
  'south-america': [130, 210],
  oceania: [200, 300],
};

const DISCOUNTS = [10, 15, 20, 25, 30, 35, 40, 45, 50] as const;

const localise = (fn: (lang: Lang) => string): Localised =>
  Object.fromEntries(LANGS.map((lang) => [lang, fn(lang)])) as Localised;

const perMarket = <T>(fn: (market: Market) => T): Record<Market, T> =>
  Object.fromEntries(MARKETS.map((market) => [market, fn(market)])) as Record<Market, T>;

function regionOf(country: CountryDef) {
  const region = REGIONS.find((r) => r.key === country.region);
  if (!region) throw new Error(`Unknown region ${country.region} of ${country.code}`);
  return region;
}

function pickCities(rng: Rng, country: CountryDef, category: Category): CityName[] {
  const max = Math.min(country.cities.length, category === 'short-trips' ? 2 : 4);
  const min = category === 'short-trips' ? 1 : 2;
  return rng.shuffle(country.cities).slice(0, rng.int(min, max));
}

function pickDepartures(rng: Rng, market: Market): string[] {
  const [first, ...others] = MARKET_INFO[market].departures;
  const extra = rng.shuffle(others).slice(0, rng.int(0, 2));
  return [first, ...extra].filter((a) => a !== undefined).map((airport) => airport.iata);
}

function buildTrip(rng: Rng, id: number, country: CountryDef, index: number, titles: Set<string>): Trip {
  // 1. Category: trips of a country cycle through its typical categories.
  const primary = country.categories[index % country.categories.length] as Category;
  const days = primary === 'short-trips' ? rng.int(5, 7) : rng.int(6, 21);
  const categories: Category[] = [primary];
  const secondary = rng.pick(country.categories);
  if (secondary !== primary && secondary !== 'short-trips' && rng.chance(0.5)) categories.push(secondary);
  if (days <= 7 && !categories.includes('short-trips')) categories.push('short-trips');

  // 2. Itinerary and copy; retry a few times so that titles stay unique.
  let cities = pickCities(rng, country, primary);
  let variant = rng.int(0, 1) as 0 | 1;
  for (let attempt = 0; attempt < 8; attempt++) {
    const en = tripTitle(
      'en',
      primary,
      variant,
      cities.map((c) => cityName(c, 'en')),
    );
    if (!titles.has(en)) break;
    cities = pickCities(rng, country, primary);
    variant = rng.int(0, 1) as 0 | 1;
  }
  const names = (lang: Lang) => cities.map((c) => cityName(c, lang));
  const title = localise((lang) => tripTitle(lang, primary, variant, names(lang)));
  titles.add(title.en);

  // 3. Prices: a base in US dollars, converted per market with fixed rates.
  const [low, high] = DAILY_RATE[country.continent];
  const basePriceUsd =
    days * rng.int(low, high) + (primary === 'safari' || primary === 'honeymoon' ? 600 : 0);
  const discount = rng.chance(0.45) ? rng.pick(DISCOUNTS) : 0;
  const prices = perMarket<MarketPrice>((market) => ({
    amount: convertPrice(basePriceUsd * (1 - discount / 100), market),
    oldAmount: discount > 0 ? convertPrice(basePriceUsd, market) : null,
  }));

  return {
    id,
    slug: slugify(title.en),
    slugs: localise((lang) => slugify(title[lang])),
    country,
    continent: country.continent,
    region: regionOf(country),
    categories,
    cities,
    days,
    title,
    description: localise((lang) => tripDescription(lang, primary, days, names(lang), country.name[lang])),
    basePriceUsd,
    discount,
    isNew: rng.chance(0.2),
    popularity: rng.int(1, 1000),
    prices,
    departures: perMarket((market) => pickDepartures(rng, market)),
  };
}

export function generateTrips(seed: number): Trip[] {
  const rng = new Rng(seed);
  const titles = new Set<string>();
  const trips: Trip[] = [];
  for (const country of COUNTRIES) {
    const count = rng.int(3, 6);
    for (let index = 0; index < count; index++) {
      trips.push(buildTrip(rng, trips.length + 1, country, index, titles));
    }
  }
  return trips;
}
