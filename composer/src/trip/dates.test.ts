import { describe, expect, it } from 'vitest';
import { longDate, monthLabel, shortDate, shortMonthLabel, weekdayNames } from './dates.ts';

describe('trip dates', () => {
  it('words a day in the visitor language, in UTC, the same on every call', () => {
    const long = {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    } as const;
    const day = new Date(Date.UTC(2026, 11, 3));
    expect(longDate('2026-12-03', 'en-GB')).toBe(new Intl.DateTimeFormat('en-GB', long).format(day));
    expect(longDate('2026-12-03', 'en-GB')).toMatch(/^Thursday,? 3 December 2026$/);
    expect(longDate('2026-12-03', 'es-ES')).toBe(new Intl.DateTimeFormat('es-ES', long).format(day));
    expect(longDate('2026-12-03', 'es-ES')).toMatch(/jueves.*3 de diciembre de 2026/);
    expect(shortDate('2026-12-03', 'de-DE')).toMatch(/^Do\.?, 3\. Dez\.? 2026$/);
  });

  it('keeps the styles and locales of one day apart', () => {
    expect(longDate('2027-01-01', 'fr-FR')).not.toBe(shortDate('2027-01-01', 'fr-FR'));
    expect(monthLabel('2027-01', 'fr-FR')).toBe('Janvier 2027');
    expect(monthLabel('2027-01', 'en-US')).toBe('January 2027');
    expect(shortMonthLabel('2027-01', 'en-GB')).toBe('Jan 27');
  });

  it('names the weekdays from the first day of the week', () => {
    expect(weekdayNames('en-GB', 1)[0]).toBe('Mon');
    expect(weekdayNames('en-GB', 0)[0]).toBe('Sun');
  });

  it('stays right after its memory has been emptied (more days than it keeps)', () => {
    const first = longDate('2026-01-01', 'en-GB');
    for (let i = 0; i < 60_000; i++) {
      longDate(new Date(Date.UTC(1900, 0, 1 + i)).toISOString().slice(0, 10), 'en-GB');
    }
    expect(longDate('2026-01-01', 'en-GB')).toBe(first);
  });
});
