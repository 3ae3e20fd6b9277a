/**
 * Extra nights (buying-flow.md §3 "extraNight options, keyed by id (the id is a number of nights)";
 * §4: selecting one sets the breakdown's extra night from its id and increment price and marks the
 * checkout custom; an unavailable one has a null price and a null return date).
 */
import { formatPrice } from '@waypoint/config';
import { chooseExtraNights } from '../actions/choose-extra-nights.ts';
import { submitOf } from '../actions/define-action.ts';
import { checkoutOnStep } from '../checkout/checkout-data.ts';
import { defineResolver } from '../compose/types.ts';
import { longDate } from '../trip/dates.ts';

export const extraNightOptions = defineResolver({
  type: 'ExtraNightOptions',
  scope: 'visitor',
  dimensions: [],
  async resolve(args) {
    const { t, ctx } = args;
    const checkout = await checkoutOnStep(args, 'personalization');
    if (!checkout) return null;
    const { params, static: attempt } = checkout;
    const nights = await args.sources.checkout.extraNights(params.token, args.signal);
    if (!nights) return null;
    const options = Object.values(nights.options).sort((a, b) => a.id - b.id);
    if (options.length <= 1) return null;
    return {
      title: t('checkout.extraNights.title'),
      intro: t('checkout.extraNights.intro'),
      multiple: false,
      revision: attempt.revision,
      options: options.map((o) => {
        const available = o.incrementPrice !== null && o.returnDate !== null;
        const selected = o.id === nights.selected;
        return {
          id: String(o.id),
          name:
            o.id === 0 ? t('checkout.extraNights.none') : t('checkout.extraNights.nights', { count: o.id }),
          description:
            o.returnDate === null
              ? t('checkout.extraNights.unavailable')
              : t('checkout.extraNights.returnOn', { date: longDate(o.returnDate, ctx.locale) }),
          price:
            o.incrementPrice === null
              ? null
              : o.id === 0
                ? t('checkout.included')
                : `+${formatPrice(o.incrementPrice, ctx.currency)}`,
          priceDetails: null,
          selected,
          available,
          action:
            selected || !available
              ? null
              : submitOf(chooseExtraNights, { nights: o.id, revision: attempt.revision }),
          actionLabel: selected
            ? t('checkout.chosen')
            : available
              ? t('checkout.choose')
              : t('checkout.unavailable'),
        };
      }),
    };
  },
});
