import { MARKETS, Placement } from '@waypoint/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, recordingLogger, testBackends } from '../../test/backends.ts';
import type { ContentStore } from '../store/types.ts';
import { DEMO_LAYOUTS } from './demo-layouts.ts';

const typesOf = (key: string) => DEMO_LAYOUTS.find((l) => l.key === key)!.placements.map((p) => p.blockType);

describe('DEMO_LAYOUTS', () => {
  it('has home and trip layouts per market, global fallbacks, affiliates 2 and 40, a landing page and the checkout', () => {
    expect(DEMO_LAYOUTS.map((l) => l.key)).toEqual([
      ...MARKETS,
      'global',
      'affiliate-2',
      'affiliate-40',
      'landing-summer-escapes',
      ...MARKETS.map((m) => `trip-${m}`),
      'trip-global',
      'trip-affiliate-2',
      'trip-affiliate-40',
      'checkout-global',
      'not-confirmed-global',
      'confirmation-global',
      'part-payment-global',
      'continent-global',
      'country-global',
      'country-affiliate-2',
      'region-global',
      'search-results-global',
      ...['content-global', 'content-legal-global', 'content-partner-landing'],
      ...['referral-global', 'best-price-guarantee-global', 'paid-landing-global', 'raffle-landing-global'],
    ]);
    expect(DEMO_LAYOUTS.find((l) => l.key === 'checkout-global')?.scope.pageKey).toBe('checkout');
    for (const trip of DEMO_LAYOUTS.filter((l) => l.key.startsWith('trip-'))) {
      expect(trip.scope.pageKey).toBe('product');
      expect(trip.placements.every((p) => p.id.startsWith(`${trip.key}-`))).toBe(true);
    }
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

  it('has a global "Summer escapes" landing page', () => {
    const landing = DEMO_LAYOUTS.find((l) => l.key === 'landing-summer-escapes')!;
    expect(landing.name).toBe('Summer escapes');
    expect(landing.scope).toEqual({
      pageKey: 'landing:summer-escapes',
      market: null,
      affiliateId: null,
      siteKind: null,
    });
    expect(landing.placements.map((p) => [p.id, p.blockType])).toEqual([
      ['landing-summer-escapes-promotion-bar', 'PromotionBar'],
      ['landing-summer-escapes-header', 'Header'],
      ['landing-summer-escapes-hero', 'HeroSlider'],
      ['landing-summer-escapes-flash-sale', 'FlashSaleCarousel'],
      ['landing-summer-escapes-best-sellers', 'BestSellersCarousel'],
      ['landing-summer-escapes-themed', 'ThemedCarousel'],
      ['landing-summer-escapes-footer', 'Footer'],
    ]);
    expect(landing.placements[5]?.config).toEqual({ from: 1, to: 3 });
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
    const layouts = await store.listLayouts();
    expect(layouts).toHaveLength(DEMO_LAYOUTS.length);
    expect(
      layouts.every(
        (l) =>
          l.publishedVersion === 1 && l.createdBy === 'seed' && l.revision === 3 && !l.unpublishedChanges,
      ),
    ).toBe(true);
    expect(layouts.find((l) => l.scope.pageKey === 'landing:summer-escapes')?.scope).toMatchObject({
      market: null,
    });
    const audit = await store.auditLog({ actor: 'seed', limit: 1000 });
    expect(audit).toHaveLength(DEMO_LAYOUTS.length * 3);
  });

  it.each([
    ['a market', { market: 'de', affiliateId: 1, siteKind: 'main' }, 'de'],
    ['another market', { market: 'mx', affiliateId: 1, siteKind: 'advisors' }, 'mx'],
    ['affiliate 2, any market', { market: 'fr', affiliateId: 2, siteKind: 'partner' }, 'affiliate-2'],
    ['affiliate 40, any market', { market: 'us', affiliateId: 40, siteKind: 'whiteLabel' }, 'affiliate-40'],
    [
      'the landing page, any market',
      { market: 'fr', affiliateId: 1, siteKind: 'main' },
      'landing-summer-escapes',
    ],
  ] as const)('serves %s its seeded layout', async (_, query, key) => {
    const demo = DEMO_LAYOUTS.find((l) => l.key === key)!;
    const layout = await store.getPublishedLayout({ pageKey: demo.scope.pageKey, ...query });
    expect(layout?.name).toBe(demo.name);
    expect(layout?.scope).toEqual(demo.scope);
    expect(layout?.placements).toEqual(demo.placements);
  });
});
