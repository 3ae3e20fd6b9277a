/**
 * Where a payment provider sends the traveller back (buying-flow.md §4 "Payment": payment confirmation
 * results carry one url for the confirmed case and one for the not-confirmed case):
 * `/{market}/my-trip/{token}/payment-return?provider=…` and, for a later share,
 * `/{market}/part-payment/{token}/return?provider=…&share=n`. It asks the provider what happened, books the
 * paid attempt once (or registers the share once) and answers 303 to the confirmation, the not-confirmed
 * page or the payment step. A reload, a second visit or a visit after the browser was closed on the
 * provider's page does the same and lands on the same booking. It shows nothing itself.
 */
import { isMarket, notConfirmedPath, partPaymentPath } from '@waypoint/config';
import type { Market } from '@waypoint/schemas';
import { PaymentProviderId } from '@waypoint/schemas';
import { TOKEN } from '../checkout/checkout-data.ts';
import { reconcile, reconciledLocation } from '../payments/payment-flow.ts';
import { PAYMENT_RETURN_SEGMENT } from '../payments/payment-page.ts';
import { checkoutMeta } from './checkout-meta.ts';
import { definePage } from './define-page.ts';

type ReturnParams = { market: Market; token: string; share: number | null };

const see = (location: string, reason: string) => ({
  kind: 'redirect' as const,
  redirect: { status: 303 as const, location, reason },
});

export const paymentReturn = definePage<ReturnParams>({
  kind: 'checkout',
  match({ segments, query }) {
    const [market, first, token, last] = segments;
    if (segments.length !== 4 || !market || !isMarket(market) || !token || !TOKEN.test(token)) return null;
    if (first === 'my-trip' && last === PAYMENT_RETURN_SEGMENT) {
      return { params: { market, token, share: null }, sitePath: `/${market}/my-trip/${token}/${last}` };
    }
    if (first === 'part-payment' && last === 'return') {
      const share = Number(query['share']);
      if (!Number.isInteger(share) || share < 0) return { notFound: segments.join('/'), market };
      return { params: { market, token, share }, sitePath: `/${market}/part-payment/${token}/return` };
    }
    return null;
  },
  async resolve({ params, query, sources, log, locale, forAction }) {
    const { market, token } = params;
    const provider = PaymentProviderId.safeParse(query['provider']);
    if (forAction || !provider.success) return see(`/${market}/my-trip/${token}?type=payment`, 'no provider');
    const signal = AbortSignal.timeout(15_000);
    if (params.share !== null) {
      const payment = await sources.payments[provider.data].settle({ token, query, signal }).catch((err) => {
        log.error({ err }, 'part payment not settled');
        return null;
      });
      if (payment && (payment.status === 'succeeded' || payment.status === 'processing')) {
        const registered = await sources.checkout.registerPartPayment(token, params.share, payment);
        if (registered.kind === 'refused') log.warn({ code: registered.code }, 'part payment refused');
      }
      return see(partPaymentPath(market, token), 'part payment returned');
    }
    try {
      const settled = await sources.payments[provider.data].settle({ token, query, signal });
      const outcome = await reconcile({ sources, token, log, signal, settled });
      return see(reconciledLocation(outcome, { market, locale, token }), `payment ${outcome.kind}`);
    } catch (err) {
      // The provider or the booking call failed: the not-confirmed page reads the status again.
      log.error({ err }, 'payment return not reconciled');
      return see(notConfirmedPath(market, token), 'payment return failed');
    }
  },
  paymentForms: true,
  layoutKey: () => 'checkout',
  scope: 'visitor',
  meta: ({ ctx, t, params }) => checkoutMeta(ctx, t, `/${params.market}/my-trip/${params.token}`, ''),
});
