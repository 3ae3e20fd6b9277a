import { describe, expect, it } from 'vitest';
import {
  countdownParts,
  countdownSegments,
  DAY_MS,
  formatCountdown,
  HOUR_MS,
  MINUTE_MS,
  pad2,
} from './countdown.ts';

const UNITS = { days: 'd', hours: 'h', minutes: 'm', seconds: 's' };
const END = '2030-12-31T23:59:59.000Z';
const endMs = Date.parse(END);

describe('countdownParts', () => {
  it.each([
    ['2 days, 4 h, 12 min, 9 s before', 2 * DAY_MS + 4 * HOUR_MS + 12 * MINUTE_MS + 9000, '2d 04h 12m 09s'],
    ['exactly one day before', DAY_MS, '1d 00h 00m 00s'],
    ['one second before', 1000, '0d 00h 00m 01s'],
    ['a fraction of a second before (rounded up)', 250, '0d 00h 00m 01s'],
    ['1.5 s before (rounded up)', 1500, '0d 00h 00m 02s'],
    ['59 min 59 s before', HOUR_MS - 1000, '0d 00h 59m 59s'],
    ['more than 99 days before', 120 * DAY_MS + 3 * HOUR_MS, '120d 03h 00m 00s'],
  ])('%s', (_name, before, expected) => {
    const parts = countdownParts(END, endMs - before);
    expect(parts.ended).toBe(false);
    expect(formatCountdown(parts, UNITS)).toBe(expected);
  });

  it.each([
    ['at the end', 0],
    ['one second after the end', -1000],
    ['a year after the end', -365 * DAY_MS],
  ])('shows 00 %s', (_name, before) => {
    const parts = countdownParts(END, endMs - before);
    expect(parts).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, ended: true });
    expect(formatCountdown(parts, UNITS)).toBe('0d 00h 00m 00s');
  });

  it('accepts the end as epoch milliseconds too', () => {
    expect(countdownParts(endMs, endMs - 61_000)).toMatchObject({ minutes: 1, seconds: 1, ended: false });
  });

  it('treats an end that is not a date as ended instead of showing NaN', () => {
    expect(countdownParts('soon', endMs).ended).toBe(true);
    expect(formatCountdown(countdownParts('soon', endMs), UNITS)).not.toContain('NaN');
  });

  it('counts down by exactly one second per second (no part ever out of range)', () => {
    const start = endMs - (3 * DAY_MS + 5000);
    let previous = Number.POSITIVE_INFINITY;
    for (let t = start; t <= endMs; t += 97_919) {
      const p = countdownParts(END, t);
      expect(p.hours).toBeLessThan(24);
      expect(p.minutes).toBeLessThan(60);
      expect(p.seconds).toBeLessThan(60);
      const total = ((p.days * 24 + p.hours) * 60 + p.minutes) * 60 + p.seconds;
      expect(total).toBe(Math.ceil((endMs - t) / 1000));
      expect(total).toBeLessThan(previous);
      previous = total;
    }
  });
});

describe('countdownSegments', () => {
  it('uses the market unit words and pads all but the days', () => {
    const parts = countdownParts(END, endMs - (5 * MINUTE_MS + 3000));
    expect(countdownSegments(parts, { days: 'd', hours: 'h', minutes: 'min', seconds: 's' })).toEqual([
      { key: 'days', value: '0', unit: 'd' },
      { key: 'hours', value: '00', unit: 'h' },
      { key: 'minutes', value: '05', unit: 'min' },
      { key: 'seconds', value: '03', unit: 's' },
    ]);
  });

  it('pads to two digits only', () => {
    expect(pad2(4)).toBe('04');
    expect(pad2(12)).toBe('12');
  });
});
