/**
 * Dates as the trip page words them, in the visitor's locale: calendar days are plain days ('YYYY-MM-DD'),
 * formatted in UTC so that no time zone moves them. Formatters are built once per locale.
 */
import type { Locale } from '@waypoint/schemas';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${name}|${locale}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, f);
  }
  return f;
}

/**
 * Formatted days, remembered: a calendar words the same few hundred days again and again (a label per
 * day, on every composition and action), and `Intl` formatting is the costly part. Bounded: emptied
 * when it reaches MAX_WORDED entries (days × locales × styles in use stay far below it).
 */
const worded = new Map<string, string>();
const MAX_WORDED = 50_000;

function word(style: string, day: string, locale: Locale, make: () => string): string {
  const key = `${style}|${locale}|${day}`;
  let text = worded.get(key);
  if (text === undefined) {
    text = make();
    if (worded.size >= MAX_WORDED) worded.clear();
    worded.set(key, text);
  }
  return text;
}

const utc = (day: string): Date => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d ?? 1));
};

/** 'Tuesday, 3 December 2026' */
export const longDate = (day: string, locale: Locale): string =>
  word('long', day, locale, () =>
    formatter(locale, 'long', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
      utc(day),
    ),
  );

/** 'Tue, 3 Dec 2026' */
export const shortDate = (day: string, locale: Locale): string =>
  word('short', day, locale, () =>
    formatter(locale, 'short', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(
      utc(day),
    ),
  );

/** 'December 2026', capitalised (some languages write months in lower case). */
export const monthLabel = (month: string, locale: Locale): string =>
  word('month', month, locale, () =>
    capitalise(
      formatter(locale, 'month', { month: 'long', year: 'numeric' }).format(utc(`${month}-01`)),
      locale,
    ),
  );

/** 'Dec 26' for the month strip. */
export const shortMonthLabel = (month: string, locale: Locale): string =>
  word('short-month', month, locale, () =>
    capitalise(
      formatter(locale, 'short-month', { month: 'short', year: '2-digit' }).format(utc(`${month}-01`)),
      locale,
    ),
  );

/** Short weekday names, starting on `firstDayOfWeek` (0 Sunday, 1 Monday). */
export function weekdayNames(locale: Locale, firstDayOfWeek: 0 | 1): string[] {
  const f = formatter(locale, 'weekday', { weekday: 'short' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) =>
    capitalise(f.format(new Date(Date.UTC(2023, 0, 1 + ((i + firstDayOfWeek) % 7)))), locale),
  );
}

const capitalise = (text: string, locale: Locale): string =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
