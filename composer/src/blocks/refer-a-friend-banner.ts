/** The refer-a-friend ('member-get-member') banner (storefront.md §2 Home page item 11, §4 Home page, §6, §9). */
import { referralPath, shouldShowReferAFriend } from '@waypoint/config';
import { defineResolver } from '../compose/types.ts';

export const referAFriendBanner = defineResolver({
  type: 'ReferAFriendBanner',
  dimensions: ['market', 'locale', 'siteFlags'],
  async resolve({ ctx, t, sources, log }) {
    const siteContext = await sources.siteContext();
    // §4 Home page: only when mgmPromotion is on; §6: and never for advisors in the AU market.
    const show = shouldShowReferAFriend({
      mgmPromotion: siteContext.site.mgmPromotion && ctx.flags.mgmPromotion,
    });
    if (!show) return null;
    let referral: Awaited<ReturnType<typeof sources.referral>>;
    try {
      referral = await sources.referral();
    } catch (err) {
      // The referral amounts are optional data: without them the banner is hidden, the page is not.
      log.warn({ err, block: 'ReferAFriendBanner' }, 'referral data unavailable; banner hidden');
      return null;
    }
    return {
      badge: t('referAFriend.badge'),
      // §3 Referral: the friend (godson) gets godsonDiscount, the referrer (godfather) godfatherDiscount.
      title: t('referAFriend.title', { discountAmount: referral.godsonDiscountBeauty }),
      subtitle: t('referAFriend.subtitle', { discountAmount: referral.godfatherDiscountBeauty }),
      cta: { href: referralPath(ctx.market), label: t('referAFriend.cta') },
    };
  },
});
