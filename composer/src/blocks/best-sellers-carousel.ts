/** The best-sellers carousel (storefront.md §2 Carousel links, §4 Home page, §9 Cards and carousels). */
import { bestSellerCtaAppearance } from '@waypoint/config';
import { defineResolver } from '../compose/types.ts';
import { flashSaleShows } from './flash-sale-carousel.ts';
import { marketHref, translatedSlug } from './rules.ts';
import { toTripCards, tripCardLabels } from './trip-card.ts';

export const bestSellersCarousel = defineResolver({
  type: 'BestSellersCarousel',
  dimensions: ['market', 'locale'],
  async resolve({ ctx, config, t, sources }) {
    const [home, promotion] = await Promise.all([sources.home(), sources.promotion()]);
    if (home.topSales.cards.length === 0) return null;
    return {
      name: 'best-seller-carousel',
      overline: t('bestSellers.overline'),
      title: t('bestSellers.title'),
      subtitle: t('bestSellers.subtitle'),
      cards: toTripCards(home.topSales.cards, ctx, t, config.maxCards),
      // §2 Carousel links: 'See all trips' goes to a translated landing-promo link.
      seeAll: {
        href: marketHref(ctx.market, translatedSlug(t, ctx, 'links.landingPromo')),
        label: t('carousel.seeAllTrips'),
      },
      // §4 Home page: when the flash-sale carousel shows, the best-seller CTA uses the inverse appearance.
      ctaAppearance: bestSellerCtaAppearance(flashSaleShows(home, promotion)),
      layout: 'slider',
      labels: { previous: t('carousel.previous'), next: t('carousel.next') },
      cardLabels: tripCardLabels(t),
    };
  },
});
