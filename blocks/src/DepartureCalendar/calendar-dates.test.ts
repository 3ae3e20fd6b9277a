import { describe, expect, it } from 'vitest';
import { columnOf, dayNumber, isoDay, monthSpan, monthWeeks, weekdayOf } from './calendar-dates.ts';

/** The weeks as day numbers ('' for a blank cell), easier to read than ISO strings. */
const layout = (month: string, firstDayOfWeek: 0 | 1) =>
  monthWeeks(month, firstDayOfWeek).map((week) => week.map((date) => (date ? Number(date.slice(8)) : '')));

describe('monthWeeks', () => {
  it('lays July 2025 (starts on a Tuesday) out from Sunday: two blanks before the 1st, two after the 31st', () => {
    expect(layout('2025-07', 0)).toEqual([
      ['', '', 1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10, 11, 12],
      [13, 14, 15, 16, 17, 18, 19],
      [20, 21, 22, 23, 24, 25, 26],
      [27, 28, 29, 30, 31, '', ''],
    ]);
  });

  it('lays the same month out from Monday: one blank before, three after', () => {
    const weeks = layout('2025-07', 1);
    expect(weeks[0]).toEqual(['', 1, 2, 3, 4, 5, 6]);
    expect(weeks.at(-1)).toEqual([28, 29, 30, 31, '', '', '']);
    expect(weeks).toHaveLength(5);
  });

  it.each([
    ['2026-02', 0, 4, 'a 28-day February starting on Sunday fills exactly four rows'],
    ['2026-02', 1, 5, 'the same February from Monday needs five'],
    ['2025-08', 0, 6, 'August 2025 from Sunday (starts on a Friday, 31 days) needs six'],
    ['2025-03', 1, 6, 'March 2025 from Monday (starts on a Saturday) needs six'],
  ] as const)('%s from %i has %i rows: %s', (month, first, rows, _why) => {
    expect(monthWeeks(month, first)).toHaveLength(rows);
  });

  it.each([
    ['2024-02', 29],
    ['2025-02', 28],
    ['2100-02', 28],
    ['2000-02', 29],
    ['2025-04', 30],
    ['2025-12', 31],
  ])('has every day of %s once, in order (%i days), in ISO form', (month, days) => {
    const dates = monthWeeks(month, 1)
      .flat()
      .filter((d): d is string => d !== null);
    expect(dates).toHaveLength(days);
    expect(dates[0]).toBe(`${month}-01`);
    expect(dates.at(-1)).toBe(`${month}-${days}`);
    expect([...dates].sort()).toEqual(dates);
  });

  it('keeps every row seven cells wide and every date in its weekday column', () => {
    for (const first of [0, 1] as const) {
      const weeks = monthWeeks('2025-11', first);
      for (const week of weeks) {
        expect(week).toHaveLength(7);
        week.forEach((date, column) => {
          if (date) expect(columnOf(dayNumber(date)!, first)).toBe(column);
        });
      }
    }
  });

  it.each(['2025-13', '2025-7', 'July', ''])(
    'gives no weeks for a malformed month (%j) instead of throwing',
    (m) => {
      expect(monthWeeks(m, 0)).toEqual([]);
    },
  );
});

describe('day arithmetic', () => {
  it('round-trips ISO days through day numbers, across month and year ends', () => {
    for (const iso of ['1970-01-01', '2024-02-29', '2025-12-31', '2026-01-01']) {
      expect(isoDay(dayNumber(iso)!)).toBe(iso);
    }
    expect(dayNumber('2026-01-01')! - dayNumber('2025-12-31')!).toBe(1);
  });

  it('rejects days that do not exist', () => {
    expect(dayNumber('2025-02-29')).toBeNull();
    expect(dayNumber('2025-04-31')).toBeNull();
    expect(dayNumber('2025-7-1')).toBeNull();
  });

  it('knows the weekday in UTC whatever the local time zone', () => {
    expect(weekdayOf(dayNumber('2025-07-01')!)).toBe(2);
    expect(weekdayOf(dayNumber('2025-07-06')!)).toBe(0);
    expect(weekdayOf(dayNumber('1969-12-31')!)).toBe(3);
  });

  it('measures months', () => {
    expect(monthSpan('2024-02')?.length).toBe(29);
    expect(monthSpan('2025-13')).toBeNull();
  });
});
