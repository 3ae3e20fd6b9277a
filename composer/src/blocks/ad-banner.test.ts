import { AD_UNITS } from '@waypoint/config';
import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { adBanner } from './ad-banner.ts';

const kit = useKit();

describe('AdBanner', () => {
  it('gives the US its one fixed unit and the slot size', async () => {
    const { props } = await kit.run(adBanner);
    expect(props[0]).toEqual({
      slot: 'add-banner-home',
      size: { width: 728, height: 90 },
      adUnits: [...AD_UNITS.us!],
      label: 'Advertisement',
    });
    expect(props[0]!.adUnits).toHaveLength(1);
  });

  it.each(['ca', 'uk'] as const)('gives %s two units to pick from', async (market) => {
    const { props } = await kit.run(adBanner, { ctx: { market }, config: { slot: 'add-banner-home1' } });
    expect(props[0]!.slot).toBe('add-banner-home1');
    expect(props[0]!.size).toEqual({ width: 728, height: 90 });
    expect(props[0]!.adUnits).toHaveLength(2);
  });

  it.each(['au', 'co', 'de', 'es', 'fr', 'mx'] as const)(
    'is hidden in %s, which has no ad slots',
    async (market) => {
      const { result } = await kit.run(adBanner, { ctx: { market } });
      expect(result).toBeNull();
    },
  );
});
