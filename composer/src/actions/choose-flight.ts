/** The flight step's choice (buying-flow.md §7 `metadata`): the attempt holds another flight. */
import { z } from 'zod';
import { attemptFor, writeAnswer } from '../checkout/checkout-actions.ts';
import { defineAction } from './define-action.ts';

export const chooseFlight = defineAction({
  name: 'chooseFlight',
  page: 'checkout',
  input: z.strictObject({ flightId: z.string().min(1).max(64), revision: z.number().int().nonnegative() }),
  async run(args) {
    const checkout = await attemptFor(args);
    const written = await args.sources.checkout.updateMetadata(checkout.params.token, args.input.revision, {
      flightId: args.input.flightId,
    });
    return writeAnswer(args, checkout, written);
  },
});
