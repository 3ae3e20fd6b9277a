import type { UpstreamDayPrice } from '@waypoint/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestPriceRank,
  calendarVersion,
  dayKind,
  daysOfMonth,
  mergeDayPrices,
  monthBestPrices,
} from './calendar.ts';
import { experimentByName } from './experiment-definitions.ts';
import { assignExperiment } from './experiments.ts';
import golden from './golden/calendar.json' with { type: 'json' };

const day = (partial: Partial<UpstreamDayPrice>): UpstreamDayPrice => ({
  date: '2025-03-01',
  price: 0,
  priceBeauty: `$${partial.price}`,
  oldPrice: null,
  oldPriceBeauty: null,
  isPrivateGroup: false,
  isSoloGroup: false,
  isRelatedCategory: false,
  ...partial,
});

describe('calendarVersion', () => {
  it.each(golden.calendarVersion)('$experiments -> $expected', ({ experiments, expected }) => {
    expect(calendarVersion(experiments as Record<string, string>)).toBe(expected);
  });

  it('follows the x-calendar-version header through the experiment assignment', () => {
    const def = experimentByName('calendar')!;
    const assigned = assignExperiment(def, {
      device: 'mobile',
      headerValue: 'v2',
      now: new Date('2025-01-01T00:00:00Z'),
      random: () => 0.99,
    });
    expect(calendarVersion({ calendar: assigned.variant })).toBe('v2');
  });
});

describe('monthBestPrices', () => {
  it.each(golden.monthBestPrices)('$name', ({ prices, best, secondBest }) => {
    expect(monthBestPrices(prices.map((price) => ({ price })))).toEqual({ best, secondBest });
  });

  it('finds the two lowest distinct positive prices, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: -10, max: 3000 }), fc.double())), (prices) => {
        const { best, secondBest } = monthBestPrices(prices.map((price) => ({ price })));
        const valid = [...new Set(prices.filter((p) => Number.isFinite(p) && p > 0))].sort((a, b) => a - b);
        expect(best).toBe(valid[0] ?? null);
        expect(secondBest).toBe(valid[1] ?? null);
        if (best !== null && secondBest !== null) expect(best).toBeLessThan(secondBest);
      }),
    );
  });

  it('ranks a day price against the month', () => {
    const bests = { best: 999, secondBest: 1099 };
    expect([999, 1099, 1299, 0].map((p) => bestPriceRank(p, bests))).toEqual([
      'best',
      'secondBest',
      null,
      null,
    ]);
    expect(bestPriceRank(0, { best: null, secondBest: null })).toBeNull();
  });

  it('picks the days of one month', () => {
    const days = [day({ date: '2025-03-31' }), day({ date: '2025-04-01' }), day({ date: '2025-3-02' })];
    expect(daysOfMonth(days, '2025-03').map((d) => d.date)).toEqual(['2025-03-31']);
  });
});

describe('dayKind', () => {
  it.each([
    [{ isPrivateGroup: true, isSoloGroup: true }, true, 'private'],
    [{ isPrivateGroup: true, isSoloGroup: false }, false, 'private'],
    [{ isPrivateGroup: false, isSoloGroup: true }, true, 'solo'],
    [{ isPrivateGroup: false, isSoloGroup: true }, false, 'normal'],
    [{ isPrivateGroup: false, isSoloGroup: false }, true, 'normal'],
  ])('%j in the solo view %s -> %s', (flags, solo, expected) => {
    expect(dayKind(flags, solo)).toBe(expected);
  });
});

describe('mergeDayPrices', () => {
  it.each(golden.mergeDayPrices)('$name', ({ main, related, solo, expected }) => {
    const options = solo === null ? undefined : { solo };
    const merged = mergeDayPrices(
      main.map((d) => day(d as Partial<UpstreamDayPrice>)),
      related === null ? null : related.map((d) => day(d as Partial<UpstreamDayPrice>)),
      options,
    );
    expect(merged.map((d) => [d.date, d.kind, d.price])).toEqual(expected);
  });

  it('keeps every field of the upstream day', () => {
    const source = day({ date: '2025-03-05', price: 999, oldPrice: 1299, oldPriceBeauty: '$1,299' });
    expect(mergeDayPrices([source], null)).toEqual([{ ...source, kind: 'normal' }]);
  });

  it('has one day per date, sorted, every main date kept and related only where main has none', () => {
    const dates = fc
      .date({
        min: new Date('2025-01-01T00:00:00Z'),
        max: new Date('2025-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    const days = fc.array(
      fc.record({
        date: dates,
        price: fc.nat(5000),
        isPrivateGroup: fc.boolean(),
        isSoloGroup: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(days, fc.option(days), fc.boolean(), (main, related, solo) => {
        const merged = mergeDayPrices(main.map(day), related?.map(day) ?? null, { solo });
        const mergedDates = merged.map((d) => d.date);
        expect(mergedDates).toEqual([...new Set(mergedDates)].sort());
        const mainDates = new Set(main.map((d) => d.date));
        for (const d of merged) expect(d.kind === 'related').toBe(!mainDates.has(d.date));
        expect(new Set(mergedDates)).toEqual(new Set([...mainDates, ...(related ?? []).map((d) => d.date)]));
      }),
    );
  });
});
