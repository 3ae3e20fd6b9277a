/** Related products (buying-flow.md §2): trips like this one, as the home page shows trip cards. */
import { defineResolver } from '../compose/types.ts';
import { TRIP, tripOf } from '../trip/trip-data.ts';
import { toTripCards, tripCardLabels } from './trip-card.ts';

export const relatedTrips = defineResolver({
  type: 'RelatedTrips',
  dimensions: TRIP,
  async resolve(args) {
    const { ctx, t, config } = args;
    const { product } = await tripOf(args);
    const ids = product.relatedProductIds.filter((id) => id !== product.campaignId).slice(0, config.maxCards);
    if (ids.length === 0) return null;
    const cards = await args.sources.productCards(ids, ids.length);
    if (cards.length === 0) return null;
    return {
      name: 'related-trips-carousel',
      overline: null,
      title: t('trip.related.title'),
      subtitle: null,
      cards: toTripCards(cards, ctx, t, config.maxCards),
      seeAll: null,
      ctaAppearance: 'default',
      layout: 'slider',
      labels: { previous: t('carousel.previous'), next: t('carousel.next') },
      cardLabels: tripCardLabels(t),
    };
  },
});
