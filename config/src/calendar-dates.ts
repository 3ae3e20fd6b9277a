/**
 * Calendar arithmetic of the trip page (buying-flow.md §2 "Departure calendar", §3 "Calendar state", §5
 * "lead_time"). Days are 'YYYY-MM-DD' and months 'YYYY-MM' strings: calendar dates with no time or zone, so a
 * departure is the same day wherever the server runs. date-fns works on them through local-midnight Dates, which
 * round-trip exactly; anything that is not a real date gives a fallback (null or an empty list), never a throw.
 */
import type { Locale, Market } from '@waypoint/schemas';
import {
  addDays,
  differenceInCalendarDays,
  format,
  getDay,
  getDaysInMonth,
  isValid,
  parseISO,
} from 'date-fns';
import { LOCALE_TO_MARKET, toLocale } from './locales.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A 'YYYY-MM-DD' string that names a real day, as a local-midnight Date; null otherwise. */
export function parseIsoDay(day: unknown): Date | null {
  if (typeof day !== 'string' || !ISO_DAY.test(day)) return null;
  const date = parseISO(day);
  return isValid(date) && format(date, 'yyyy-MM-dd') === day ? date : null;
}

const monthStart = (month: unknown): Date | null =>
  typeof month === 'string' && ISO_MONTH.test(month) ? parseIsoDay(`${month}-01`) : null;

export const isIsoDay = (day: unknown): day is string => parseIsoDay(day) !== null;

const toDay = (date: Date): string => format(date, 'yyyy-MM-dd');
const toMonth = (date: Date): string => format(date, 'yyyy-MM');

// Making a formatter costs about fifteen times formatting with one: one per zone is kept (a few zones are used;
// the bound only guards against a caller passing many spellings of zones).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The formatter of a zone's calendar day; throws for a zone the runtime does not know. */
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormats.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (dayFormats.size >= 64) dayFormats.clear();
    dayFormats.set(timeZone, formatter);
  }
  return formatter;
}

/** Today in a time zone as 'YYYY-MM-DD' (an unknown zone reads as UTC); null for an invalid Date. */
export function isoDayIn(now: Date, timeZone: string): string | null {
  if (!(now instanceof Date) || !isValid(now)) return null;
  const parts = (zone: string) =>
    Object.fromEntries(
      dayFormat(zone)
        .formatToParts(now)
        .map((p) => [p.type, p.value]),
    );
  let p: Record<string, string>;
  try {
    p = parts(timeZone);
  } catch {
    p = parts('UTC');
  }
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * The return day: the departure plus the category's days (schemas' `UpstreamCategory.days`: "the return is the
 * departure plus these days"). A days value that is not a whole number >= 0 counts as 0; null for a departure
 * that is not a real day.
 */
export function returnDate(departure: string, categoryDays: number): string | null {
  const start = parseIsoDay(departure);
  if (!start) return null;
  const days = Number.isSafeInteger(categoryDays) && categoryDays >= 0 ? categoryDays : 0;
  return toDay(addDays(start, days));
}

/** buying-flow.md §5 "lead_time is the number of days from now to departure_date" (negative once past); null if either is not a day. */
export function leadTimeDays(today: string, departure: string): number | null {
  const from = parseIsoDay(today);
  const to = parseIsoDay(departure);
  return from && to ? differenceInCalendarDays(to, from) : null;
}

/** How many months the calendar offers: the prices call without month and year covers twelve (schemas' UpstreamDayPrices). */
export const CALENDAR_MONTH_COUNT = 12;
const MAX_MONTH_COUNT = 120;

/** The month `index` months after January of year 0, as 'YYYY-MM'. */
const monthAt = (index: number): string =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

// Every trip page asks for the same months until the day changes: the last answer is kept (and never handed out).
let lastMonths: { today: string; count: number; months: readonly string[] } | null = null;

function bookableMonths(today: string, count: number): readonly string[] {
  if (lastMonths?.today !== today || lastMonths.count !== count) {
    const start = parseIsoDay(today);
    const n =
      Number.isSafeInteger(count) && count >= 0 && count <= MAX_MONTH_COUNT ? count : CALENDAR_MONTH_COUNT;
    const first = start ? start.getFullYear() * 12 + start.getMonth() : 0;
    lastMonths = {
      today,
      count,
      months: start ? Array.from({ length: n }, (_, i) => monthAt(first + i)) : [],
    };
  }
  return lastMonths.months;
}

/** 'YYYY-MM' from today's month, `count` of them (a count that is not a whole number 0..120 gives 12). */
export function calendarMonths(today: string, count: number = CALENDAR_MONTH_COUNT): string[] {
  return [...bookableMonths(today, count)];
}

export const isBookableMonth = (
  month: string,
  today: string,
  count: number = CALENDAR_MONTH_COUNT,
): boolean => bookableMonths(today, count).includes(month);

/**
 * buying-flow.md §3 "defaultInitialMonth": the chosen departure's month when it is bookable, else the month of
 * the first priced day from today on, else today's month. Null only when today is not a day.
 */
export function defaultMonth(input: {
  today: string;
  departureDate?: string | null;
  days?: readonly { date: string; price: number }[] | null;
}): string | null {
  const today = parseIsoDay(input?.today);
  if (!today) return null;
  const bookable = (day: unknown): day is string =>
    isIsoDay(day) && day >= input.today && isBookableMonth(day.slice(0, 7), input.today);
  if (bookable(input.departureDate)) return input.departureDate.slice(0, 7);
  const priced = (Array.isArray(input.days) ? input.days : [])
    .filter((d) => bookable(d?.date) && typeof d.price === 'number' && d.price > 0)
    .map((d) => d.date)
    .sort();
  return priced[0]?.slice(0, 7) ?? toMonth(today);
}

export type FirstDayOfWeek = 0 | 1;

/**
 * The first day of the week per market (0 Sunday, 1 Monday), from CLDR's week data, which Node 20's ICU exposes
 * as `Intl.Locale#weekInfo` (the test checks this table against it where available): US, CA, MX and CO start
 * on Sunday; ES, UK, DE, FR and AU on Monday. A table rather than Intl at run time, so every runtime agrees.
 */
export const FIRST_DAY_OF_WEEK: Readonly<Record<Market, FirstDayOfWeek>> = {
  us: 0,
  ca: 0,
  mx: 0,
  co: 0,
  es: 1,
  uk: 1,
  de: 1,
  fr: 1,
  au: 1,
};

/** The locale's first day of the week; Monday (ISO 8601) for an unknown locale. */
export function firstDayOfWeekFor(locale: Locale | string): FirstDayOfWeek {
  const known = toLocale(locale);
  return known ? FIRST_DAY_OF_WEEK[LOCALE_TO_MARKET[known]] : 1;
}

/**
 * The calendar's rows for a 'YYYY-MM' month: weeks of seven 'YYYY-MM-DD' days starting on `firstDayOfWeek`
 * (anything but 0 reads as Monday), null before the 1st and after the last day. Empty for an invalid month.
 */
export function monthGrid(month: string, firstDayOfWeek: FirstDayOfWeek): Array<Array<string | null>> {
  const start = monthStart(month);
  if (!start) return [];
  const first = firstDayOfWeek === 0 ? 0 : 1;
  const lead = (getDay(start) - first + 7) % 7;
  const cells: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let d = 0; d < getDaysInMonth(start); d++) cells.push(toDay(addDays(start, d)));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}
