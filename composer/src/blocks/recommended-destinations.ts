/** Recommended destinations with their trip counts (storefront.md §2 Home page item 6, §9 Cards and carousels). */
import { RECOMMENDED_PLACEHOLDERS } from '@waypoint/config';
import { defineResolver } from '../compose/types.ts';
import { marketHref } from './rules.ts';
import { TRIP_CARD_PLACEHOLDER_IMAGE } from './trip-card.ts';

export const recommendedDestinations = defineResolver({
  type: 'RecommendedDestinations',
  dimensions: ['market', 'locale'],
  async resolve({ ctx, config, t, sources }) {
    const home = await sources.home();
    const destinations = home.recommendedDestinations.slice(0, config.maxItems).map((d) => ({
      id: d.id,
      name: d.name,
      image: { src: d.imageUrl || TRIP_CARD_PLACEHOLDER_IMAGE, alt: d.name },
      amount: d.amount,
      // §2 item 6: '{amount} trips', with the language's plural forms.
      amountLabel: t('recommendedDestinations.trips', { count: d.amount }),
      href: marketHref(ctx.market, d.url),
    }));
    if (destinations.length === 0) return null;
    return {
      title: t('recommendedDestinations.title'),
      destinations,
      placeholderCount: RECOMMENDED_PLACEHOLDERS,
    };
  },
});
