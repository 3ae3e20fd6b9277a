import { MARKETS } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { AD_SLOTS, adUnitsFor, pickAdUnit } from './ads.ts';

describe('ads', () => {
  it.each([
    ['add-banner-home', 728, 90],
    ['add-banner-home1', 728, 90],
    ['add-banner-country-page-mobile', 320, 50],
    ['add-banner-country-page', 728, 90],
    ['add-banner-vertical-country-page', 120, 600],
    ['add-banner-vertical-country-page1', 120, 600],
    ['add-banner-region-page', 728, 90],
    ['add-banner-events-page', 720, 90],
  ] as const)('slot %s is %ix%i', (slot, width, height) => {
    expect(AD_SLOTS[slot]).toEqual({ width, height });
  });

  it('runs ads only in CA, US and UK', () => {
    expect(MARKETS.filter((m) => adUnitsFor(m) !== null).sort()).toEqual(['ca', 'uk', 'us']);
    expect(adUnitsFor('us')).toHaveLength(1);
    expect(adUnitsFor('ca')).toHaveLength(2);
    expect(adUnitsFor('uk')).toHaveLength(2);
  });

  it('picks one of two units 50/50 and the US unit always', () => {
    const [a, b] = adUnitsFor('uk')!;
    expect(pickAdUnit('uk', () => 0.49)).toBe(a);
    expect(pickAdUnit('uk', () => 0.5)).toBe(b);
    expect(pickAdUnit('us', () => 0.9)).toBe(adUnitsFor('us')![0]);
    expect(pickAdUnit('de', () => 0.1)).toBeNull();
  });

  it('returns a copy that callers cannot use to change the table', () => {
    adUnitsFor('ca')!.push('x');
    expect(adUnitsFor('ca')).toHaveLength(2);
  });
});
