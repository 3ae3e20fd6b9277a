import type { Market } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, formatDate, MONTHS } from './dates.ts';
import golden from './golden/dates.json' with { type: 'json' };

describe('dates', () => {
  it.each(golden.formats)(
    '$market formats $date as $expected ($format)',
    ({ market, format, date, expected }) => {
      expect(DATE_FORMAT[market as Market]).toBe(format);
      expect(formatDate(date, market as Market)).toBe(expected);
      expect(formatDate(new Date(2024, 2, 5), market as Market)).toBe(expected);
    },
  );

  it.each(['', 'not a date', '2024-13-45'])('returns null for "%s"', (input) => {
    expect(formatDate(input, 'us')).toBeNull();
  });

  it('returns null for an invalid Date and uses the US format for an unknown market', () => {
    expect(formatDate(new Date(Number.NaN), 'uk')).toBeNull();
    expect(formatDate('2024-12-31', 'zz' as Market)).toBe('12/31/2024');
  });

  it.each(golden.months)('month %s is %s', (number, name) => {
    expect(MONTHS.find((m) => m.number === number)?.name).toBe(name);
  });

  it('lists twelve months in order', () => {
    expect(MONTHS.map((m) => Number(m.number))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});
