import { describe, expect, it } from 'vitest';
import { buildCtx } from '../blocks/test-kit.ts';
import { audienceExperiments, inSchedule, matchesAudience } from './audience.ts';

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
