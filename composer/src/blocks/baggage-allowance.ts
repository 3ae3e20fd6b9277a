/**
 * The checked baggage of the flight held (buying-flow.md §5 "Baggage allowance": '<n>PC' gives n pieces,
 * '<n>K' gives 1 when n > 0, anything else 0), per leg, and the bags that can be added.
 */
import { baggagePieces, formatPrice } from '@waypoint/config';
import { checkoutOf } from '../checkout/checkout-data.ts';
import { defineResolver } from '../compose/types.ts';
import { baggageLabel } from '../flights/flight-view.ts';

export const baggageAllowance = defineResolver({
  type: 'BaggageAllowance',
  scope: 'visitor',
  dimensions: [],
  async resolve(args) {
    const { t, ctx } = args;
    const { params, static: attempt } = await checkoutOf(args);
    if (params.step !== 'flight' || attempt.isLandOnly) return null;
    const bags = await args.sources.checkout.baggages(params.token, args.signal);
    if (!bags) return null;
    const leg = (label: string, allowance: string) => ({
      label,
      pieces: baggagePieces(allowance),
      text: baggageLabel(t, allowance),
    });
    const extras = Object.values(bags.extraServices.baggage)
      .flatMap((entry) => entry.baggage)
      .map((b) => ({ name: b.name, price: formatPrice(b.price, ctx.currency) }));
    return {
      title: t('checkout.baggage.title'),
      legs: [
        leg(t('flights.outbound'), bags.allowance.outbound),
        leg(t('flights.return'), bags.allowance.return),
      ],
      extras,
      note: extras.length > 0 ? t('checkout.baggage.note') : null,
    };
  },
});
