/**
 * The departure calendar's prices (buying-flow.md §2 "Departure calendar", §3 "Calendar state", "Flight search";
 * §5 "Solo traveller"; §7 "Flight day prices"): which version is shown, the month's best prices, and each day's
 * kind once the main and related day lists are merged. Dates are in calendar-dates.ts.
 */
import type { UpstreamDayPrice } from '@waypoint/schemas';
import { EXPERIMENT_NAMES, variantIs } from './experiment-definitions.ts';

export type CalendarVersion = 'v1' | 'v2';

/**
 * buying-flow.md §2: v1 or v2 from the calendar-version experiment. The x-calendar-version header is already
 * folded into that assignment (`overrideHeader` of the experiment), so only the assignment is read here.
 */
export const calendarVersion = (experiments: Readonly<Record<string, string>>): CalendarVersion =>
  variantIs(experiments, EXPERIMENT_NAMES.calendar, 'v2') ? 'v2' : 'v1';

/**
 * buying-flow.md §3 "isCurrentMonthBestPrice, isCurrentMonthSecondBestPrice": the lowest and the second-lowest
 * distinct price among the days given (the caller passes one month's days; `daysOfMonth` picks them). Prices that
 * are not finite numbers above 0 are left out: 0 is how the upstream writes "no price" (departure points of
 * offline products have fromPrice 0), and it must not win the month.
 */
export function monthBestPrices(days: readonly { price: number }[]): {
  best: number | null;
  secondBest: number | null;
} {
  const prices = new Set<number>();
  for (const day of Array.isArray(days) ? days : []) {
    const price = day?.price;
    if (typeof price === 'number' && Number.isFinite(price) && price > 0) prices.add(price);
  }
  const [best = null, secondBest = null] = [...prices].sort((a, b) => a - b);
  return { best, secondBest };
}

/** Whether a price is the month's best or second-best (the calendar day's `best` / `secondBest` marks). */
export function bestPriceRank(
  price: number,
  bests: { best: number | null; secondBest: number | null },
): 'best' | 'secondBest' | null {
  if (typeof price !== 'number' || !(price > 0)) return null;
  if (price === bests.best) return 'best';
  if (price === bests.secondBest) return 'secondBest';
  return null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The days of a 'YYYY-MM' month, by their date's prefix. */
export const daysOfMonth = <D extends { date: string }>(days: readonly D[], month: string): D[] =>
  (Array.isArray(days) ? days : []).filter(
    (d) => typeof d?.date === 'string' && ISO_DAY.test(d.date) && d.date.slice(0, 7) === month,
  );

export type DayKind = 'normal' | 'private' | 'solo' | 'related';
export type CalendarDayPrice = UpstreamDayPrice & { kind: DayKind };

/**
 * A main day's kind: private over solo over normal. `solo` is whether the solo view applies (one traveller,
 * buying-flow.md §5 "Solo traveller"); a solo-group departure is drawn as solo only in that view, and as a normal
 * day otherwise (the calendar block's `soloView`: "one traveller: solo departures ...").
 */
export function dayKind(
  day: Pick<UpstreamDayPrice, 'isPrivateGroup' | 'isSoloGroup'>,
  solo: boolean,
): DayKind {
  if (day?.isPrivateGroup === true) return 'private';
  if (day?.isSoloGroup === true && solo === true) return 'solo';
  return 'normal';
}

const isDay = (d: unknown): d is UpstreamDayPrice => {
  const day = d as Partial<UpstreamDayPrice> | null;
  return (
    !!day &&
    typeof day === 'object' &&
    typeof day.date === 'string' &&
    ISO_DAY.test(day.date) &&
    typeof day.price === 'number' &&
    Number.isFinite(day.price) &&
    day.price >= 0
  );
};

/**
 * buying-flow.md §7 "Flight day prices": every main day with its kind, plus the related days (the related
 * category's, or for a solo traveller the prices for adults + 1) on the dates the main list lacks, as 'related';
 * by date. Days without a 'YYYY-MM-DD' date or a finite price >= 0 are dropped; a repeated date keeps its first day.
 * `options.solo` is whether the solo view applies (see `dayKind`); left out, the upstream's solo flags are taken
 * as sent.
 */
export function mergeDayPrices(
  main: readonly UpstreamDayPrice[],
  related: readonly UpstreamDayPrice[] | null,
  options: { solo?: boolean } = {},
): CalendarDayPrice[] {
  const solo = options?.solo !== false;
  const byDate = new Map<string, CalendarDayPrice>();
  for (const day of Array.isArray(main) ? main : []) {
    if (isDay(day) && !byDate.has(day.date)) byDate.set(day.date, { ...day, kind: dayKind(day, solo) });
  }
  for (const day of Array.isArray(related) ? related : []) {
    if (isDay(day) && !byDate.has(day.date)) byDate.set(day.date, { ...day, kind: 'related' });
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
