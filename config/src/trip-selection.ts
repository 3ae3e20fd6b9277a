/**
 * Which category and departure city the trip page shows (buying-flow.md §3 "Category", "Departure point";
 * §4 "Campaign and calendar"; §5 "Preconditions of calls"). Inputs are structural subsets of the upstream
 * shapes, so the composer passes `UpstreamProductDetail`, `UpstreamCategory` and `UpstreamAirport` as they come.
 */
import { LAND_ONLY_DEPARTURE_ID, type UpstreamAirport, type UpstreamProductDetail } from '@waypoint/schemas';

type WithCities = { cities: readonly { id: string }[] };

const citiesOf = (c: Partial<WithCities> | null | undefined): readonly { id: string }[] =>
  Array.isArray(c?.cities) ? c.cities : [];

/**
 * buying-flow.md §4: the categories shown for a city are those with no cities plus those whose cities include it.
 * With no city chosen (null) nothing is filtered out.
 */
export function categoriesForCity<C extends WithCities>(
  categories: readonly C[],
  cityId: string | null,
): C[] {
  const list = Array.isArray(categories) ? categories.filter((c) => c && typeof c === 'object') : [];
  if (cityId === null || cityId === undefined) return [...list];
  return list.filter((c) => {
    const cities = citiesOf(c);
    return cities.length === 0 || cities.some((city) => city?.id === cityId);
  });
}

export type CategorySelection<C> = {
  /**
   * The category to show. The list must not be empty: `UpstreamProductDetail` requires at least one category
   * (`min(1)`), so after the schema has parsed the body there always is one. An empty list (reason
   * 'noCategories') is the one input without an answer: `category` is then undefined whatever the type says.
   */
  category: C;
  /**
   * Why the requested category was not used: 'unknown' (no such id), 'notOffered' (not shown for the city, or
   * no category is shown for it and the first overall was taken), 'noCategories' (the list is empty).
   */
  reason: null | 'notOffered' | 'unknown' | 'noCategories';
};

/**
 * 1. The requested category, when it is shown for the city.
 * 2. Else the first category shown for the city (buying-flow.md §4 "the first available category is selected").
 * 3. Else the first category overall.
 * No request (null) is not a fallback: it takes 2 (or 3) with no reason, unless no category is shown for the city.
 */
export function selectCategory<C extends WithCities & { categoryId: number }>(
  categories: readonly C[],
  requestedId: number | null,
  cityId: string | null,
): CategorySelection<C> {
  const all = categoriesForCity(categories, null);
  const shown = categoriesForCity(all, cityId);
  if (all.length === 0) return { category: undefined as unknown as C, reason: 'noCategories' };
  const fallback = shown[0] ?? all[0]!;
  const noneShown = shown.length === 0 ? 'notOffered' : null;
  if (requestedId === null || requestedId === undefined) return { category: fallback, reason: noneShown };
  if (!all.some((c) => c.categoryId === requestedId)) return { category: fallback, reason: 'unknown' };
  const requested = shown.find((c) => c.categoryId === requestedId);
  return requested ? { category: requested, reason: null } : { category: fallback, reason: 'notOffered' };
}

// buying-flow.md §4 "Changing the departure city resets the selected category index to 0"
export const CATEGORY_INDEX_AFTER_CITY_CHANGE = 0;

/** The category at CATEGORY_INDEX_AFTER_CITY_CHANGE of those shown for the new city (else the first overall). */
export const categoryAfterCityChange = <C extends WithCities & { categoryId: number }>(
  categories: readonly C[],
  cityId: string | null,
): CategorySelection<C> => selectCategory(categories, null, cityId);

/** buying-flow.md §5 "The airports call is made only when a categoryId is present"; offline products use cities. */
export const shouldFetchAirports = (input: {
  categoryId: number | null | undefined;
  isOffline: boolean;
}): boolean =>
  typeof input?.categoryId === 'number' &&
  Number.isInteger(input.categoryId) &&
  input.categoryId > 0 &&
  input.isOffline !== true;

export type DeparturePoint = Pick<
  UpstreamAirport,
  'id' | 'name' | 'code' | 'fromPrice' | 'fromPriceBeauty' | 'order'
>;

/**
 * buying-flow.md §3 "Departure point": an offline product's cities, each as {id, name, code = id, fromPrice 0,
 * fromPriceBeauty '0', order = its position (0-based)}; otherwise the airports (default empty), by `order`
 * ascending (ties keep the list's order). Entries without a string id are dropped.
 */
export function departurePoints(
  product: Pick<UpstreamProductDetail, 'isOffline' | 'cities'>,
  airports: readonly DeparturePoint[] | null | undefined,
): DeparturePoint[] {
  const valid = <T extends { id: unknown }>(x: T | null | undefined): x is T =>
    !!x && typeof x === 'object' && typeof x.id === 'string';
  if (product?.isOffline === true) {
    const cities = Array.isArray(product.cities) ? product.cities.filter(valid) : [];
    return cities.map((city, order) => ({
      id: city.id,
      name: city.name,
      code: city.id,
      fromPrice: 0,
      fromPriceBeauty: '0',
      order,
    }));
  }
  const list = Array.isArray(airports) ? airports.filter(valid) : [];
  const order = (a: DeparturePoint) => (Number.isFinite(a.order) ? a.order : Infinity);
  return list
    .map((a, i) => ({ a, i }))
    .sort((x, y) => order(x.a) - order(y.a) || x.i - y.i)
    .map(({ a }) => ({ ...a }));
}

/**
 * The departure city asked for in the address, if it is available (land only counts as available when the
 * product offers it); else the campaign's default (buying-flow.md §4 "Loading campaign data sets the departure
 * city to the campaign's default city"). No request is not a fallback.
 */
export function selectDepartureCity(input: {
  requested: string | null | undefined;
  available: readonly string[];
  defaultId: string;
  landOnly: { offered: boolean };
}): { cityId: string; reason: null | 'unavailable' } {
  const { requested, defaultId } = input;
  if (requested === null || requested === undefined || requested === '')
    return { cityId: defaultId, reason: null };
  const available = Array.isArray(input.available) && input.available.includes(requested);
  const landOnly = requested === LAND_ONLY_DEPARTURE_ID && input.landOnly?.offered === true;
  return available || landOnly
    ? { cityId: requested, reason: null }
    : { cityId: defaultId, reason: 'unavailable' };
}
