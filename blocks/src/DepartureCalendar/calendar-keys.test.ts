import { describe, expect, it } from 'vitest';
import {
  addMonths,
  type FocusMove,
  type KeyGrid,
  landingDate,
  nextFocus,
  rovingDate,
} from './calendar-keys.ts';

/*
 * July 2025 from Sunday, departures in brackets:
 *
 *   Su  Mo  Tu  We  Th  Fr  Sa
 *              1   2  [3]  4  [5]     row 0
 *   6  [7]  8   9 [10] 11  12         row 1
 *  13 [14] 15  16  17  18  19         row 2
 *  20  21  22  23 [24] 25 [26]        row 3
 *  27  28  29  30 [31]                row 4
 */
const july = (...days: number[]) => days.map((d) => `2025-07-${String(d).padStart(2, '0')}`);
const JULY = july(3, 5, 7, 10, 14, 24, 26, 31);

const grid = (overrides: Partial<KeyGrid> = {}): KeyGrid => ({
  months: [{ month: '2025-07', departures: JULY }],
  firstDayOfWeek: 0,
  previousMonth: '2025-06',
  nextMonth: '2025-08',
  ...overrides,
});

const day = (date: string): FocusMove => ({ kind: 'day', date });
const STAY: FocusMove = { kind: 'stay' };

describe('nextFocus: arrows within the month, skipping days without departure', () => {
  it.each([
    ['ArrowRight', '2025-07-03', day('2025-07-05'), 'the 4th has no departure: on to the 5th'],
    ['ArrowRight', '2025-07-07', day('2025-07-10'), 'skips the 8th and 9th'],
    ['ArrowRight', '2025-07-05', day('2025-07-07'), 'wraps to the next row in date order'],
    ['ArrowLeft', '2025-07-07', day('2025-07-05'), 'back over the 6th'],
    ['ArrowLeft', '2025-07-24', day('2025-07-14'), 'back over nine days without departure'],
    ['ArrowLeft', '2025-07-03', STAY, 'the first departure: nowhere further back'],
    ['ArrowRight', '2025-07-31', STAY, 'the last departure: arrows never load another month'],
    ['ArrowDown', '2025-07-03', day('2025-07-10'), 'a week later departs: straight down'],
    ['ArrowDown', '2025-07-10', day('2025-07-14'), 'the 17th does not: the departure of the next row'],
    ['ArrowDown', '2025-07-14', day('2025-07-24'), 'the nearest column of the next row (Thu over Sat)'],
    ['ArrowDown', '2025-07-24', day('2025-07-31'), 'straight down into the last row'],
    ['ArrowDown', '2025-07-31', STAY, 'the last row'],
    ['ArrowUp', '2025-07-14', day('2025-07-07'), 'a week earlier departs: straight up'],
    ['ArrowUp', '2025-07-07', day('2025-07-03'), 'the 0th row’s nearest column (Thu over Sat)'],
    ['ArrowUp', '2025-07-05', STAY, 'the first row'],
  ] as const)('%s from %s → %j (%s)', (key, from, expected, _why) => {
    expect(nextFocus(grid(), from, { key })).toEqual(expected);
  });

  it('goes down past rows without any departure to the nearest row that has one', () => {
    const sparse = grid({ months: [{ month: '2025-07', departures: july(3, 22, 24) }] });
    expect(nextFocus(sparse, '2025-07-03', { key: 'ArrowDown' })).toEqual(day('2025-07-24'));
    expect(nextFocus(sparse, '2025-07-22', { key: 'ArrowUp' })).toEqual(day('2025-07-03'));
  });

  it('breaks a tie between two columns the way of travel: later going down, earlier going up', () => {
    const tie = grid({ months: [{ month: '2025-07', departures: july(9, 11, 17, 23, 25) }] });
    expect(nextFocus(tie, '2025-07-17', { key: 'ArrowDown' })).toEqual(day('2025-07-25'));
    expect(nextFocus(tie, '2025-07-17', { key: 'ArrowUp' })).toEqual(day('2025-07-09'));
  });
});

describe('nextFocus: Home and End', () => {
  it.each([
    ['Home', false, '2025-07-10', '2025-07-07', 'the first departure of the week row'],
    ['End', false, '2025-07-07', '2025-07-10', 'the last departure of the week row'],
    ['Home', false, '2025-07-03', '2025-07-03', 'already the first of its row: stays on it'],
    ['End', false, '2025-07-24', '2025-07-26', 'Saturday is the row’s end'],
    ['Home', true, '2025-07-26', '2025-07-03', 'Ctrl+Home: the first departure of the month'],
    ['End', true, '2025-07-03', '2025-07-31', 'Ctrl+End: the last departure of the month'],
  ] as const)('%s (ctrl %s) from %s → %s (%s)', (key, ctrlKey, from, to, _why) => {
    expect(nextFocus(grid(), from, { key, ctrlKey })).toEqual(day(to));
  });
});

