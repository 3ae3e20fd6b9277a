import type { UpstreamProductCard } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { PRODUCT_ID, product, tripParams, withTrip } from '../../test/trip-fixtures.ts';
import type { DataSources } from '../sources/data-sources.ts';
import { relatedTrips } from './related-trips.ts';

const kit = useKit();

const card = (id: number): UpstreamProductCard => ({
  id,
  title: `Trip ${id}`,
  url: `/us/asia/japan/${id}-trip-${id}`,
  destination: 'Japan',
  country: 'Japan',
  continent: 'Asia',
  days: 8,
  categories: [],
  isNew: false,
  image: [{ url: `/img/${id}.jpg`, text: '' }],
  originalImages: [{ desktop: `/img/${id}-original.jpg` }],
  priceDetail: {
    fromPrice: 1500,
    fromPriceBeautify: '$1,500',
    oldPrice: null,
    oldPriceBeautify: null,
    pricingPercentage: 0,
    pricePerNight: null,
  },
});

/** A product-cards read that records the ids asked and answers a card for each. */
function cardsRead() {
  const asked: number[][] = [];
  const productCards: DataSources['productCards'] = async (ids) => {
    asked.push([...ids]);
    return ids.map(card);
  };
  return { asked, productCards };
}

describe('RelatedTrips (buying-flow.md §2: related products)', () => {
  it('shows the related campaigns as trip cards, never the campaign itself, at most maxCards', async () => {
    const read = cardsRead();
    const detail = product({ relatedProductIds: [501, PRODUCT_ID, 502, 503, 504] });
    const { props } = await kit.run(relatedTrips, {
      config: { maxCards: 3 },
      params: tripParams(),
      sources: withTrip(detail, { productCards: read.productCards }),
    });
    expect(read.asked).toEqual([[501, 502, 503]]);
    expect(props[0]!.cards.map((c) => c.title)).toEqual(['Trip 501', 'Trip 502', 'Trip 503']);
    expect(props[0]).toMatchObject({ name: 'related-trips-carousel', layout: 'slider', seeAll: null });
  });

  it('is hidden without related campaigns, asking for no card', async () => {
    const read = cardsRead();
    const { result } = await kit.run(relatedTrips, {
      params: tripParams(),
      sources: withTrip(product({ relatedProductIds: [PRODUCT_ID] }), { productCards: read.productCards }),
    });
    expect(result).toBeNull();
    expect(read.asked).toEqual([]);
  });

  it('is hidden when none of the related campaigns has a card', async () => {
    const productCards: DataSources['productCards'] = async () => [];
    const { result } = await kit.run(relatedTrips, {
      params: tripParams(),
      sources: withTrip(product({ relatedProductIds: [501] }), { productCards }),
    });
    expect(result).toBeNull();
  });
});
