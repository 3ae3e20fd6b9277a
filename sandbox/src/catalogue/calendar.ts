/**
 * Calendar arithmetic for departure days, in UTC: a day is an integer (days since 1970-01-01) or its
 * ISO form `YYYY-MM-DD`. "Today" is the UTC date of the sandbox clock (`now` option).
 */

const DAY_MS = 86_400_000;

/** A range of days: `first` included, `end` excluded. */
export interface DayRange {
  first: number;
  end: number;
}

export const epochDay = (date: Date): number => Math.floor(date.getTime() / DAY_MS);

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

export const isoOfDay = (day: number): string => isoDay(new Date(day * DAY_MS));

export const dayOfIso = (iso: string): number => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;

/** 1–12. */
export const monthOf = (day: number): number => new Date(day * DAY_MS).getUTCMonth() + 1;

/** The day `months` calendar months after `day` (the 31st may roll into the next month). */
export function addMonths(day: number, months: number): number {
  const date = new Date(day * DAY_MS);
  return epochDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate())));
}

/** The twelve months from `today` (ISO): today up to, not including, the same day next year. */
export function twelveMonths(today: string): DayRange {
  const first = dayOfIso(today);
  return { first, end: addMonths(first, 12) };
}

/** A calendar month (1–12) of a year. */
export function monthRange(year: number, month: number): DayRange {
  return {
    first: epochDay(new Date(Date.UTC(year, month - 1, 1))),
    end: epochDay(new Date(Date.UTC(year, month, 1))),
  };
}

export function intersect(a: DayRange, b: DayRange): DayRange {
  return { first: Math.max(a.first, b.first), end: Math.min(a.end, b.end) };
}

/** Whether `text` is a real calendar day as YYYY-MM-DD ('2025-02-30' is not; Date.parse rolls it over). */
export function isRealDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
