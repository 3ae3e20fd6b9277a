/** An insurance package, or none beyond the Standard cover (buying-flow.md §3, §7 `metadata`); removing one clears the voucher upstream (§4). */
import { z } from 'zod';
import { attemptFor, writeAnswer } from '../checkout/checkout-actions.ts';
import { defineAction } from './define-action.ts';

export const chooseInsurance = defineAction({
  name: 'chooseInsurance',
  page: 'checkout',
  input: z.strictObject({
    insuranceKey: z.string().min(1).max(64).nullable(),
    revision: z.number().int().nonnegative(),
  }),
  async run(args) {
    const checkout = await attemptFor(args);
    const written = await args.sources.checkout.updateMetadata(checkout.params.token, args.input.revision, {
      insuranceKey: args.input.insuranceKey,
    });
    return writeAnswer(args, checkout, written);
  },
});