describe('nextFocus: PageUp and PageDown change month', () => {
  it('asks for the next or previous month at the same day of the month', () => {
    expect(nextFocus(grid(), '2025-07-14', { key: 'PageDown' })).toEqual({
      kind: 'month',
      month: '2025-08',
      day: 14,
    });
    expect(nextFocus(grid(), '2025-07-03', { key: 'PageUp' })).toEqual({
      kind: 'month',
      month: '2025-06',
      day: 3,
    });
  });

  it('keeps the 31st as the day to aim at; landing clamps it to the new month', () => {
    expect(nextFocus(grid(), '2025-07-31', { key: 'PageDown' })).toEqual({
      kind: 'month',
      month: '2025-08',
      day: 31,
    });
  });

  it('stays at either end of the bookable months', () => {
    expect(nextFocus(grid({ previousMonth: null }), '2025-07-14', { key: 'PageUp' })).toEqual(STAY);
    expect(nextFocus(grid({ nextMonth: null }), '2025-07-14', { key: 'PageDown' })).toEqual(STAY);
  });

  it('follows the month navigation, even when it skips a month', () => {
    expect(nextFocus(grid({ nextMonth: '2025-10' }), '2025-07-14', { key: 'PageDown' })).toEqual({
      kind: 'month',
      month: '2025-10',
      day: 14,
    });
  });

  it('pages from an empty month’s grid, aiming at the 1st', () => {
    const empty = grid({ months: [{ month: '2025-07', departures: [] }] });
    expect(nextFocus(empty, '2025-07', { key: 'PageDown' })).toEqual({
      kind: 'month',
      month: '2025-08',
      day: 1,
    });
    expect(nextFocus(empty, '2025-07', { key: 'ArrowRight' })).toEqual(STAY);
    expect(nextFocus(empty, '2025-07', { key: ' ' })).toBeNull();
  });

  it('leaves Shift and Ctrl with PageUp/PageDown to the browser', () => {
    expect(nextFocus(grid(), '2025-07-14', { key: 'PageDown', shiftKey: true })).toBeNull();
    expect(nextFocus(grid(), '2025-07-14', { key: 'PageDown', ctrlKey: true })).toBeNull();
  });
});

describe('nextFocus: with two months on screen', () => {
  const two = grid({
    months: [
      { month: '2025-07', departures: JULY },
      { month: '2025-08', departures: ['2025-08-02', '2025-08-11', '2025-08-18'] },
    ],
    nextMonth: '2025-09',
  });

  it('moves into the month beside without asking for one', () => {
    expect(nextFocus(two, '2025-07-31', { key: 'ArrowRight' })).toEqual(day('2025-08-02'));
    expect(nextFocus(two, '2025-08-02', { key: 'ArrowLeft' })).toEqual(day('2025-07-31'));
  });

  it('goes down from July’s last row to August’s first row (rows as seen, month after month)', () => {
    expect(nextFocus(two, '2025-07-31', { key: 'ArrowDown' })).toEqual(day('2025-08-02'));
  });

  it('pages to the month on screen at the departure nearest the same day, then asks for the next', () => {
    expect(nextFocus(two, '2025-07-14', { key: 'PageDown' })).toEqual(day('2025-08-11'));
    expect(nextFocus(two, '2025-08-11', { key: 'PageDown' })).toEqual({
      kind: 'month',
      month: '2025-09',
      day: 11,
    });
    expect(nextFocus(two, '2025-08-18', { key: 'PageUp' })).toEqual(day('2025-07-14'));
  });

  it('limits Ctrl+End to the focused day’s month', () => {
    expect(nextFocus(two, '2025-07-03', { key: 'End', ctrlKey: true })).toEqual(day('2025-07-31'));
  });
});

describe('nextFocus: choosing and other keys', () => {
  it.each(['Enter', ' '])('%j chooses the focused day', (key) => {
    expect(nextFocus(grid(), '2025-07-10', { key })).toEqual({ kind: 'choose', date: '2025-07-10' });
  });

  it.each([
    [{ key: 'Tab' }],
    [{ key: 'a' }],
    [{ key: 'Escape' }],
    [{ key: 'ArrowRight', altKey: true }],
    [{ key: 'ArrowRight', metaKey: true }],
    [{ key: 'ArrowRight', ctrlKey: true }],
    [{ key: 'ArrowDown', shiftKey: true }],
  ])('leaves %j to the browser', (press) => {
    expect(nextFocus(grid(), '2025-07-10', press)).toBeNull();
  });
});

describe('landingDate', () => {
  const aug = (...days: number[]) => days.map((d) => `2025-08-${String(d).padStart(2, '0')}`);

  it.each([
    [aug(4, 14, 18), 14, '2025-08-14', 'the same day departs'],
    [aug(4, 11, 18), 14, '2025-08-11', 'the nearest departure (3 days before, 4 after)'],
    [aug(11, 17), 14, '2025-08-17', 'a tie goes to the later day'],
    [aug(4), 31, '2025-08-04', 'the only departure'],
    [[], 14, null, 'no departure in the month'],
    [['2025-07-14', '2025-09-14'], 14, null, 'days of other months do not count'],
  ] as const)('%j from day %i → %j (%s)', (departures, dayOfMonth, expected, _why) => {
    expect(landingDate(departures, '2025-08', dayOfMonth)).toBe(expected);
  });

  it('clamps the 31st to the end of a shorter month', () => {
    expect(landingDate(['2025-02-03', '2025-02-27'], '2025-02', 31)).toBe('2025-02-27');
    expect(landingDate(['2024-02-29', '2024-02-01'], '2024-02', 30)).toBe('2024-02-29');
  });
});

describe('rovingDate', () => {
  it('keeps the day last focused while it is on screen', () => {
    expect(rovingDate(JULY, '2025-07-14', '2025-07-24')).toBe('2025-07-14');
  });

  it('falls back to the selected day, then the first departure, then nothing', () => {
    expect(rovingDate(JULY, '2025-06-30', '2025-07-24')).toBe('2025-07-24');
    expect(rovingDate(JULY, null, '2025-07-04')).toBe('2025-07-03');
    expect(rovingDate([], '2025-07-14', '2025-07-14')).toBeNull();
  });
});

describe('addMonths', () => {
  it.each([
    ['2025-07', 1, '2025-08'],
    ['2025-12', 1, '2026-01'],
    ['2025-01', -1, '2024-12'],
    ['2025-07', 12, '2026-07'],
    ['nope', 1, null],
  ] as const)('%s %+i → %s', (month, by, expected) => {
    expect(addMonths(month, by)).toBe(expected);
  });
});
