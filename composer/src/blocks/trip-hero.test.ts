import { RECENTLY_VISITED_WRITE } from '@waypoint/config';
import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { PRODUCT_ID, PRODUCT_URL, product, tripParams, withTrip } from '../../test/trip-fixtures.ts';
import { TRIP } from '../trip/trip-data.ts';
import { tripHero } from './trip-hero.ts';

const kit = useKit();

describe('TripHero (buying-flow.md §2: the top of the trip page)', () => {
  it('shows the title, destination, days, the hero image per breakpoint and the from-price', async () => {
    const { props } = await kit.run(tripHero, {
      params: tripParams(),
      sources: withTrip(product({ fromPrice: 1999, oldPrice: 2499 })),
    });
    expect(props[0]).toMatchObject({
      title: 'Japan classic',
      destination: 'Japan',
      days: 10,
      images: {
        mobile: { src: 'https://img.test/hero-m.jpg', alt: 'Japan classic' },
        tablet: { src: 'https://img.test/hero-t.jpg', alt: 'Japan classic' },
        desktop: { src: 'https://img.test/hero-d.jpg', alt: 'Japan classic' },
      },
      dealOfTheWeek: null,
      fromPrice: { price: '$1,999.00', oldPrice: '$2,499.00' },
    });
  });

  it('prices in the currency of the market', async () => {
    const { props } = await kit.run(tripHero, {
      ctx: { market: 'es' },
      params: tripParams(),
      sources: withTrip(product({ fromPrice: 1999 })),
    });
    expect(props[0]!.fromPrice).toMatchObject({ price: '1.999,00 €', oldPrice: null });
  });

  it("falls back to the campaign's first image without hero images, and is hidden with no image at all", async () => {
    const noHero = await kit.run(tripHero, {
      params: tripParams(),
      sources: withTrip(product({ heroImages: [] })),
    });
    expect(noHero.props[0]!.images.desktop).toEqual({
      src: 'https://img.test/japan-1.jpg',
      alt: 'Japan classic',
    });
    const none = await kit.run(tripHero, {
      params: tripParams(),
      sources: withTrip(product({ heroImages: [], images: [] })),
    });
    expect(none.result).toBeNull();
  });

  it('flags the deal of the week', async () => {
    const { props } = await kit.run(tripHero, {
      params: tripParams(),
      sources: withTrip(product({ isDealOfTheWeek: true })),
    });
    expect(props[0]!.dealOfTheWeek).toEqual(expect.any(String));
  });

  it('shows the gallery, six images at most, only when the placement asks for it', async () => {
    const images = Array.from({ length: 8 }, (_, i) => ({
      url: `https://img.test/${i}.jpg`,
      text: i ? `Photo ${i}` : '',
    }));
    const shown = await kit.run(tripHero, { params: tripParams(), sources: withTrip(product({ images })) });
    expect(shown.props[0]!.gallery).toHaveLength(6);
    expect(shown.props[0]!.gallery.slice(0, 2)).toEqual([
      { src: 'https://img.test/0.jpg', alt: 'Japan classic' },
      { src: 'https://img.test/1.jpg', alt: 'Photo 1' },
    ]);
    const off = await kit.run(tripHero, {
      config: { showGallery: false },
      params: tripParams(),
      sources: withTrip(product({ images })),
    });
    expect(off.props[0]!.gallery).toEqual([]);
  });

  describe('share (buying-flow.md §6 "Social share")', () => {
    it('shares the absolute address of the trip on the main site', async () => {
      const { props } = await kit.run(tripHero, { params: tripParams(), sources: withTrip() });
      const url = `https://www.waypoint.test${PRODUCT_URL}`;
      expect(props[0]!.share).toMatchObject({ title: 'Japan classic', url });
      expect(props[0]!.share!.links.map((l) => l.network)).toEqual(['facebook', 'x', 'whatsapp', 'email']);
      expect(props[0]!.share!.links[0]!.href).toBe(
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      );
    });

    it('is off for a private label, and for a B2B partner other than those the spec names', async () => {
      const off = [
        { siteFields: { isPrivateLabel: true } },
        { siteFields: { partnerType: 'B2B' as const, affiliateId: 41 } },
      ];
      for (const ctx of off) {
        const { props } = await kit.run(tripHero, { ctx, params: tripParams(), sources: withTrip() });
        expect(props[0]!.share, JSON.stringify(ctx)).toBeNull();
      }
      // The trade partner (affiliate 40) is one of the partners that keep it.
      const kept = await kit.run(tripHero, {
        ctx: { site: 'tradePartner' },
        params: tripParams(),
        sources: withTrip(),
      });
      expect(kept.ctx.site).toMatchObject({ partnerType: 'B2B', affiliateId: 40 });
      expect(kept.props[0]!.share).not.toBeNull();
    });
  });

  it('records the visit for the recently visited block (storefront.md §4)', async () => {
    const { props } = await kit.run(tripHero, { params: tripParams(), sources: withTrip() });
    expect(props[0]!.visit).toMatchObject({
      storageKey: 'visitedDestinations',
      campaignId: PRODUCT_ID,
      campaignUrl: PRODUCT_URL,
      minMinutesBetween: RECENTLY_VISITED_WRITE.minMinutesBetween,
      maxTimestamps: RECENTLY_VISITED_WRITE.maxTimestamps,
    });
  });

  it('is cached per trip, the site flags (share) and the origin (the shared address)', () => {
    expect(tripHero.dimensions).toEqual([...TRIP, 'siteFlags', 'origin']);
  });
});
