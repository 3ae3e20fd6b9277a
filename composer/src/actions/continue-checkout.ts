/** The summary's next-step button (buying-flow.md §7 `progress-step`): the attempt moves on, then the page. */
import { CheckoutStep } from '@waypoint/schemas';
import { z } from 'zod';
import { attemptFor, stepAnswer, writeAnswer } from '../checkout/checkout-actions.ts';
import { defineAction } from './define-action.ts';

export const continueCheckout = defineAction({
  name: 'continueCheckout',
  page: 'checkout',
  input: z.strictObject({ step: CheckoutStep, revision: z.number().int().nonnegative() }),
  async run(args) {
    const checkout = await attemptFor(args);
    const moved = await args.sources.checkout.progress(
      checkout.params.token,
      args.input.revision,
      args.input.step,
    );
    return writeAnswer(args, checkout, moved, { done: stepAnswer(checkout, args.input.step), field: 'step' });
  },
});
