/**
 * Adds or removes an activity (buying-flow.md §4 "Checkout breakdown": options are a list, adding marks
 * the checkout custom, removing clears the voucher code); the attempt's list is rewritten with it.
 */
import { z } from 'zod';
import { attemptFor, writeAnswer } from '../checkout/checkout-actions.ts';
import { defineAction } from './define-action.ts';

export const toggleActivity = defineAction({
  name: 'toggleActivity',
  page: 'checkout',
  input: z.strictObject({
    activityId: z.string().min(1).max(64),
    added: z.boolean(),
    revision: z.number().int().nonnegative(),
  }),
  async run(args) {
    const checkout = await attemptFor(args);
    const current = await args.sources.checkout.activities(checkout.params.token, args.signal);
    const ids = new Set(current?.selectedIds ?? []);
    if (args.input.added) ids.add(args.input.activityId);
    else ids.delete(args.input.activityId);
    const written = await args.sources.checkout.updateMetadata(checkout.params.token, args.input.revision, {
      activityIds: [...ids],
    });
    return writeAnswer(args, checkout, written, { field: 'activityId' });
  },
});
