/**
 * The checkout (buying-flow.md §2 "Checkout"): a page counts as checkout when its path holds 'my-trip'
 * or '/checkout/', or its query 'isPayment' (config `pageKindFromLocation`). The order attempt's token
 * names it and `type` its step: `/{market}/my-trip/{token}?type=passengers|personalization|flight|payment`
 * (version v2); `/{market}/checkout/{token}` (v1 by the spec's rule) is served by the same v2 flow, and
 * `isPayment` opens the payment step. A step not reached yet opens the furthest one reached; an unknown
 * token is the not-found page. A visitor page: composed per request, `private, no-store`, never cached.
 */
import { isMarket, pageKindFromLocation } from '@waypoint/config';
import { CHECKOUT_STEPS, type CheckoutStep, type Market } from '@waypoint/schemas';
import { type CheckoutParams, checkoutPath, stepIndex, TOKEN } from '../checkout/checkout-data.ts';
import { bookedLocation, PAYMENT_RETURN_SEGMENT, preselectPaymentMethod } from '../payments/payment-page.ts';
import { checkoutMeta } from './checkout-meta.ts';
import { definePage } from './define-page.ts';

const isStep = (value: string | undefined): value is CheckoutStep =>
  (CHECKOUT_STEPS as readonly string[]).includes(value ?? '');

export const checkout = definePage<CheckoutParams, { trip: string }>({
  kind: 'checkout',
  match({ path, segments, query, langMarket }) {
    if (pageKindFromLocation(path, query) !== 'checkout') return null;
    const first = segments[0]?.toLowerCase() ?? '';
    const market: Market = isMarket(first) ? first : langMarket;
    const at = segments.findIndex((s) => s === 'my-trip' || s === 'checkout');
    // The not-confirmed page and the payment return are pages of their own (not-confirmed.ts, payment-return.ts).
    if (segments[at + 1] === 'not-confirmed' || segments[at + 2] === PAYMENT_RETURN_SEGMENT) return null;
    const token = at >= 0 ? segments[at + 1] : undefined;
    if (!token || !TOKEN.test(token) || segments.length !== at + 2) return { notFound: path, market };
    const asked = query['isPayment'] !== undefined ? 'payment' : query['type'];
    return {
      params: {
        market,
        token,
        step: isStep(asked) ? asked : 'passengers',
        version: segments[at] === 'my-trip' ? 'v2' : 'v1',
      },
      sitePath: `/${market}/my-trip/${token}`,
    };
  },
  async resolve({ params, query, sources, log, locale, forAction }) {
    const attempt = await sources.checkout.static(params.token);
    if (!attempt) return { kind: 'notFound', reason: 'no such order attempt' };
    if (!forAction) {
      // A paid attempt is never shown as unpaid: it is booked (now, if the traveller left the provider's
      // page before coming back) and the traveller sees its confirmation (buying-flow.md §4 "Payment").
      const booked = await bookedLocation({
        sources,
        token: params.token,
        market: params.market,
        locale,
        log,
      });
      if (booked)
        return {
          kind: 'redirect',
          redirect: { status: 302, location: booked, reason: 'the attempt is paid' },
        };
    }
    const asked = query['isPayment'] !== undefined ? 'payment' : query['type'];
    // Without a step, or one not reached yet: the furthest step reached (the attempt's own record).
    let step: CheckoutStep = isStep(asked) ? asked : attempt.step;
    if (stepIndex(step) > stepIndex(attempt.progressStep)) step = attempt.progressStep;
    if (!isStep(asked) || step !== asked || params.version === 'v1') {
      return {
        kind: 'redirect',
        redirect: {
          status: 302,
          location: checkoutPath(params.market, params.token, step),
          reason: 'the checkout step reached',
        },
      };
    }
    if (step === 'payment' && !forAction) await preselectPaymentMethod(sources, params.token, log);
    return {
      kind: 'page',
      params: { ...params, step },
      sitePath: `/${params.market}/my-trip/${params.token}`,
    };
  },
  paymentForms: true,
  layoutKey: () => 'checkout',
  scope: 'visitor',
  experiments: [
    'ABSimplifiedSummary',
    'ABSimplifiedSummaryFlightStep',
    'ABSimplifiedFlightSelector',
    'ABFlightFilterNoFlightPreSelection',
    'ABFlightRecommendedTab',
    'ABPromoBannerBFCheckout',
    'extendPriceLockSurvey',
    'ABPayLaterPromoMessage',
    'ABPaymentPlan',
    'ABSimplifiedPaymentSection',
  ],
  async prefetch({ params, sources, signal }) {
    const summary = await sources.checkout.summary(params.token, signal);
    return { trip: summary?.product.title ?? '' };
  },
  meta: ({ ctx, t, params, data }) =>
    checkoutMeta(ctx, t, checkoutPath(params.market, params.token, params.step), data.trip),
});
