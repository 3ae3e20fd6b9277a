/**
 * The sticky summary (buying-flow.md §2, §3 "Checkout summary", §4 "Checkout breakdown", §5 "Prices"):
 * the trip, every price line by the spec's rules (checkout/breakdown.ts) and the total, which is their
 * sum; the simplified variant under ABSimplifiedSummary (and ABSimplifiedSummaryFlightStep on the flight
 * step); the next step's button.
 */
import { formatPrice, simplifiedSummary } from '@waypoint/config';
import { continueCheckout } from '../actions/continue-checkout.ts';
import { submitOf } from '../actions/define-action.ts';
import { pricedBreakdown } from '../checkout/breakdown.ts';
import { checkoutOf, nextStep } from '../checkout/checkout-data.ts';
import { defineResolver } from '../compose/types.ts';
import { longDate } from '../trip/dates.ts';

export const checkoutSummary = defineResolver({
  type: 'CheckoutSummary',
  scope: 'visitor',
  dimensions: [],
  async resolve(args) {
    const { t, ctx } = args;
    const { params, static: attempt } = await checkoutOf(args);
    const { checkout } = args.sources;
    const [summary, activities, insurances] = await Promise.all([
      checkout.summary(params.token, args.signal),
      checkout.activities(params.token, args.signal),
      checkout.insurances(params.token, args.signal),
    ]);
    if (!summary) return null;
    const priced = pricedBreakdown({
      summary,
      activities,
      insurances,
      currency: ctx.currency,
      t,
      editable: params.step !== 'payment' && !attempt.expired,
    });
    if (Math.abs(priced.total - summary.price.total) > 0.005) {
      args.log.warn(
        { lines: priced.total, upstream: summary.price.total, token: params.token.slice(0, 6) },
        'the breakdown and the upstream total disagree',
      );
    }
    const paying = summary.pax.adults + summary.pax.children;
    const next = nextStep(params.step);
    const travellers = [
      t('trip.passengers.adults.count', { count: summary.pax.adults }),
      summary.pax.children > 0 ? t('trip.passengers.children.count', { count: summary.pax.children }) : null,
      summary.pax.babies > 0 ? t('trip.passengers.babies.count', { count: summary.pax.babies }) : null,
    ]
      .filter(Boolean)
      .join(', ');
    return {
      title: t('checkout.summary.title'),
      simplified: simplifiedSummary(ctx.experiments, params.step),
      trip: {
        name: summary.product.title,
        category: summary.category.name,
        dates: `${longDate(summary.product.departure_date, ctx.locale)} – ${longDate(summary.product.arrival_date, ctx.locale)}`,
        departure: summary.product.departure_city,
        travellers,
      },
      includes: summary.includes,
      lines: priced.lines,
      breakdownLabel: t('checkout.summary.breakdown'),
      totalLabel: t('checkout.summary.total'),
      total: formatPrice(priced.total, ctx.currency),
      totalAmount: priced.total,
      perPerson: t('checkout.summary.perPerson', {
        price: formatPrice(paying > 0 ? priced.total / paying : priced.total, ctx.currency),
      }),
      // The passengers step moves on by saving its form.
      next:
        next && !attempt.expired && params.step !== 'passengers'
          ? {
              label: t(`checkout.summary.next.${next}`),
              action: submitOf(continueCheckout, { step: next, revision: attempt.revision }),
            }
          : null,
      note: params.step === 'payment' ? t('checkout.summary.paymentNote') : null,
    };
  },
});
