/** A room (buying-flow.md §7 `personalization/accommodation`, `metadata`): the attempt holds another one. */
import { z } from 'zod';
import { attemptFor, writeAnswer } from '../checkout/checkout-actions.ts';
import { defineAction } from './define-action.ts';

export const chooseAccommodation = defineAction({
  name: 'chooseAccommodation',
  page: 'checkout',
  input: z.strictObject({
    accommodationId: z.string().min(1).max(64),
    revision: z.number().int().nonnegative(),
  }),
  async run(args) {
    const checkout = await attemptFor(args);
    const written = await args.sources.checkout.updateMetadata(checkout.params.token, args.input.revision, {
      accommodationId: args.input.accommodationId,
    });
    return writeAnswer(args, checkout, written);
  },
});
