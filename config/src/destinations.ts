/**
 * Rules of the destination pages (storefront.md §2 continent, country and region pages): the
 * trip list's sort orders and pages (both query parameters), the trip-list layout of the ABC_PLPRevamp
 * experiment, and the ad slots each destination kind carries (§9 "Ads").
 */
import type { ExperimentVariant } from '@waypoint/schemas';
import type { AdSlot } from './ads.ts';

export const DESTINATION_SORTS = [
  'popular',
  'price-asc',
  'price-desc',
  'duration-asc',
  'duration-desc',
] as const;
export type DestinationSort = (typeof DESTINATION_SORTS)[number];
export const DEFAULT_DESTINATION_SORT: DestinationSort = 'popular';

/** Trip cards per page of a destination's list. */
export const DESTINATION_PAGE_SIZE = 12;

/** `?sort=`: a known order, else the default (an unknown value shows the default list). */
export function destinationSortOf(raw: string | undefined): DestinationSort {
  return (DESTINATION_SORTS as readonly string[]).includes(raw ?? '')
    ? (raw as DestinationSort)
    : DEFAULT_DESTINATION_SORT;
}

/** `?page=`: a whole number from 1; anything else is page 1. */
export function destinationPageOf(raw: string | undefined): number {
  return raw !== undefined && /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 1;
}

interface SortableTrip {
  id: number;
  days: number;
  priceDetail: { fromPrice: number };
}

/**
 * The trips in a sort order; 'popular' keeps the seller's order (most popular first). Ties keep the
 * seller's order too, so every order is stable and deterministic.
 */
export function sortDestinationTrips<T extends SortableTrip>(
  trips: readonly T[],
  sort: DestinationSort,
): T[] {
  const indexed = trips.map((trip, index) => ({ trip, index }));
  const key: Record<DestinationSort, (t: T) => number> = {
    popular: () => 0,
    'price-asc': (t) => t.priceDetail.fromPrice,
    'price-desc': (t) => -t.priceDetail.fromPrice,
    'duration-asc': (t) => t.days,
    'duration-desc': (t) => -t.days,
  };
  const by = key[sort];
  return indexed.sort((a, b) => by(a.trip) - by(b.trip) || a.index - b.index).map((x) => x.trip);
}

export interface DestinationPage<T> {
  items: T[];
  /** The page shown: the one asked, or the last one when it asked past the end. */
  page: number;
  pageCount: number;
  total: number;
}

/** One page of the list; a page past the end shows the last one. */
export function destinationPage<T>(
  items: readonly T[],
  page: number,
  size = DESTINATION_PAGE_SIZE,
): DestinationPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const shown = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return {
    items: items.slice((shown - 1) * size, shown * size),
    page: shown,
    pageCount,
    total: items.length,
  };
}

/** ABC_PLPRevamp (storefront.md §9 A/B experiments, three groups): v1 the card grid, v2 a list, v3 compact. */
const PLP_LAYOUTS = { v1: 'grid', v2: 'list', v3: 'compact' } as const;
export type PlpLayout = (typeof PLP_LAYOUTS)[keyof typeof PLP_LAYOUTS];
export const plpLayoutOf = (variant: ExperimentVariant | undefined): PlpLayout =>
  PLP_LAYOUTS[variant ?? 'v1'];

/** storefront.md §9 "Ads": the slots of each destination page (the continent page has none). */
export const DESTINATION_AD_SLOTS = {
  continent: [],
  country: [
    'add-banner-country-page',
    'add-banner-country-page-mobile',
    'add-banner-vertical-country-page',
    'add-banner-vertical-country-page1',
  ],
  region: ['add-banner-region-page'],
} as const satisfies Record<'continent' | 'country' | 'region', readonly AdSlot[]>;
