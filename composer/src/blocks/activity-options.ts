/**
 * Activities and services (buying-flow.md §3 "supplements"; §5: a supplement's price is (adults +
 * children) × the unit price, its priceDetails `N * <unit price>`). Several can be added; each toggles.
 */
import { formatPrice, supplementPrice, supplementPriceDetails } from '@waypoint/config';
import { submitOf } from '../actions/define-action.ts';
import { toggleActivity } from '../actions/toggle-activity.ts';
import { checkoutOnStep } from '../checkout/checkout-data.ts';
import { defineResolver } from '../compose/types.ts';

export const activityOptions = defineResolver({
  type: 'ActivityOptions',
  scope: 'visitor',
  dimensions: [],
  async resolve(args) {
    const { t, ctx } = args;
    const checkout = await checkoutOnStep(args, 'personalization');
    if (!checkout) return null;
    const { params, static: attempt } = checkout;
    const [activities, summary] = await Promise.all([
      args.sources.checkout.activities(params.token, args.signal),
      args.sources.checkout.summary(params.token, args.signal),
    ]);
    if (!activities || !summary || activities.supplements.length === 0) return null;
    const pax = { adults: summary.pax.adults, children: summary.pax.children };
    return {
      title: t('checkout.activities.title'),
      intro: t('checkout.activities.intro'),
      multiple: true,
      revision: attempt.revision,
      options: activities.supplements.map((a) => {
        const selected = activities.selectedIds.includes(a.id);
        return {
          id: a.id,
          name: a.name,
          description: a.description,
          price: formatPrice(supplementPrice(pax, a.unitPrice), ctx.currency),
          priceDetails: supplementPriceDetails(pax, formatPrice(a.unitPrice, ctx.currency)),
          selected,
          available: true,
          action: submitOf(toggleActivity, {
            activityId: a.id,
            added: !selected,
            revision: attempt.revision,
          }),
          actionLabel: selected ? t('checkout.removeShort') : t('checkout.add'),
        };
      }),
    };
  },
});
