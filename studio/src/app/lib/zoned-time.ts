/**
 * Staff enter instants as a wall-clock time (`<input type="datetime-local">`) in a time zone they pick;
 * the contract stores ISO instants with their offset plus the zone, and the studio shows them back as
 * entered.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** '2025-06-01T10:00' in 'Europe/Madrid' -> '2025-06-01T10:00:00.000+02:00'; null for an incomplete value. */
export function zonedToIso(local: string, timeZone: string): string | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  const date = new TZDate(y!, mo! - 1, d!, h!, mi!, Number.isNaN(s) ? 0 : (s ?? 0), timeZone);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The wall-clock time of an instant in a zone, as a datetime-local value: '2025-06-01T10:00'. */
export function isoToZoned(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const date = new TZDate(iso, timeZone);
  return Number.isNaN(date.getTime()) ? '' : format(date, "yyyy-MM-dd'T'HH:mm");
}

/** A readable instant for lists: '1 Jun 2025, 10:00 (Europe/Madrid)'. */
export function describeInstant(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const date = new TZDate(iso, zone);
  if (Number.isNaN(date.getTime())) return iso;
  return `${format(date, 'd MMM yyyy, HH:mm')} (${zone})`;
}
