import { BLOCK_CONFIG_SCHEMAS } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { blockTypeInfos } from './palette.ts';

describe('block palette', () => {
  const infos = blockTypeInfos();

  it('lists every block type once, with a label and a description', () => {
    expect(infos.map((i) => i.type).sort()).toEqual(Object.keys(BLOCK_CONFIG_SCHEMAS).sort());
    for (const info of infos) {
      expect(info.label.length).toBeGreaterThan(2);
      expect(info.description.length).toBeGreaterThan(20);
    }
  });

  it('says where each type may go, and lists them as a page reads: header, main, footer, overlays', () => {
    const regions = infos.map((i) => i.region);
    expect(regions.indexOf('footer')).toBeGreaterThan(regions.lastIndexOf('main'));
    expect(regions.lastIndexOf('header')).toBeLessThan(regions.indexOf('main'));
    expect(infos.find((i) => i.type === 'HeroSlider')!.pageKinds).toEqual(['home', 'landing', 'paidLanding']);
    expect(infos.find((i) => i.type === 'ErrorPage')!.pageKinds).toEqual(['error']);
  });

  it('generates each config schema as JSON Schema, whose defaults pass the zod schema', () => {
    for (const info of infos) {
      expect(info.configSchema).toMatchObject({ type: 'object' });
      expect(BLOCK_CONFIG_SCHEMAS[info.type].safeParse(info.defaultConfig).success).toBe(true);
    }
    const best = infos.find((i) => i.type === 'BestSellersCarousel')!;
    expect(best.configSchema).toMatchObject({
      properties: { maxCards: { type: 'integer', minimum: 1, maximum: 24, default: 12 } },
    });
  });
});
