import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCtx } from '../../test/block-kit.ts';
import { audienceExperiments, exclusionOf, inSchedule, matchesAudience, scheduleState } from './audience.ts';

describe('matchesAudience', () => {
  const ctx = buildCtx({ market: 'es', device: 'mobile' });

  it('matches everyone when the rule is empty', () => {
    expect(matchesAudience({}, ctx)).toBe(true);
  });

  it('needs every present field to match', () => {
    expect(matchesAudience({ markets: ['es', 'mx'] }, ctx)).toBe(true);
    expect(matchesAudience({ markets: ['es'], devices: ['desktop'] }, ctx)).toBe(false);
    expect(matchesAudience({ siteKinds: ['advisors'] }, ctx)).toBe(false);
    expect(matchesAudience({ affiliates: [ctx.site.affiliateId] }, ctx)).toBe(true);
  });

  it('reads experiments, an unassigned one counting as v1', () => {
    const assigned = { ...ctx, experiments: { ABMvpPdp: 'v2' as const } };
    expect(matchesAudience({ experiment: { name: 'ABMvpPdp', variants: ['v2'] } }, assigned)).toBe(true);
    expect(matchesAudience({ experiment: { name: 'ABOther', variants: ['v1'] } }, assigned)).toBe(true);
    expect(matchesAudience({ experiment: { name: 'ABOther', variants: ['v2'] } }, assigned)).toBe(false);
  });

  it('lists the experiments that rules read', () => {
    expect(audienceExperiments([{}, { experiment: { name: 'ABMvpPdp', variants: ['v2'] } }])).toEqual([
      'ABMvpPdp',
    ]);
  });
});

describe('inSchedule', () => {
  const at = new Date('2026-11-22T12:00:00Z');
  it.each([
    [{ from: null, until: null }, true],
    [{ from: '2026-11-22T12:00:00Z', until: null }, true],
    [{ from: '2026-11-22T12:00:01Z', until: null }, false],
    [{ from: null, until: '2026-11-22T12:00:00Z' }, false],
    [{ from: '2026-11-01T00:00:00+01:00', until: '2026-12-01T00:00:00+01:00' }, true],
  ])('%j at noon: %s', (window, expected) => {
    expect(inSchedule(window, at)).toBe(expected);
  });
});

describe('exclusionOf (?explain=1)', () => {
  const ctx = buildCtx({ market: 'es', device: 'mobile' });
  const now = new Date('2026-11-22T12:00:00Z');
  const open = { from: null, until: null };

  it.each([
    [{ markets: ['fr'] as const }, open, 'audience.markets', 'market es is not one of fr'],
    [{ devices: ['desktop'] as const }, open, 'audience.devices', 'device mobile is not one of desktop'],
    [{ siteKinds: ['partner'] as const }, open, 'audience.siteKinds', 'site kind main is not one of partner'],
    [{ affiliates: [2, 40] }, open, 'audience.affiliates', 'affiliate 1 is not one of 2, 40'],
    [
      { experiment: { name: 'ABMvpPdp', variants: ['v2'] as const } },
      open,
      'audience.experiment',
      'experiment ABMvpPdp is v1, not one of v2',
    ],
    [
      {},
      { from: '2026-11-29T00:00:00+01:00', until: null },
      'schedule.from',
      'starts at 2026-11-29T00:00:00+01:00',
    ],
    [{}, { from: null, until: '2026-11-01T00:00:00Z' }, 'schedule.until', 'ended at 2026-11-01T00:00:00Z'],
  ])('names the first failing rule: %j %j -> %s', (audience, schedule, rule, reason) => {
    const why = exclusionOf({ audience: audience as never, schedule }, ctx, now);
    expect(why?.rule).toBe(rule);
    expect(why?.reason).toContain(reason);
  });

  it('is null exactly when the placement applies', () => {
    const instants = fc.option(
      fc.date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.record({
          markets: fc.option(fc.subarray(['es', 'fr', 'us'] as const, { minLength: 1 }), { nil: undefined }),
          devices: fc.option(fc.subarray(['mobile', 'desktop'] as const, { minLength: 1 }), {
            nil: undefined,
          }),
        }),
        instants,
        instants,
        (rule, from, until) => {
          const audience = Object.fromEntries(Object.entries(rule).filter(([, v]) => v !== undefined));
          const schedule = { from: from?.toISOString() ?? null, until: until?.toISOString() ?? null };
          const applies = matchesAudience(audience, ctx) && inSchedule(schedule, now);
          expect(exclusionOf({ audience, schedule }, ctx, now) === null).toBe(applies);
        },
      ),
    );
  });
});

describe('scheduleState (page cache key part)', () => {
  const week = { from: '2026-11-29T00:00:00Z', until: '2026-12-06T00:00:00Z' };

  it('ignores unscheduled placements and changes when a window opens or closes', () => {
    const windows = [{ from: null, until: null }, week];
    expect(scheduleState([{ from: null, until: null }], new Date())).toBe('');
    const before = scheduleState(windows, new Date('2026-11-28T23:59:59Z'));
    const inside = scheduleState(windows, new Date('2026-11-29T00:00:00Z'));
    const after = scheduleState(windows, new Date('2026-12-06T00:00:00Z'));
    expect(before).toBe('0');
    expect(inside).toBe('1');
    expect(after).toBe('0');
  });
});
