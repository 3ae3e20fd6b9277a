/**
 * Extra nights (buying-flow.md §4: selecting an option sets the breakdown's extra night and marks the
 * checkout custom; an unavailable option is refused; 0 removes them), through `extra-nights/v2/0/{n}`.
 */
import { z } from 'zod';
import { attemptFor, writeAnswer } from '../checkout/checkout-actions.ts';
import { defineAction } from './define-action.ts';

export const chooseExtraNights = defineAction({
  name: 'chooseExtraNights',
  page: 'checkout',
  input: z.strictObject({
    nights: z.number().int().min(0).max(30),
    revision: z.number().int().nonnegative(),
  }),
  async run(args) {
    const checkout = await attemptFor(args);
    const written = await args.sources.checkout.selectExtraNights(
      checkout.params.token,
      args.input.revision,
      args.input.nights,
    );
    return writeAnswer(args, checkout, written, { field: 'nights' });
  },
});
