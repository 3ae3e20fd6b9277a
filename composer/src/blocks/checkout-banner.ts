/**
 * The checkout's banners (buying-flow.md §2 "Checkout" elements; §6): the campaign checkout banner, the
 * Black Friday banner with its timer (ABPromoBannerBFCheckout: desktop by default), the help dropdown
 * when the checkout config enables it, and the express price lock (price holding on, smaller than a
 * tablet, not the UK; extendable, with the extendPriceLockSurvey experiment). Hidden when none applies.
 */
import { blackFridayBannerShown, expressPriceLockShown, variantIs } from '@waypoint/config';
import { checkoutOf } from '../checkout/checkout-data.ts';
import { defineResolver } from '../compose/types.ts';

/** The Black Friday campaign's end: the Monday after the fourth Thursday of November. */
export function blackFridayEnd(now: Date): Date {
  const year = now.getUTCFullYear();
  const first = new Date(Date.UTC(year, 10, 1));
  const thursday = 1 + ((4 - first.getUTCDay() + 7) % 7) + 21;
  return new Date(Date.UTC(year, 10, thursday + 4, 23, 59, 59));
}

export const checkoutBanner = defineResolver({
  type: 'CheckoutBanner',
  scope: 'visitor',
  dimensions: [],
  async resolve(args) {
    const { t, ctx } = args;
    const { static: attempt } = await checkoutOf(args);
    const ends = blackFridayEnd(new Date());
    const props = {
      campaign: attempt.campaignBanner,
      blackFriday: blackFridayBannerShown({ device: ctx.device, experiments: ctx.experiments })
        ? {
            title: t('checkout.blackFriday.title'),
            endsAt: ends.toISOString(),
            endsLabel: t('checkout.blackFriday.ends', {
              date: new Intl.DateTimeFormat(ctx.locale, {
                day: 'numeric',
                month: 'long',
                timeZone: 'UTC',
              }).format(ends),
            }),
          }
        : null,
      help: attempt.checkout.showHelpDropdown
        ? {
            label: t('checkout.help.label'),
            items: [
              { label: t('checkout.help.faq'), href: `/${ctx.market}/help` },
              { label: t('checkout.help.contact'), href: `/${ctx.market}/contact` },
            ],
          }
        : null,
      priceLock: expressPriceLockShown({
        priceHoldingEnable: attempt.priceHoldingEnable,
        device: ctx.device,
        market: ctx.market,
      })
        ? {
            title: t('checkout.priceLock.title'),
            text: t('checkout.priceLock.text'),
            extend: t('checkout.priceLock.extend'),
            survey: variantIs(ctx.experiments, 'extendPriceLockSurvey', 'v2')
              ? t('checkout.priceLock.survey')
              : null,
          }
        : null,
    };
    return props.campaign || props.blackFriday || props.help || props.priceLock ? props : null;
  },
});
