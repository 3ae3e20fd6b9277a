/**
 * Calendar arithmetic on ISO strings ('YYYY-MM' months, 'YYYY-MM-DD' days), as whole day numbers in UTC
 * so that neither the server's nor the traveller's time zone can shift a day. Pure and total: a malformed
 * month gives no weeks rather than an error (the contract validates it; the calendar must still render).
 */

/** 0: Sunday ... 6: Saturday, as in `Date#getUTCDay` and the contract's `firstDayOfWeek`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MS_PER_DAY = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** Days since 1970-01-01 of an ISO day, or null when it is not one. */
export function dayNumber(iso: string): number | null {
  const match = DAY.exec(iso);
  if (!match) return null;
  const [, y, m, d] = match;
  const time = Date.UTC(Number(y), Number(m) - 1, Number(d));
  const back = new Date(time);
  // 2025-02-30 is not a day: Date.UTC would roll it over to March.
  if (back.getUTCDate() !== Number(d)) return null;
  return Math.round(time / MS_PER_DAY);
}

/** The ISO day of a day number. */
export function isoDay(day: number): string {
  const date = new Date(day * MS_PER_DAY);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** 1970-01-01 was a Thursday. */
export const weekdayOf = (day: number): Weekday => ((((day + 4) % 7) + 7) % 7) as Weekday;

/** The column of a day in a week that starts on `firstDayOfWeek` (0 = first column). */
export const columnOf = (day: number, firstDayOfWeek: Weekday): number =>
  (weekdayOf(day) - firstDayOfWeek + 7) % 7;

/** The first day number of a month and how many days it has, or null for a malformed month. */
export function monthSpan(month: string): { first: number; length: number } | null {
  const match = MONTH.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  const first = Math.round(Date.UTC(year, index, 1) / MS_PER_DAY);
  const next = Math.round(Date.UTC(year, index + 1, 1) / MS_PER_DAY);
  return { first, length: next - first };
}

/** 'YYYY-MM' of an ISO day. */
export const monthOfDay = (iso: string): string => iso.slice(0, 7);

/** The day of the month (1-31) of an ISO day. */
export const dayOfMonth = (iso: string): number => Number(iso.slice(8, 10));

/**
 * The month laid out in week rows of seven cells, the first column being `firstDayOfWeek`: each cell is
 * the ISO day, or null before the 1st and after the last day (buying-flow.md §2 "Departure calendar").
 */
export function monthWeeks(month: string, firstDayOfWeek: Weekday): (string | null)[][] {
  const span = monthSpan(month);
  if (!span) return [];
  const lead = columnOf(span.first, firstDayOfWeek);
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let i = 0; i < span.length; i++) cells.push(isoDay(span.first + i));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
