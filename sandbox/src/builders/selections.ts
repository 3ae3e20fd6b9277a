/**
 * Which trips and countries each list shows. Orders are deterministic and vary a little by market
 * (a per-market hash is added to the popularity), so markets do not all show the same cards.
 */
import type { Catalogue, Category, CountryDef, Trip } from '../catalogue/index.ts';
import type { Market } from '../markets.ts';
import { hashString } from '../rng.ts';

function score(trip: Trip, market: Market): number {
  return trip.popularity + (hashString(`${market}:${trip.id}`) % 400);
}

function byScore(trips: readonly Trip[], market: Market): Trip[] {
  return [...trips].sort((a, b) => score(b, market) - score(a, market) || a.id - b.id);
}

/** Best sellers: 10 trips. */
export function topSales(catalogue: Catalogue, market: Market): Trip[] {
  return byScore(catalogue.trips, market).slice(0, 10);
}

/** Flash sales: the 8 biggest discounts. */
export function flashSales(catalogue: Catalogue, market: Market): Trip[] {
  return byScore(
    catalogue.trips.filter((trip) => trip.discount > 0),
    market,
  )
    .sort((a, b) => b.discount - a.discount)
    .slice(0, 8);
}

/** A themed carousel: 6–10 trips of a category. */
export function themeTrips(catalogue: Catalogue, market: Market, category: Category): Trip[] {
  const count = 6 + (hashString(`${market}:${category}`) % 5);
  return byScore(catalogue.tripsInCategory(category), market).slice(0, count);
}

export function familyTrips(catalogue: Catalogue, market: Market): Trip[] {
  return byScore(catalogue.tripsInCategory('family'), market).slice(0, 10);
}

/** Countries with the most trips; ties broken per market. */
export function topCountries(catalogue: Catalogue, market: Market, count: number): CountryDef[] {
  const tieBreak = (country: CountryDef) => hashString(`${market}:country:${country.id}`);
  return [...catalogue.countries]
    .sort(
      (a, b) =>
        catalogue.tripsOfCountry(b.id).length - catalogue.tripsOfCountry(a.id).length ||
        tieBreak(a) - tieBreak(b),
    )
    .slice(0, count);
}

/** Up to `count` other trips: of the same country first, then of its region (most popular first). */
export function relatedTrips(catalogue: Catalogue, trip: Trip, count = 8): Trip[] {
  const country = catalogue.tripsOfCountry(trip.country.id).filter((other) => other.id !== trip.id);
  const region = catalogue.trips
    .filter((other) => other.region.key === trip.region.key && other.country.id !== trip.country.id)
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  return [...country, ...region].slice(0, count);
}
