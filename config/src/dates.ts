/** Date formats and month names (storefront.md §9). */
import type { Market } from '@waypoint/schemas';
import { format, isValid, parseISO } from 'date-fns';

// storefront.md §9 "Date format": us MM/dd/yyyy, all others dd/MM/yyyy
export const DATE_FORMAT: Record<Market, string> = {
  us: 'MM/dd/yyyy',
  ca: 'dd/MM/yyyy',
  mx: 'dd/MM/yyyy',
  co: 'dd/MM/yyyy',
  es: 'dd/MM/yyyy',
  uk: 'dd/MM/yyyy',
  de: 'dd/MM/yyyy',
  fr: 'dd/MM/yyyy',
  au: 'dd/MM/yyyy',
};

/**
 * A date in the market's format, or null when the input is not a date. Strings are ISO 8601; a date-only string
 * (`2024-03-05`) is that calendar day. Dates are formatted in the process's time zone.
 */
export function formatDate(date: Date | string, market: Market): string | null {
  const value = typeof date === 'string' ? parseISO(date.trim()) : date;
  if (!(value instanceof Date) || !isValid(value)) return null;
  return format(value, DATE_FORMAT[market] ?? DATE_FORMAT.us);
}

// storefront.md §9 "Months: 01–12 with English names"
export const MONTHS = [
  { number: '01', name: 'January' },
  { number: '02', name: 'February' },
  { number: '03', name: 'March' },
  { number: '04', name: 'April' },
  { number: '05', name: 'May' },
  { number: '06', name: 'June' },
  { number: '07', name: 'July' },
  { number: '08', name: 'August' },
  { number: '09', name: 'September' },
  { number: '10', name: 'October' },
  { number: '11', name: 'November' },
  { number: '12', name: 'December' },
] as const;
