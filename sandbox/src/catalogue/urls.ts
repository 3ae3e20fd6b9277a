/**
 * Site paths of catalogue entities, in the language of the market's URLs. Trip URLs follow
 * storefront.md §2: /{market}/{continent}/{country}/{id}-{slug}.
 */
import { MARKET_INFO, type Market } from '../markets.ts';
import { slugify } from '../slug.ts';
import { CONTINENT_INFO } from './geography.ts';
import type { Continent, CountryDef, RegionDef, Trip } from './types.ts';

export function continentPath(continent: Continent, market: Market): string {
  return `/${market}/${slugify(CONTINENT_INFO[continent].name[MARKET_INFO[market].urlLang])}`;
}

export function countryPath(country: CountryDef, market: Market): string {
  return `${continentPath(country.continent, market)}/${slugify(country.name[MARKET_INFO[market].urlLang])}`;
}

export function regionPath(region: RegionDef, market: Market): string {
  return `${continentPath(region.continent, market)}/${slugify(region.name[MARKET_INFO[market].urlLang])}`;
}

export function tripPath(trip: Trip, market: Market): string {
  return `${countryPath(trip.country, market)}/${trip.id}-${trip.slugs[MARKET_INFO[market].urlLang]}`;
}
