/** How to pay (buying-flow.md §4 "Payment"; §3 `paymentFee`: the fee line follows the method, priced upstream). */
import { z } from 'zod';
import { attemptFor, writeAnswer } from '../checkout/checkout-actions.ts';
import { defineAction } from './define-action.ts';

export const choosePaymentMethod = defineAction({
  name: 'choosePaymentMethod',
  page: 'checkout',
  input: z.strictObject({
    paymentMethodId: z.number().int().positive(),
    revision: z.number().int().nonnegative(),
  }),
  async run(args) {
    const checkout = await attemptFor(args);
    const written = await args.sources.checkout.choosePaymentMethod(
      checkout.params.token,
      args.input.revision,
      args.input.paymentMethodId,
    );
    return writeAnswer(args, checkout, written, { field: 'paymentMethodId' });
  },
});
