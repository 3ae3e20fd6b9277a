import type { UpstreamProductCard } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { buildCtx, ORIGIN, useKit } from '../../test/block-kit.ts';
import { absoluteUrl, offerPrice, tripStructuredData } from './structured-data.ts';

const kit = useKit();

const card = (patch: Partial<UpstreamProductCard> = {}): UpstreamProductCard => ({
  id: 3,
  title: 'Japan Essentials',
  url: '/japan/tokyo/3-japan-essentials',
  destination: 'Japan',
  country: 'Japan',
  continent: 'Asia',
  days: 12,
  categories: [],
  isNew: false,
  image: [{ url: '/img/first.jpg', text: '' }],
  originalImages: [{ desktop: '/img/original.jpg' }],
  priceDetail: {
    fromPrice: 2499,
    fromPriceBeautify: '',
    oldPrice: null,
    oldPriceBeautify: null,
    pricingPercentage: 0,
    pricePerNight: null,
  },
  ...patch,
});

describe('tripStructuredData', () => {
  it('describes the trip as a schema.org Product with an in-stock offer in the market currency', () => {
    expect(tripStructuredData(card(), buildCtx({ market: 'uk' }))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Japan Essentials',
      url: `${ORIGIN}/japan/tokyo/3-japan-essentials`,
      image: `${ORIGIN}/img/original.jpg`,
      description: 'Japan - 12 days',
      offers: {
        '@type': 'Offer',
        price: '2499.00',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('keeps absolute URLs and falls back to the first image', () => {
    const data = tripStructuredData(
      card({ url: 'https://shop.test/p/3', originalImages: [] }),
      buildCtx({ market: 'mx' }),
    );
    expect(data.url).toBe('https://shop.test/p/3');
    expect(data.image).toBe(`${ORIGIN}/img/first.jpg`);
    expect(data.offers.priceCurrency).toBe('MXN');
    expect(tripStructuredData(card({ originalImages: [], image: [] }), buildCtx()).image).toBeUndefined();
  });

  it("prices as a plain decimal with 2 decimals, '0.00' by default", () => {
    expect(offerPrice(1234.5)).toBe('1234.50');
    expect(offerPrice(0)).toBe('0.00');
    expect(offerPrice(undefined)).toBe('0.00');
    expect(offerPrice(Number.NaN)).toBe('0.00');
    expect(absoluteUrl('p/1', 'https://a.test/')).toBe('https://a.test/p/1');
    expect(absoluteUrl('//cdn.test/p', 'https://a.test')).toBe('https://cdn.test/p');
  });

  it('works on the sandbox cards', async () => {
    const ctx = buildCtx({ market: 'de' });
    const home = await kit.sourcesFor(ctx).home();
    for (const c of home.topSales.cards) {
      const data = tripStructuredData(c, ctx);
      expect(data.url.startsWith('http')).toBe(true);
      expect(data.offers.price).toMatch(/^\d+\.\d{2}$/);
      expect(data.offers.priceCurrency).toBe('EUR');
      expect(data.description).toBe(`${c.destination} - ${c.days} days`);
    }
  });
});
