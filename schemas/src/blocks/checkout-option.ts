/** What the checkout's personalisation sections share: an option to choose, with its price and action. */
import { z } from 'zod';
import { SubmitAction } from '../actions.ts';

export const CheckoutOption = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    /** Formatted; null when the option is not available (an extra night without price). */
    price: z.string().nullable(),
    /** buying-flow.md §5: a supplement's '2 * $45.00'. */
    priceDetails: z.string().nullable(),
    selected: z.boolean(),
    available: z.boolean(),
    /** Choosing (or, for a selected option that can be removed, removing) it; null: nothing to do. */
    action: SubmitAction.nullable(),
    actionLabel: z.string(),
  })
  .meta({ id: 'CheckoutOption' });
export type CheckoutOption = z.infer<typeof CheckoutOption>;

/** A section of options: a title, an intro, the options, and whether several can be chosen. */
export const CheckoutOptionsProps = z.object({
  title: z.string(),
  intro: z.string().nullable(),
  multiple: z.boolean().describe('Several options at once (activities); otherwise one (a room)'),
  options: z.array(CheckoutOption),
  revision: z.number().int().nonnegative(),
});
