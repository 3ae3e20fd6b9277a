/**
 * Pay a booking's next share (buying-flow.md §2 "Part payment page"; §7 "Fractional (part) payment"): the
 * share and method are checked against the seller's, and the share's provider page opens; the amount is the
 * seller's. The return page registers the payment once (`/api/fractional/payment`, an idempotency key per share).
 */
import { motoPayment } from '@waypoint/config';
import type { ActionFieldErrorCode } from '@waypoint/schemas';
import { z } from 'zod';
import { paymentReturnUrl, refusedPaymentId } from '../payments/payment-flow.ts';
import { defineAction } from './define-action.ts';

export const payPart = defineAction({
  name: 'payPart',
  page: 'partPayment',
  input: z.strictObject({
    share: z.number().int().nonnegative(),
    paymentMethodId: z.number().int().nonnegative(),
    consent: z.boolean(),
  }),
  async run(args) {
    const { market } = args.page.params;
    const token = String(args.page.params['token']);
    const refuse = (field: string, code: ActionFieldErrorCode, key: string) => ({
      errors: [{ field, code, message: args.t(key) }],
    });
    if (!args.input.consent)
      return refuse('consent', 'CONSENT_REQUIRED', 'checkout.errors.codes.CONSENT_REQUIRED');
    const fractional = await args.sources.checkout.fractional(token, args.signal);
    if (!fractional) return { navigate: `/${market}/404` };
    if (!fractional.next || fractional.next.index !== args.input.share) {
      return { url: `/${market}/part-payment/${token}` };
    }
    const method = fractional.methods.find((m) => m.id === args.input.paymentMethodId);
    if (!method) {
      return refuse(
        'paymentMethodId',
        'PAYMENT_METHOD_REQUIRED',
        'checkout.errors.codes.PAYMENT_METHOD_REQUIRED',
      );
    }
    const payment = await args.sources.payments[method.provider].start({
      token,
      method,
      after: await refusedPaymentId(args.sources, token, args.signal),
      returnUrl: paymentReturnUrl(args.origin, market, token, method.provider, fractional.next.index),
      moto: motoPayment(args.site, args.isAgent),
      partPayment: { index: fractional.next.index },
      signal: args.signal,
    });
    return { navigate: payment.redirectUrl };
  },
});
