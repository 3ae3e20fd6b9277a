import { readdirSync, readFileSync } from 'node:fs';
import { BLOCK_CONFIG_SCHEMAS } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { blockTypeInfos } from './palette.ts';

describe('block palette', () => {
  const infos = blockTypeInfos();

  it('lists every block type once, with a label and a description', () => {
    const types = infos.map((i) => i.type);
    expect(new Set(types).size).toBe(types.length);
    // Every definition file in schemas/src/blocks, read from disk rather than from the list the palette maps.
    const dir = new URL('../../../schemas/src/blocks/', import.meta.url);
    const defined = readdirSync(dir).flatMap((file) =>
      [...readFileSync(new URL(file, dir), 'utf8').matchAll(/defineBlock\(\{\s*type: '(\w+)'/g)].map(
        (m) => m[1],
      ),
    );
    expect([...types].sort()).toEqual(defined.sort());
    for (const info of infos) {
      expect(info.label.length).toBeGreaterThan(2);
      expect(info.description.length).toBeGreaterThan(20);
    }
  });

  // ARCHITECTURE.md "The wire contract", after storefront.md §2 "Home page": the home page's types by region,
  // written out here so that a type dropped from the palette, or moved to another region, fails.
  it('offers every type of the home page, in its region, placeable on home', () => {
    const home = {
      header: ['PromotionBar', 'Header'],
      main: [
        'HeroSlider',
        'SearchSection',
        'FlashSaleCarousel',
        'BestSellersCarousel',
        'PromiseSection',
        'TravelProtectionBanner',
        'RecommendedDestinations',
        'BrandStory',
        'ReviewWidget',
        'RecentlyVisited',
        'AdBanner',
        'ReferAFriendBanner',
        'ThemedCarousel',
        'TravelStories',
      ],
      footer: ['Footer'],
      overlays: ['ErrorModal'],
    };
    for (const [region, types] of Object.entries(home)) {
      for (const type of types) {
        const info = infos.find((i) => i.type === type);
        expect(info, type).toBeDefined();
        expect(info!.region, type).toBe(region);
        expect(info!.pageKinds, type).toContain('home');
      }
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
