/** The flash-sale carousel with its countdown (storefront.md §2 Carousel links, §4 Home page, Promotional section). */
import { promotionalSectionLayout, shouldShowFlashSale } from '@waypoint/config';
import type { ButtonAppearance, UpstreamHome, UpstreamPromotion } from '@waypoint/schemas';
import { defineResolver } from '../compose/types.ts';
import { marketHref } from './rules.ts';
import { toTripCards, tripCardLabels } from './trip-card.ts';

/** §4 Home page: no blank promo, flash-sale cards and at least one promotion config. */
export const flashSaleShows = (home: UpstreamHome, promotion: UpstreamPromotion): boolean =>
  shouldShowFlashSale({
    isBlankPromoActivated: promotion.isBlankPromoActivated,
    flashSaleCards: home.flashSales.cards,
    promotionConfigs: promotion.configs,
  });

/** The promotion config the carousel follows: the flash one when there is one, else the first. */
export const flashSaleConfig = (promotion: UpstreamPromotion) =>
  promotion.configs.find((c) => c.kind === 'flash') ?? promotion.configs[0] ?? null;

/** An ISO instant with offset, or null for anything that is not a date. */
export function isoInstant(value: string | null): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const APPEARANCE: Record<'ACCENT' | 'INVERSE' | 'DEFAULT', ButtonAppearance> = {
  ACCENT: 'accent',
  INVERSE: 'inverse',
  DEFAULT: 'default',
};

export const flashSaleCarousel = defineResolver({
  type: 'FlashSaleCarousel',
  dimensions: ['market', 'locale', 'siteFlags'],
  async resolve({ ctx, config, t, sources }) {
    const [home, promotion] = await Promise.all([sources.home(), sources.promotion()]);
    const promo = flashSaleConfig(promotion);
    if (!flashSaleShows(home, promotion) || promo === null) return null;
    const endsAt = config.showCounter ? isoInstant(promo.endDate) : null;
    return {
      name: 'flash-sale-carousel',
      overline: t('flashSale.overline'),
      title: promo.title,
      subtitle: promo.subtitle,
      cards: toTripCards(home.flashSales.cards, ctx, t, config.maxCards),
      // §2 Carousel links: the flash-sale CTA goes to the link given in the promotion config.
      seeAll: promo.ctaButtonLink
        ? {
            href: marketHref(ctx.market, promo.ctaButtonLink),
            label: promo.ctaButtonText || t('carousel.seeAllTrips'),
          }
        : null,
      ctaAppearance: APPEARANCE[config.variant],
      // §4 Promotional section; Black Friday counts only where its flag holds (§6 Black Friday).
      layout: promotionalSectionLayout({
        layout: config.layout,
        blackFridayActive: promotion.isBlackFridayActive && ctx.flags.blackFriday,
        forceBlackFridayLayout: config.forceBlackFridayLayout,
      }),
      labels: { previous: t('carousel.previous'), next: t('carousel.next') },
      cardLabels: tripCardLabels(t),
      countdown: endsAt
        ? {
            endsAt,
            label: t('flashSale.countdown'),
            units: {
              days: t('flashSale.units.days'),
              hours: t('flashSale.units.hours'),
              minutes: t('flashSale.units.minutes'),
              seconds: t('flashSale.units.seconds'),
            },
          }
        : null,
      variant: config.variant,
    };
  },
});
