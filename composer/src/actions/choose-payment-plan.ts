/**
 * A payment plan (buying-flow.md §6 "Payment plan", §4): the index of one of the attempt's plans. What it
 * charges is the seller's: a client sends only which plan, never an amount.
 */
import { z } from 'zod';
import { attemptFor, writeAnswer } from '../checkout/checkout-actions.ts';
import { defineAction } from './define-action.ts';

export const choosePaymentPlan = defineAction({
  name: 'choosePaymentPlan',
  page: 'checkout',
  input: z.strictObject({
    planIndex: z.number().int().nonnegative().max(20),
    revision: z.number().int().nonnegative(),
  }),
  async run(args) {
    const checkout = await attemptFor(args);
    const written = await args.sources.checkout.choosePaymentPlan(
      checkout.params.token,
      args.input.revision,
      args.input.planIndex,
    );
    return writeAnswer(args, checkout, written, { field: 'planIndex' });
  },
});
