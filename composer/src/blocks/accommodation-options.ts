/**
 * Accommodation (buying-flow.md §3 "accommodations: includes[] and supplements[]"; §5: the breakdown's
 * accommodation price is the summary's price for the matching id, looked up in both lists). One room is
 * held; choosing another changes the attempt (and marks it custom).
 */
import { accommodationPrice, formatPrice } from '@waypoint/config';
import { chooseAccommodation } from '../actions/choose-accommodation.ts';
import { submitOf } from '../actions/define-action.ts';
import { checkoutOnStep } from '../checkout/checkout-data.ts';
import { defineResolver } from '../compose/types.ts';

export const accommodationOptions = defineResolver({
  type: 'AccommodationOptions',
  scope: 'visitor',
  dimensions: [],
  async resolve(args) {
    const { t, ctx } = args;
    const checkout = await checkoutOnStep(args, 'personalization');
    if (!checkout) return null;
    const { params, static: attempt } = checkout;
    const [rooms, summary] = await Promise.all([
      args.sources.checkout.accommodation(params.token, args.signal),
      args.sources.checkout.summary(params.token, args.signal),
    ]);
    if (!rooms || !summary) return null;
    const all = [...rooms.includes, ...rooms.supplements];
    if (all.length === 0) return null;
    return {
      title: t('checkout.accommodation.title'),
      intro: t('checkout.accommodation.intro'),
      multiple: false,
      revision: attempt.revision,
      options: all.map((room) => {
        const selected = room.id === rooms.selectedId;
        const price = accommodationPrice(summary.accommodations, room.id) ?? room.price;
        return {
          id: room.id,
          name: room.name,
          description: room.description,
          price: price === 0 ? t('checkout.included') : `+${formatPrice(price, ctx.currency)}`,
          priceDetails: null,
          selected,
          available: true,
          action: selected
            ? null
            : submitOf(chooseAccommodation, { accommodationId: room.id, revision: attempt.revision }),
          actionLabel: selected ? t('checkout.chosen') : t('checkout.choose'),
        };
      }),
    };
  },
});
