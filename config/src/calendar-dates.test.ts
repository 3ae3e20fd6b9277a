import { LOCALES } from '@waypoint/schemas';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CALENDAR_MONTH_COUNT,
  calendarMonths,
  defaultMonth,
  FIRST_DAY_OF_WEEK,
  type FirstDayOfWeek,
  firstDayOfWeekFor,
  isBookableMonth,
  isoDayIn,
  leadTimeDays,
  monthGrid,
  parseIsoDay,
  returnDate,
} from './calendar-dates.ts';
import golden from './golden/calendar-dates.json' with { type: 'json' };
import { LOCALE_TO_MARKET } from './locales.ts';

const isoDay = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('returnDate', () => {
  it.each(golden.returnDate)('$departure + $days -> $expected', ({ departure, days, expected }) => {
    expect(returnDate(departure, days)).toBe(expected);
  });

  it('is the departure plus exactly the days, read back by leadTimeDays', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 0, max: 400 }), (departure, days) => {
        const back = returnDate(departure, days)!;
        expect(back).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(leadTimeDays(departure, back)).toBe(days);
      }),
    );
  });
});

describe('leadTimeDays', () => {
  it.each(golden.leadTimeDays)('$today -> $departure: $expected', ({ today, departure, expected }) => {
    expect(leadTimeDays(today, departure)).toBe(expected);
  });
});

describe('calendar months', () => {
  it.each(golden.calendarMonths)('$count from $today', ({ today, count, expected }) => {
    expect(calendarMonths(today, count)).toEqual(expected);
  });

  it('offers twelve months by default, and twelve for a count that is not one', () => {
    expect(CALENDAR_MONTH_COUNT).toBe(12);
    expect(calendarMonths('2025-03-15')).toHaveLength(12);
    expect(calendarMonths('2025-03-15', 1.5)).toHaveLength(12);
    expect(calendarMonths('2025-03-15', -1)).toHaveLength(12);
  });

  it('lists consecutive months from today', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 1, max: 30 }), (today, count) => {
        const months = calendarMonths(today, count);
        expect(months[0]).toBe(today.slice(0, 7));
        expect(months).toHaveLength(count);
        for (let i = 1; i < months.length; i++) {
          const [y, m] = months[i - 1]!.split('-').map(Number) as [number, number];
          expect(months[i]).toBe(m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`);
        }
      }),
    );
  });

  it.each(golden.isBookableMonth)('$month bookable from $today: $expected', ({ month, today, expected }) => {
    expect(isBookableMonth(month, today)).toBe(expected);
  });

  it.each(golden.defaultMonth)('defaultMonth: $name', ({ today, departureDate, days, expected }) => {
    expect(defaultMonth({ today, departureDate, days })).toBe(expected);
  });
});

describe('monthGrid', () => {
  it.each(golden.monthGrid)('$name', ({ month, firstDayOfWeek, rows, firstRow, lastRow }) => {
    const grid = monthGrid(month, firstDayOfWeek as FirstDayOfWeek);
    expect(grid).toHaveLength(rows);
    expect(grid[0] ?? null).toEqual(firstRow);
    expect(grid.at(-1) ?? null).toEqual(lastRow);
  });

  it('lays out every day of the month once, in order, under its weekday', () => {
    fc.assert(
      fc.property(isoDay, fc.constantFrom(0 as const, 1 as const), (day, first) => {
        const month = day.slice(0, 7);
        const grid = monthGrid(month, first);
        for (const row of grid) expect(row).toHaveLength(7);
        const days = grid.flat().filter((d): d is string => d !== null);
        const [y, m] = month.split('-').map(Number) as [number, number];
        expect(days).toHaveLength(new Date(Date.UTC(y, m, 0)).getUTCDate());
        expect(days).toEqual(days.map((_, i) => `${month}-${String(i + 1).padStart(2, '0')}`));
        for (const [w, row] of grid.entries()) {
          for (const [i, d] of row.entries()) {
            if (d !== null) expect(parseIsoDay(d)!.getDay()).toBe((first + i) % 7);
            else expect(w === 0 || w === grid.length - 1).toBe(true);
          }
        }
        expect(grid[0]!.some((d) => d !== null) && grid.at(-1)!.some((d) => d !== null)).toBe(true);
      }),
    );
  });
});

describe('first day of the week', () => {
  it.each(golden.firstDayOfWeek)('$locale starts on $expected', ({ locale, expected }) => {
    expect(firstDayOfWeekFor(locale)).toBe(expected);
  });

  it("matches CLDR's week data where Intl exposes it", () => {
    for (const locale of LOCALES) {
      const intl = new Intl.Locale(locale) as Intl.Locale & {
        weekInfo?: { firstDay: number };
        getWeekInfo?: () => { firstDay: number };
      };
      const info = intl.getWeekInfo?.() ?? intl.weekInfo;
      if (!info) continue;
      expect(FIRST_DAY_OF_WEEK[LOCALE_TO_MARKET[locale]]).toBe(info.firstDay % 7);
    }
  });
});

describe('time zones', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it.each(['UTC', 'America/Sao_Paulo', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Europe/Madrid'])(
    'gives the same days when the server runs in %s',
    (zone) => {
      process.env.TZ = zone;
      if (zone === 'America/Los_Angeles') expect(new Date(2025, 0, 1).getTimezoneOffset()).toBe(480);
      for (const { departure, days, expected } of golden.returnDate)
        expect(returnDate(departure, days)).toBe(expected);
      for (const { today, departure, expected } of golden.leadTimeDays)
        expect(leadTimeDays(today, departure)).toBe(expected);
      for (const { month, firstDayOfWeek, firstRow } of golden.monthGrid)
        expect(monthGrid(month, firstDayOfWeek as FirstDayOfWeek)[0] ?? null).toEqual(firstRow);
    },
  );

  it('reads today in a time zone', () => {
    const now = new Date('2025-03-01T03:30:00Z');
    expect(isoDayIn(now, 'UTC')).toBe('2025-03-01');
    expect(isoDayIn(now, 'America/New_York')).toBe('2025-02-28');
    expect(isoDayIn(now, 'Not/AZone')).toBe('2025-03-01');
    expect(isoDayIn(new Date(Number.NaN), 'UTC')).toBeNull();
  });
});
