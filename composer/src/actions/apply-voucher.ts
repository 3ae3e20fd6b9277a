/**
 * A voucher code (buying-flow.md §7 `payment/discounts`; §5 "Promocode: stored in upper case"): the
 * upstream's refusal comes back at the field, in the visitor's language.
 */
import { z } from 'zod';
import { attemptFor, writeAnswer } from '../checkout/checkout-actions.ts';
import { defineAction } from './define-action.ts';

export const applyVoucher = defineAction({
  name: 'applyVoucher',
  page: 'checkout',
  input: z.strictObject({
    voucherCode: z.string().trim().min(1).max(40),
    revision: z.number().int().nonnegative(),
  }),
  async run(args) {
    const checkout = await attemptFor(args);
    const written = await args.sources.checkout.applyVoucher(
      checkout.params.token,
      args.input.revision,
      args.input.voucherCode.toUpperCase(),
    );
    return writeAnswer(args, checkout, written, { field: 'voucherCode' });
  },
});
