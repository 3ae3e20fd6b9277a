/**
 * Departure days and their prices per person (buying-flow.md §3 "Flight search", §7 "Flight day
 * prices"), for a category, a departure point and passengers, over the twelve months from today.
 *
 * Every (category, departure) has its own series: a weekly departure (a phase per series) plus random
 * days at a rate of its own, so 36–50% of the days depart. Each departing day is normal, private (10%)
 * or solo (10%); whether a day departs and its price factor come from a hash of the series and the
 * day, never from the clock. Price factors (season, weekday, a little noise) are all at least 1, and one
 * weekly departure 10–65 days ahead (the anchor) has factor 1 exactly: the lowest price of a series for
 * two adults is the trip's price times the category and departure factors, so the first category's
 * from the default departure equals the trip card's price.
 */
import type { Market } from '../markets.ts';
import { roundUpPrice } from '../money.ts';
import { hashString, mix32 } from '../rng.ts';
import {
  type DayRange,
  dayOfIso,
  intersect,
  isoOfDay,
  monthOf,
  twelveMonths,
  weekdayOf,
} from './calendar.ts';
import type { DeparturePoint } from './departures.ts';
import type { OfferCategory } from './offers.ts';
import type { Trip } from './types.ts';

export type DayKind = 'normal' | 'private' | 'solo';

export interface Pax {
  adults: number;
  children: number;
  babies: number;
}

export interface DayQuote {
  /** YYYY-MM-DD. */
  date: string;
  price: number;
  oldPrice: number | null;
  kind: DayKind;
}

export interface QuoteInput {
  seed: number;
  trip: Trip;
  category: OfferCategory;
  market: Market;
  departure: DeparturePoint;
  pax: Pax;
  /** YYYY-MM-DD (UTC). */
  today: string;
}

/** By month, January first. */
const SEASON = [1, 1, 1.04, 1.08, 1.06, 1.12, 1.22, 1.25, 1.1, 1.04, 1, 1.15] as const;
/** By weekday, Sunday first. */
const WEEKDAY = [1.03, 1, 1, 1, 1, 1.04, 1.06] as const;
const PRIVATE_FACTOR = 1.12;
const SINGLE_SUPPLEMENT = 1.3;
const CHILD_FACTOR = 0.85;
const BABY_FACTOR = 0.15;

interface Series {
  key: string;
  rate: number;
  phase: number;
  anchorOffset: number;
}

function seriesOf(seed: number, category: OfferCategory, departure: DeparturePoint): Series {
  const key = `${seed}:${category.id}:${departure.id}`;
  const hash = mix32(hashString(`series:${key}`));
  return {
    key,
    rate: 0.25 + ((hash % 1000) / 1000) * 0.17,
    phase: (hash >>> 10) % 7,
    anchorOffset: 10 + ((hash >>> 13) % 50),
  };
}

const isWeekly = (series: Series, day: number) => (day + series.phase) % 7 === 0;

function kindOn(series: Series, day: number, hash: number): DayKind | null {
  if (isWeekly(series, day)) return 'normal';
  if (hash / 2 ** 32 >= series.rate) return null;
  const roll = hash % 10;
  return roll === 0 ? 'private' : roll === 1 ? 'solo' : 'normal';
}

/** The first weekly departure at least `anchorOffset` days after the first day of the window. */
function anchorOf(series: Series, first: number): number {
  let day = first + series.anchorOffset;
  while (!isWeekly(series, day)) day++;
  return day;
}

const dayFactor = (day: number, hash: number) =>
  (SEASON[monthOf(day) - 1] ?? 1) * (WEEKDAY[weekdayOf(day)] ?? 1) * (1 + ((hash >>> 8) % 6) / 100);

/** Whether the category takes these passengers (buying-flow.md §5 "Passenger counts"). */
export function bookable(category: OfferCategory, pax: Pax): boolean {
  return (
    (category.adultOccupancy[String(pax.adults)] ?? 0) > 0 &&
    pax.children <= category.childOccupancy &&
    pax.babies <= category.babyOccupancy
  );
}

/**
 * The departure days in `range` (within the twelve months from today). One passenger sees solo and
 * private departures, with a single supplement; more see normal and private ones. Children cost 85% of
 * an adult and babies 15%, spread over the paying passengers (adults and children).
 */
export function quoteDays(input: QuoteInput, range?: DayRange): DayQuote[] {
  const { seed, trip, category, market, departure, pax } = input;
  if (!bookable(category, pax)) return [];
  const window = twelveMonths(input.today);
  const { first, end } = range ? intersect(range, window) : window;
  const series = seriesOf(seed, category, departure);
  const anchor = anchorOf(series, window.first);
  const solo = pax.adults + pax.children + pax.babies === 1;
  const paying = pax.adults + pax.children;
  const paxFactor =
    ((solo ? SINGLE_SUPPLEMENT : 1) * (pax.adults + CHILD_FACTOR * pax.children + BABY_FACTOR * pax.babies)) /
    paying;
  const base = trip.prices[market].amount * category.priceFactor * departure.factor * paxFactor;
  const days: DayQuote[] = [];
  for (let day = first; day < end; day++) {
    const hash = mix32(hashString(`${series.key}:${day}`));
    const kind = kindOn(series, day, hash);
    if (kind === null || kind === (solo ? 'normal' : 'solo')) continue;
    const factor = (day === anchor ? 1 : dayFactor(day, hash)) * (kind === 'private' ? PRIVATE_FACTOR : 1);
    const price = roundUpPrice(base * factor, market);
    const oldPrice = trip.discount > 0 ? roundUpPrice((price * 100) / (100 - trip.discount), market) : null;
    days.push({ date: isoOfDay(day), price, oldPrice, kind });
  }
  return days;
}

/** The lowest price per person over the twelve months from today; null without departures. */
export function leadingPrice(input: QuoteInput): number | null {
  let lowest: number | null = null;
  for (const day of quoteDays(input)) if (lowest === null || day.price < lowest) lowest = day.price;
  return lowest;
}

/** The quote of one day (YYYY-MM-DD), as the calendar shows it; undefined when the day does not depart. */
export function quoteDay(input: QuoteInput, date: string): DayQuote | undefined {
  const day = dayOfIso(date);
  return Number.isFinite(day) ? quoteDays(input, { first: day, end: day + 1 })[0] : undefined;
}
