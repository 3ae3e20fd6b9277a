/**
 * Offer data of a trip (buying-flow.md §3 "Campaign", "Category", "Occupancy rules"): categories,
 * occupancy, land-only and offline flags, the PDP header campaign. Drawn from a random sequence of its
 * own per trip (`seed ^ (trip.id * 7919)`), never from the catalogue's main sequence, so that adding or
 * changing offer data leaves every trip (and the home page) as it was.
 */
import { Rng } from '../rng.ts';
import type { Trip } from './types.ts';

export const TIERS = ['standard', 'superior', 'premium', 'luxury'] as const;
export type Tier = (typeof TIERS)[number];

/** Conditions block ids are the category id plus this. */
export const CONDITIONS_BLOCK_BASE = 100_000;

export interface OfferCategory {
  /** trip.id * 10 + index + 1: globally unique. */
  id: number;
  index: number;
  tier: Tier;
  /** Factor over the trip's lowest price: 1 for the first category, higher for each next one. */
  priceFactor: number;
  adultOccupancy: Record<string, number>;
  childOccupancy: number;
  babyOccupancy: number;
  /** Offered from some of the departure airports only (which ones is decided per market). */
  restricted: boolean;
  relatedCategoryId: number | null;
  days: number;
  conditionsBlockId: number;
  /** A third tab, "Not included". */
  notIncludedTab: boolean;
}

export interface TripOffers {
  categories: OfferCategory[];
  childMaxAge: number;
  babyMaxAge: number;
  /** Sold without flights only. */
  isLandOnly: boolean;
  /** Departure points listed as `cities` rather than per-category airports. */
  isOffline: boolean;
  /** Land only offered beside the airports (cheaper: no flights). */
  hasLandOnlyOption: boolean;
  isDealOfTheWeek: boolean;
  maxAvailableExtraNights: number;
  /** The PDP header campaign: a discount (percent) on the departures of a month (1–12). */
  pdpHeader: { percent: number; month: number } | null;
  /** Price factor of the trip's departure airports by position; the first (the default) is 1. */
  airportFactors: readonly number[];
  /** Paragraphs of the PDP description. */
  paragraphs: 2 | 3;
}

/**
 * Adult occupancy shapes: [adults, min, max] availability; max 0 means "not available". Some allow a
 * solo traveller, some start at two, some have a gap (a count between two bookable ones that is not).
 */
const OCCUPANCY_SHAPES: readonly (readonly (readonly [number, number, number])[])[] = [
  [
    [1, 2, 6],
    [2, 14, 24],
    [3, 0, 0],
    [4, 4, 8],
  ],
  [
    [2, 10, 16],
    [3, 3, 8],
    [4, 2, 6],
    [5, 0, 0],
    [6, 1, 3],
  ],
  [
    [1, 2, 5],
    [2, 12, 24],
    [3, 3, 8],
  ],
  [
    [2, 12, 20],
    [3, 4, 8],
    [4, 2, 6],
  ],
  [
    [1, 1, 4],
    [2, 16, 26],
    [3, 2, 6],
    [4, 0, 0],
    [5, 0, 0],
    [6, 2, 4],
  ],
  [
    [2, 14, 22],
    [3, 0, 0],
    [4, 3, 6],
  ],
];

const round3 = (value: number) => Math.round(value * 1000) / 1000;

function occupancy(rng: Rng): Record<string, number> {
  const shape = rng.pick(OCCUPANCY_SHAPES);
  return Object.fromEntries(shape.map(([adults, min, max]) => [String(adults), rng.int(min, max)]));
}

function buildCategories(rng: Rng, trip: Trip, landOnly: boolean): OfferCategory[] {
  const count = rng.pick([1, 2, 2, 3, 3, 3, 4, 4]);
  const categories: OfferCategory[] = [];
  let priceFactor = 1;
  for (let index = 0; index < count; index++) {
    const id = trip.id * 10 + index + 1;
    const tier = TIERS[index] as Tier;
    if (index > 0) priceFactor = round3(priceFactor * (1.12 + rng.float() * 0.18));
    const restricted = index > 0 && rng.chance(0.42) && !landOnly;
    const related = index > 0 && rng.chance(0.4);
    const longer = tier === 'luxury' && trip.days < 21 && rng.chance(0.5);
    categories.push({
      id,
      index,
      tier,
      priceFactor,
      adultOccupancy: occupancy(rng),
      childOccupancy: rng.int(0, 3),
      babyOccupancy: rng.int(0, 2),
      restricted,
      relatedCategoryId: related ? id - 1 : null,
      days: longer ? trip.days + 1 : trip.days,
      conditionsBlockId: CONDITIONS_BLOCK_BASE + id,
      notIncludedTab: rng.chance(0.6),
    });
  }
  return categories;
}

export function generateOffers(seed: number, trip: Trip): TripOffers {
  const rng = new Rng(seed ^ (trip.id * 7919));
  const roll = rng.float();
  const isLandOnly = roll < 0.1;
  const isOffline = !isLandOnly && roll < 0.2;
  const hasLandOnlyOption = rng.chance(0.3) && !isLandOnly && !isOffline;
  const childMaxAge = rng.pick([11, 12, 17]);
  const babyMaxAge = rng.pick([1, 2]);
  const categories = buildCategories(rng, trip, isLandOnly);
  const airportFactors = [1, ...Array.from({ length: 5 }, () => round3(1.03 + rng.float() * 0.12))];
  const isDealOfTheWeek = rng.chance(0.05);
  const maxAvailableExtraNights = rng.int(0, 3);
  const header = rng.chance(0.2);
  const percent = rng.pick([5, 10, 15, 20]);
  const month = rng.int(1, 12);
  return {
    categories,
    childMaxAge,
    babyMaxAge,
    isLandOnly,
    isOffline,
    hasLandOnlyOption,
    isDealOfTheWeek,
    maxAvailableExtraNights,
    pdpHeader: header ? { percent, month } : null,
    airportFactors,
    paragraphs: rng.chance(0.5) ? 3 : 2,
  };
}
