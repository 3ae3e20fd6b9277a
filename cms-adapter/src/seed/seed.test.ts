import { MARKETS, Placement } from '@waypoint/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentStore } from '../store/types.ts';
import { connect, recordingLogger, testBackends } from '../test-support/backends.ts';
import { DEMO_LAYOUTS } from './demo-layouts.ts';

const typesOf = (key: string) => DEMO_LAYOUTS.find((l) => l.key === key)!.placements.map((p) => p.blockType);

describe('DEMO_LAYOUTS', () => {
  it('has one layout per market, a global fallback and affiliates 2 and 40', () => {
    expect(DEMO_LAYOUTS.map((l) => l.key)).toEqual([...MARKETS, 'global', 'affiliate-2', 'affiliate-40']);
    expect(DEMO_LAYOUTS.find((l) => l.key === 'affiliate-40')?.scope).toEqual({
      pageKey: 'home',
      market: null,
      affiliateId: 40,
      siteKind: null,
    });
  });

  it('follows storefront.md §2 "Home page" section order for markets and the fallback', () => {
    const expected = [
      ...[
        'PromotionBar',
        'Header',
        'HeroSlider',
        'SearchSection',
        'FlashSaleCarousel',
        'BestSellersCarousel',
      ],
      ...[
        'PromiseSection',
        'TravelProtectionBanner',
        'RecommendedDestinations',
        'BrandStory',
        'ReviewWidget',
      ],
      ...['RecentlyVisited', 'AdBanner', 'ReferAFriendBanner', 'ThemedCarousel', 'TravelStories'],
      ...['ThemedCarousel', 'AdBanner', 'ThemedCarousel', 'ErrorModal', 'Footer'],
    ];
    for (const key of [...MARKETS, 'global']) expect(typesOf(key)).toEqual(expected);
    const us = DEMO_LAYOUTS.find((l) => l.key === 'us')!.placements;
    expect(us.filter((p) => Object.keys(p.config).length > 0)).toEqual([
      expect.objectContaining({ id: 'home-us-ad-1', config: { slot: 'add-banner-home' } }),
      expect.objectContaining({ id: 'home-us-themed-1', config: { from: 1, to: 3 } }),
      expect.objectContaining({ id: 'home-us-themed-2', config: { from: 4, to: 5 } }),
      expect.objectContaining({ id: 'home-us-ad-2', config: { slot: 'add-banner-home1' } }),
      expect.objectContaining({ id: 'home-us-themed-3', config: { from: 6, to: null } }),
    ]);
    expect(us[2]?.id).toBe('home-us-hero');
  });

  it('gives the partners their own lists', () => {
    const a2 = typesOf('affiliate-2');
    expect(a2).not.toContain('PromiseSection');
    expect(a2).not.toContain('ReferAFriendBanner');
    expect(a2).not.toContain('AdBanner');
    expect(a2.indexOf('BestSellersCarousel')).toBeLessThan(a2.indexOf('FlashSaleCarousel'));
    expect(typesOf('affiliate-40')).toEqual([
      'Header',
      'HeroSlider',
      'SearchSection',
      'BestSellersCarousel',
      'RecommendedDestinations',
      'ThemedCarousel',
      'Footer',
    ]);
  });

  it('holds only valid placements with ids unique across all layouts', () => {
    const all = DEMO_LAYOUTS.flatMap((l) => l.placements);
    for (const p of all) expect(Placement.safeParse(p).success).toBe(true);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
  });
});

describe.each(testBackends())('seedDemoContent on $name', (backend) => {
  let store: ContentStore;

  beforeAll(async () => {
    await backend.setup();
    ({ store } = await connect(backend, recordingLogger()));
  });
  afterAll(async () => {
    await store?.close();
    await backend.teardown();
  });

  it('publishes every demo layout once; a second run skips them all', async () => {
    const keys = DEMO_LAYOUTS.map((l) => l.key);
    expect(await store.seedDemoContent()).toEqual({ created: keys, skipped: [] });
    expect(await store.seedDemoContent('again')).toEqual({ created: [], skipped: keys });
    const layouts = await store.listLayouts({ pageKey: 'home' });
    expect(layouts).toHaveLength(DEMO_LAYOUTS.length);
    expect(layouts.every((l) => l.publishedVersion === 1 && l.createdBy === 'seed')).toBe(true);
  });

  it.each([
    ['a market', { market: 'de', affiliateId: 1, siteKind: 'main' }, 'de'],
    ['another market', { market: 'mx', affiliateId: 1, siteKind: 'advisors' }, 'mx'],
    ['affiliate 2, any market', { market: 'fr', affiliateId: 2, siteKind: 'partner' }, 'affiliate-2'],
    ['affiliate 40, any market', { market: 'us', affiliateId: 40, siteKind: 'whiteLabel' }, 'affiliate-40'],
  ] as const)('serves %s its seeded layout', async (_, query, key) => {
    const layout = await store.getPublishedLayout({ pageKey: 'home', ...query });
    const demo = DEMO_LAYOUTS.find((l) => l.key === key)!;
    expect(layout?.scope).toEqual(demo.scope);
    expect(layout?.placements).toEqual(demo.placements);
  });
});
