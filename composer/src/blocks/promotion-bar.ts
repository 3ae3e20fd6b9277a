/** The promotion bar above the header (storefront.md §4 Promotion bar, §9 Promotion colours). */
import {
  hiddenElements,
  pageKindFromLocation,
  promotionColor,
  shouldShowPromotionBar,
} from '@waypoint/config';
import { defineResolver } from '../compose/types.ts';
import { isoInstant } from './flash-sale-carousel.ts';
import { marketHref } from './rules.ts';

/** Height of the bar in px, for the client's sticky-header offsets (§3 Layout context promotionBarHeight). */
export const PROMOTION_BAR_HEIGHT = 40;

export const promotionBar = defineResolver({
  type: 'PromotionBar',
  dimensions: ['market', 'locale', 'affiliate', 'hidePromotion'],
  async resolve({ ctx, sources }) {
    // §4 Promotion bar: hidePromotion absent, affiliate not excluded, not checkout, not the excluded landing path.
    // The path is the placement's page: a placement belongs to one layout, so its cache key stays right.
    const { show } = shouldShowPromotionBar({
      hidePromotion: ctx.hidePromotion,
      affiliateId: ctx.site.affiliateId,
      pageKind: pageKindFromLocation(ctx.path),
      path: ctx.path,
    });
    // §6: one partner affiliate hides the promo banners, among other elements.
    if (!show || hiddenElements(ctx.site.affiliateId).includes('promoBanners')) return null;
    const promotion = await sources.promotion();
    if (!promotion.enabled || promotion.bar === null) return null;
    const { bar, styling } = promotion;
    return {
      text: bar.text,
      pill: bar.pill,
      // §9: an unknown colour is the default silentSavanna.
      color: promotionColor(styling.promotionColor),
      link: bar.link ? { href: marketHref(ctx.market, bar.link.url), label: bar.link.text } : null,
      expiresAt: isoInstant(styling.promotionExpirationDate),
      height: PROMOTION_BAR_HEIGHT,
    };
  },
});
