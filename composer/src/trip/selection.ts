/**
 * The trip page's state is its query (ARCHITECTURE.md "Pages"): `?category=&city=&adults=&children=
 * &babies=&month=&date=`. The query says what the traveller asked; `normalizeSelection` applies the
 * rules of buying-flow.md §4 (categories shown for a city, the first available category, airports per
 * category, re-clamped passengers) to give what the page shows, and records each change it made so the
 * page can say so. Every choice on the page is a link to the query with one value changed, and every
 * action answers such a query: one place decides what a selection means.
 */
import {
  categoriesForCity,
  clampPassengers,
  departurePoints,
  type Passengers,
  passengerInfo,
  selectCategory,
  selectDepartureCity,
  shouldFetchAirports,
} from '@waypoint/config';
import {
  LAND_ONLY_DEPARTURE_ID,
  type Market,
  type UpstreamAirport,
  type UpstreamCategory,
  type UpstreamProductDetail,
} from '@waypoint/schemas';
import type { Query } from '../pages/define-page.ts';

/** The canonical params of a trip page: what it shows, and what it is cached under. */
export type TripParams = {
  market: Market;
  productId: number;
  category: number;
  city: string;
  adults: number;
  children: number;
  babies: number;
  /** 'YYYY-MM' */
  month: string;
  /** 'YYYY-MM-DD', or null before a day is chosen */
  date: string | null;
  /** The first bookable month ('YYYY-MM', this month): the calendar offers twelve from it. */
  firstMonth: string;
  /**
   * What the address asked that the page changed, e.g. 'adults:unavailable;city:unavailable'
   * (reasons only, never the asked value: a bounded set, whatever a visitor types).
   */
  adjusted: string;
  /** Preview data, for signed-in studio users (buying-flow.md §2 "type" query). */
  preview: boolean;
  /**
   * The chosen day's flight search: '' not run yet (the page loads it), 'shown' run (the page shows
   * the cached list), 'off' cancelled by the traveller, 'failed' the search failed (ERROR_FLIGHTS_LIST).
   */
  flights: '' | 'off' | 'shown' | 'failed';
};

const FLIGHT_STATES: readonly string[] = ['off', 'shown', 'failed'];

export type Adjusted = { field: 'category' | 'city' | 'month' | 'date' | keyof Passengers; reason: string };

export const QUERY_KEYS = [
  'category',
  'city',
  'adults',
  'children',
  'babies',
  'month',
  'date',
  'flights',
] as const;
export type SelectionQuery = Partial<Record<(typeof QUERY_KEYS)[number], string>>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^(\d{4}-(0[1-9]|1[0-2]))-(0[1-9]|[12]\d|3[01])$/;

const integer = (value: string | undefined): number | null =>
  value !== undefined && /^\d{1,4}$/.test(value) ? Number(value) : null;

export const parseAdjusted = (adjusted: string): Adjusted[] =>
  adjusted === ''
    ? []
    : adjusted.split(';').map((part) => {
        const [field, reason] = part.split(':') as [Adjusted['field'], string];
        return { field, reason };
      });

export interface SelectionInput {
  product: Pick<
    UpstreamProductDetail,
    | 'campaignId'
    | 'categories'
    | 'defaultCityId'
    | 'isOffline'
    | 'isLandOnly'
    | 'hasLandOnlyOption'
    | 'cities'
  >;
  query: Query | SelectionQuery;
  /**
   * The airports of a category (only asked when the product is not offline); null when they cannot be
   * read (ERROR_AIRPORTS): the city asked is then trusted, and the departure block says nothing of it.
   */
  airports(categoryId: number): Promise<UpstreamAirport[] | null>;
  /** The months a traveller may choose, 'YYYY-MM', the first being the default. */
  months: readonly string[];
  market: Market;
  preview: boolean;
}

export interface Selection {
  params: TripParams;
  category: UpstreamCategory;
  /** The departure points of the chosen category (cities when offline), land only not included. */
  departures: ReturnType<typeof departurePoints>;
  landOnlyOffered: boolean;
  passengers: Passengers;
}

/**
 * What the page shows for a query:
 * 1. the city asked (else the product's default city);
 * 2. the category asked if the city offers it, else the first the city offers (§4);
 * 3. the category's departure points; the city kept if it is one of them (land only when offered), else
 *    the default (§4 "The departure city is kept if it is still available; otherwise it reverts");
 * 4. passengers clamped to the category's occupancy (§4 re-clamp, §5);
 * 5. a month among the bookable ones (else the first), and a well-formed day within it.
 */
