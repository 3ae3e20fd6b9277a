import { describe, expect, it } from 'vitest';
import { createEntry, decodeEntry, encodeEntry, freshness, remainingLifeMs } from './entry.ts';

describe('cache entry', () => {
  const entry = createEntry(
    { title: 'Home' },
    { ttlMs: 1_000, staleMs: 500, tags: ['layout:home:us'] },
    10_000,
  );

  it('stores absolute freshness bounds', () => {
    expect(entry).toEqual({
      v: { title: 'Home' },
      freshUntil: 11_000,
      staleUntil: 11_500,
      tags: ['layout:home:us'],
    });
  });

  it.each([
    [10_000, 'fresh'],
    [10_999, 'fresh'],
    [11_000, 'stale'],
    [11_499, 'stale'],
    [11_500, 'expired'],
  ] as const)('at %i the entry is %s', (now, expected) => {
    expect(freshness(entry, now)).toBe(expected);
  });

  it('has no stale window without staleMs', () => {
    const plain = createEntry('x', { ttlMs: 100 }, 0);
    expect(freshness(plain, 99)).toBe('fresh');
    expect(freshness(plain, 100)).toBe('expired');
  });

  it('gives the remaining life until staleUntil as the Redis expiry', () => {
    expect(remainingLifeMs(entry, 10_000)).toBe(1_500);
    expect(remainingLifeMs(entry, 11_200.5)).toBe(300);
  });

  it('round-trips through the JSON envelope', () => {
    const raw = encodeEntry(entry);
    expect(JSON.parse(raw)).toEqual({
      v: { title: 'Home' },
      freshUntil: 11_000,
      staleUntil: 11_500,
      tags: ['layout:home:us'],
    });
    expect(decodeEntry(raw)).toEqual(entry);
  });

  it.each([
    ['not json', '{'],
    ['not an object', '"page"'],
    ['null', 'null'],
    ['missing bounds', JSON.stringify({ v: 1, tags: [] })],
    ['bad tags', JSON.stringify({ v: 1, freshUntil: 1, staleUntil: 2, tags: [3] })],
  ])('rejects an envelope that is %s', (_label, raw) => {
    expect(decodeEntry(raw)).toBeUndefined();
  });

  it.each([[{ ttlMs: 0 }], [{ ttlMs: -5 }], [{ ttlMs: Number.NaN }], [{ ttlMs: 10, staleMs: -1 }]])(
    'refuses meaningless durations %o',
    (options) => {
      expect(() => createEntry('x', options, 0)).toThrow(RangeError);
    },
  );
});
