/** An expired order attempt held again (buying-flow.md §4 "Payment", §9: the v2 retry adds 90 minutes). */
import { z } from 'zod';
import { attemptFor, writeAnswer } from '../checkout/checkout-actions.ts';
import { defineAction } from './define-action.ts';

export const retryCheckout = defineAction({
  name: 'retryCheckout',
  page: 'checkout',
  input: z.strictObject({}),
  async run(args) {
    const checkout = await attemptFor(args);
    const written = await args.sources.checkout.retry(checkout.params.token);
    return writeAnswer(args, checkout, written, { field: 'checkout' });
  },
});
