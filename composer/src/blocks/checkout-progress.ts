/**
 * The checkout's step breadcrumb (buying-flow.md §2 "Checkout"), how long the attempt is held
 * (`checkout.expirationDate`), and once it has expired the retry that holds it 90 more minutes (§4, §9).
 */
import { CHECKOUT_STEPS } from '@waypoint/schemas';
import { submitOf } from '../actions/define-action.ts';
import { retryCheckout } from '../actions/retry-checkout.ts';
import { checkoutOf, checkoutPath, stepIndex } from '../checkout/checkout-data.ts';
import { defineResolver } from '../compose/types.ts';
import { longDate } from '../trip/dates.ts';

export const checkoutProgress = defineResolver({
  type: 'CheckoutProgress',
  scope: 'visitor',
  dimensions: [],
  async resolve(args) {
    const { t, ctx } = args;
    const { params, static: attempt } = await checkoutOf(args);
    const summary = await args.sources.checkout.summary(params.token, args.signal);
    const reached = stepIndex(attempt.progressStep);
    const current = stepIndex(params.step);
    const expires = new Date(attempt.checkout.expirationDate);
    const time = new Intl.DateTimeFormat(ctx.locale, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
    }).format(expires);
    return {
      title: t('checkout.title'),
      trip: summary
        ? t('checkout.tripLine', {
            trip: summary.product.title,
            from: longDate(summary.product.departure_date, ctx.locale),
            to: longDate(summary.product.arrival_date, ctx.locale),
            count: summary.pax.passengers,
          })
        : '',
      steps: CHECKOUT_STEPS.map((step, i) => ({
        step,
        label: t(`checkout.steps.${step}`),
        href: i <= reached && i !== current ? checkoutPath(params.market, params.token, step) : null,
        current: i === current,
        done: i < current,
      })),
      expiresAt: expires.toISOString(),
      holdLabel: t('checkout.heldUntil', { time }),
      expired: attempt.expired
        ? {
            message: t('checkout.expired'),
            retry: { label: t('checkout.retry'), action: submitOf(retryCheckout, {}) },
          }
        : null,
      notices: [],
    };
  },
});
