/** The catalogue for a seed, generated once per process and shared by every sandbox built with that seed. */
import { COUNTRIES, generateTrips } from './generate.ts';
import { generateOffers, type OfferCategory, type TripOffers } from './offers.ts';
import type { Category, CountryDef, Trip } from './types.ts';

export { COUNTRIES } from './generate.ts';
export { CONTINENT_INFO, cityName, REGIONS } from './geography.ts';
export * from './offers.ts';
export * from './types.ts';
export * from './urls.ts';

export const DEFAULT_SEED = 20_250_101;

export interface Catalogue {
  seed: number;
  trips: readonly Trip[];
  /** Countries that have at least one trip. */
  countries: readonly CountryDef[];
  tripById(id: number): Trip | undefined;
  tripsOfCountry(countryId: number): readonly Trip[];
  tripsInCategory(category: Category): readonly Trip[];
  /** The trip's offer data (categories, occupancy, departures flags), generated on first use. */
  offersOf(trip: Trip): TripOffers;
  /** A category by its id (trip.id * 10 + index + 1), with its trip and offers. */
  categoryById(id: number): CategoryRef | undefined;
}

export interface CategoryRef {
  trip: Trip;
  offers: TripOffers;
  category: OfferCategory;
}

function buildCatalogue(seed: number): Catalogue {
  const trips = generateTrips(seed);
  const byId = new Map(trips.map((trip) => [trip.id, trip]));
  const byCountry = new Map<number, Trip[]>();
  for (const trip of trips) {
    const list = byCountry.get(trip.country.id) ?? [];
    list.push(trip);
    byCountry.set(trip.country.id, list);
  }
  const byCategory = new Map<Category, Trip[]>();
  for (const trip of trips) {
    for (const category of trip.categories) {
      const list = byCategory.get(category) ?? [];
      list.push(trip);
      byCategory.set(category, list);
    }
  }
  const offers = new Map<number, TripOffers>();
  const offersOf = (trip: Trip) => {
    let found = offers.get(trip.id);
    if (!found) {
      found = generateOffers(seed, trip);
      offers.set(trip.id, found);
    }
    return found;
  };
  const categoryById = (id: number): CategoryRef | undefined => {
    const trip = Number.isSafeInteger(id) && id > 0 ? byId.get(Math.floor((id - 1) / 10)) : undefined;
    if (!trip) return undefined;
    const tripOffers = offersOf(trip);
    const category = tripOffers.categories[(id - 1) % 10];
    return category ? { trip, offers: tripOffers, category } : undefined;
  };
  return {
    seed,
    trips,
    countries: COUNTRIES.filter((country) => byCountry.has(country.id)),
    tripById: (id) => byId.get(id),
    tripsOfCountry: (countryId) => byCountry.get(countryId) ?? [],
    tripsInCategory: (category) => byCategory.get(category) ?? [],
    offersOf,
    categoryById,
  };
}

const catalogues = new Map<number, Catalogue>();

/** The catalogue for a seed (memoised: generation runs once per seed and process). */
export function getCatalogue(seed: number = DEFAULT_SEED): Catalogue {
  let catalogue = catalogues.get(seed);
  if (!catalogue) {
    catalogue = buildCatalogue(seed);
    catalogues.set(seed, catalogue);
  }
  return catalogue;
}
