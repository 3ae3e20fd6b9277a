/**
 * The not-confirmed page (buying-flow.md §2 "Not-confirmed page: for a my-trip payment that was not
 * confirmed"; §7 `my-trip/not-confirmed/{token}`): what happened in the traveller's words, the provider's
 * own, and paying again, which holds the attempt 90 minutes more (§4 "Retrying an order attempt adds 90
 * minutes").
 */

import { submitOf } from '../actions/define-action.ts';
import { payAgain } from '../actions/pay-again.ts';
import { defineResolver } from '../compose/types.ts';
import { refusalMessage } from '../payments/payment-view.ts';

export const paymentFailure = defineResolver({
  type: 'PaymentFailure',
  scope: 'visitor',
  dimensions: [],
  async resolve(args) {
    const { t, params } = args;
    if (params['notConfirmed'] !== true) return null;
    const why = await args.sources.checkout.notConfirmed(String(params['token']), args.signal);
    if (!why) return null;
    const pending = why.reason === 'pending';
    return {
      title: t(pending ? 'payment.notConfirmed.pendingTitle' : 'payment.notConfirmed.title'),
      message: refusalMessage(t, why.reason),
      detail: why.message,
      trip: why.productTitle,
      retry: pending ? null : { label: t('payment.notConfirmed.retry'), action: submitOf(payAgain, {}) },
      help: t('payment.notConfirmed.help'),
    };
  },
});
