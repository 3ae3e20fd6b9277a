/**
 * Pay (buying-flow.md §4 "Payment", §7 "Payment providers", `consent`, `booking`): with the terms accepted,
 * the attempt's chosen method's provider opens a payment of the amount the seller computes, and the
 * traveller goes to the provider's page (`navigate`). The input holds only the consent and the revision the
 * traveller saw: an amount, a plan or a fee in it is refused (strict input), and nothing here prices.
 *
 * An attempt already paid (a double click after paying, a second tab, the provider's page left before the
 * way back) is booked instead, once, and the traveller goes to its confirmation with `booking_attempted`.
 */
import { motoPayment, orderEntity, preselectedPaymentMethod } from '@waypoint/config';
import { z } from 'zod';
import { attemptFor, fieldMessage, writeAnswer } from '../checkout/checkout-actions.ts';
import { paymentReturnUrl, reconcile, reconciledLocation } from '../payments/payment-flow.ts';
import { defineAction } from './define-action.ts';

export const pay = defineAction({
  name: 'pay',
  page: 'checkout',
  input: z.strictObject({ consent: z.boolean() }),
  async run(args) {
    const checkout = await attemptFor(args);
    const { token, market } = checkout.params;
    const at = { market, locale: args.locale, token };
    const before = await reconcile({ sources: args.sources, token, log: args.log, signal: args.signal });
    if (before.kind === 'booked') {
      return {
        navigate: reconciledLocation(before, at),
        events: [{ event: 'booking_attempted', entities: { order: orderEntity(before.booking) } }],
      };
    }
    if (!args.input.consent) {
      return {
        errors: [
          { field: 'consent', code: 'CONSENT_REQUIRED', message: fieldMessage(args, 'CONSENT_REQUIRED') },
        ],
      };
    }
    const checkoutApi = args.sources.checkout;
    let state = await checkoutApi.payment(token, args.signal);
    const terms = await checkoutApi.termsVersion(token, args.signal);
    if (!state || !terms) return { navigate: `/${market}/404` };
    if (checkout.static.expired) return writeAnswer(args, checkout, { kind: 'expired' });
    // The terms in force, accepted once (§7 "T&C version", `consent`).
    if (!state.consent.accepted || state.consent.termsVersion !== terms.version) {
      const written = await checkoutApi.consent(token, state.revision, true, terms.version);
      if (written.kind !== 'done') return writeAnswer(args, checkout, written, { field: 'consent' });
      state = await checkoutApi.payment(token, args.signal);
      if (!state) return { navigate: `/${market}/404` };
    }
    const methodId = state.paymentMethodId || preselectedPaymentMethod(state.methods);
    const method = state.methods.find((m) => m.id === methodId);
    if (!method) {
      return {
        errors: [
          {
            field: 'paymentMethodId',
            code: 'PAYMENT_METHOD_REQUIRED',
            message: fieldMessage(args, 'PAYMENT_METHOD_REQUIRED'),
          },
        ],
      };
    }
    if (state.paymentMethodId !== methodId) {
      const written = await checkoutApi.choosePaymentMethod(token, state.revision, methodId);
      if (written.kind !== 'done') return writeAnswer(args, checkout, written, { field: 'paymentMethodId' });
    }
    const payment = await args.sources.payments[method.provider].start({
      token,
      method,
      // A refused payment before (read by `reconcile` above) is not answered again: a new one is made.
      after: before.kind === 'failed' ? before.refusedPaymentId : null,
      returnUrl: paymentReturnUrl(args.origin, market, token, method.provider),
      moto: motoPayment(args.site, args.isAgent),
      signal: args.signal,
    });
    args.log.info(
      { token: token.slice(0, 6), provider: method.provider, status: payment.status },
      'payment started',
    );
    if (payment.status === 'succeeded' || payment.status === 'processing') {
      // Paid already (the provider answered the payment made in another tab): book it now.
      const after = await reconcile({
        sources: args.sources,
        token,
        log: args.log,
        signal: args.signal,
        settled: payment,
      });
      if (after.kind === 'booked') {
        return {
          navigate: reconciledLocation(after, at),
          events: [{ event: 'booking_attempted', entities: { order: orderEntity(after.booking) } }],
        };
      }
    }
    return { navigate: payment.redirectUrl };
  },
});
