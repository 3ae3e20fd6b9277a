/** Removes the voucher code applied (buying-flow.md §7 `payment/discounts`). */
import { z } from 'zod';
import { attemptFor, writeAnswer } from '../checkout/checkout-actions.ts';
import { defineAction } from './define-action.ts';

export const removeVoucher = defineAction({
  name: 'removeVoucher',
  page: 'checkout',
  input: z.strictObject({ revision: z.number().int().nonnegative() }),
  async run(args) {
    const checkout = await attemptFor(args);
    const written = await args.sources.checkout.removeVoucher(checkout.params.token, args.input.revision);
    return writeAnswer(args, checkout, written, { field: 'voucherCode' });
  },
});