export async function normalizeSelection(input: SelectionInput): Promise<Selection> {
  const { product, query } = input;
  const adjusted: Adjusted[] = [];
  const landOnlyOffered = product.isLandOnly || product.hasLandOnlyOption;
  // 1. The city asked, to choose the categories by.
  const askedCity = query.city && query.city.length <= 16 ? query.city : null;
  if (query.city !== undefined && askedCity === null) adjusted.push({ field: 'city', reason: 'invalid' });
  // 2. The category: the one asked if the city offers it, else the first the city offers.
  const askedCategory = integer(query.category);
  if (query.category !== undefined && askedCategory === null)
    adjusted.push({ field: 'category', reason: 'invalid' });
  const byCity = (cityId: string) => selectCategory(product.categories, askedCategory, cityId);
  let picked = byCity(askedCity ?? product.defaultCityId);
  // 3. The category's departure points, and the city among them (land only where offered).
  const departuresOf = async (category: UpstreamCategory) => {
    if (product.isLandOnly) return [];
    const airports = shouldFetchAirports({ categoryId: category.categoryId, isOffline: product.isOffline })
      ? await input.airports(category.categoryId)
      : [];
    if (airports === null) return null;
    return departurePoints(product, airports).filter((d) => categoriesForCity([category], d.id).length > 0);
  };
  let departures = await departuresOf(picked.category);
  const defaultId = product.isLandOnly ? LAND_ONLY_DEPARTURE_ID : product.defaultCityId;
  const city =
    departures === null
      ? { cityId: askedCity ?? defaultId, reason: null }
      : selectDepartureCity({
          requested: askedCity,
          available: departures.map((d) => d.id),
          defaultId,
          landOnly: { offered: landOnlyOffered },
        });
  if (city.reason && askedCity !== null) adjusted.push({ field: 'city', reason: city.reason });
  if (city.cityId !== (askedCity ?? product.defaultCityId)) {
    // The city moved: the category must be one that city offers (§4 "the first available category").
    const again = byCity(city.cityId);
    if (again.category.categoryId !== picked.category.categoryId) {
      picked = again;
      departures = await departuresOf(picked.category);
    }
  }
  if (picked.reason && askedCategory !== null) adjusted.push({ field: 'category', reason: picked.reason });
  const category = picked.category;
  // 4. Passengers.
  const info = passengerInfo(category);
  const asked: Partial<Passengers> = {};
  for (const type of ['adults', 'children', 'babies'] as const) {
    const raw = query[type];
    if (raw === undefined) continue;
    const n = integer(raw);
    asked[type] = n ?? Number.NaN;
  }
  const clamped = clampPassengers(asked, info);
  for (const change of clamped.changes) adjusted.push({ field: change.type, reason: change.reason });
  // 5. Month and day.
  let month = input.months[0]!;
  const askedMonth = query.month;
  if (askedMonth !== undefined) {
    if (MONTH.test(askedMonth) && input.months.includes(askedMonth)) month = askedMonth;
    else adjusted.push({ field: 'month', reason: MONTH.test(askedMonth) ? 'outOfRange' : 'invalid' });
  }
  let date: string | null = null;
  const askedDate = query.date;
  if (askedDate !== undefined && askedDate !== '') {
    const m = DAY.exec(askedDate);
    if (m && input.months.includes(m[1]!)) {
      date = askedDate;
      // A chosen day shows its month (the address may carry another month while a day is chosen).
      if (askedMonth === undefined || askedMonth === m[1]) month = m[1]!;
      else date = null;
    } else adjusted.push({ field: 'date', reason: 'invalid' });
  }
  return {
    params: {
      market: input.market,
      productId: product.campaignId,
      category: category.categoryId,
      city: city.cityId,
      ...clamped.passengers,
      month,
      date,
      firstMonth: input.months[0]!,
      adjusted: adjusted.map((a) => `${a.field}:${a.reason}`).join(';'),
      preview: input.preview,
      flights:
        date !== null && FLIGHT_STATES.includes(query.flights ?? '')
          ? (query.flights as TripParams['flights'])
          : '',
    },
    category,
    departures: departures ?? [],
    landOnlyOffered,
    passengers: clamped.passengers,
  };
}

/** The travellers of a selection. */
export const passengersOf = (p: Pick<TripParams, keyof Passengers>): Passengers => ({
  adults: p.adults,
  children: p.children,
  babies: p.babies,
});

/** The query of a selection, in the order ARCHITECTURE.md writes it. */
export function selectionQuery(
  p: Pick<TripParams, 'category' | 'city' | 'adults' | 'children' | 'babies' | 'month' | 'date'> &
    Partial<Pick<TripParams, 'flights'>>,
): string {
  const q = new URLSearchParams();
  q.set('category', String(p.category));
  q.set('city', p.city);
  q.set('adults', String(p.adults));
  q.set('children', String(p.children));
  q.set('babies', String(p.babies));
  q.set('month', p.month);
  if (p.date) q.set('date', p.date);
  if (p.date && p.flights) q.set('flights', p.flights);
  return q.toString();
}

/**
 * The trip page with some values of its selection changed: a choice's link, an action's new address.
 * `productUrl` is the product's canonical path.
 */
export function tripHref(productUrl: string, params: TripParams, change: Partial<TripParams> = {}): string {
  // Any other choice searches flights again: the cancelled search is not carried along.
  return `${productUrl}?${selectionQuery({ ...params, flights: '', ...change })}`;
}
