/**
 * The refer-a-friend page's programme (storefront.md §3 "Referral", §4 "Referral", §6 "Member-get-member
 * promotion: hidden for advisors in the AU market", §9 "Refer-a-friend"). Where the promotion is hidden
 * the page still answers (a shared link must not end on a 404) and says the programme is not offered here.
 */
import { homePath, referralPath, shouldShowReferAFriend } from '@waypoint/config';
import { defineResolver } from '../compose/types.ts';

export const referralProgram = defineResolver({
  type: 'ReferralProgram',
  // 'param:invited': the page's own param (an MGM code in the URL), a boolean: two variants at most.
  dimensions: ['market', 'locale', 'siteFlags', 'origin', 'param:invited'],
  async resolve({ ctx, t, sources, params }) {
    const siteContext = await sources.siteContext();
    const steps = {
      title: t('campaign.referral.stepsTitle'),
      items: [] as { title: string; text: string }[],
    };
    const base = { title: t('campaign.referral.title'), intro: t('campaign.referral.intro') };
    const unavailable = {
      ...base,
      invitation: null,
      offer: null,
      steps,
      cta: null,
      unavailable: {
        text: t('campaign.referral.unavailable'),
        home: { href: homePath(ctx.market), label: t('campaign.referral.home') },
      },
    };
    if (!shouldShowReferAFriend({ mgmPromotion: siteContext.site.mgmPromotion && ctx.flags.mgmPromotion }))
      return unavailable;
    // §3 Referral: the friend (godson) gets godsonDiscount, the referrer (godfather) godfatherDiscount.
    // The amounts are this page's content: without them the page fails over like any critical call.
    const referral = await sources.referral();
    const godson = referral.godsonDiscountBeauty;
    const godfather = referral.godfatherDiscountBeauty;
    const url = `${ctx.origin}${referralPath(ctx.market)}`;
    const body = t('campaign.referral.shareBody', {
      discountAmount: godson,
      url,
      interpolation: { escapeValue: false },
    });
    const subject = t('campaign.referral.shareSubject');
    return {
      ...base,
      invitation:
        params['invited'] === true
          ? {
              title: t('campaign.referral.invitedTitle'),
              text: t('campaign.referral.invitedText', { discountAmount: godson }),
            }
          : null,
      offer: {
        badge: t('referAFriend.badge'),
        friend: t('referAFriend.title', { discountAmount: godson }),
        you: t('referAFriend.subtitle', { discountAmount: godfather }),
      },
      steps: {
        ...steps,
        items: [
          { title: t('campaign.referral.step1Title'), text: t('campaign.referral.step1Text') },
          {
            title: t('campaign.referral.step2Title'),
            text: t('campaign.referral.step2Text', { discountAmount: godson }),
          },
          {
            title: t('campaign.referral.step3Title'),
            text: t('campaign.referral.step3Text', { discountAmount: godfather }),
          },
        ],
      },
      cta: {
        href: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`,
        label: t('referAFriend.cta'),
      },
      unavailable: null,
    };
  },
});
