/** What the trip page's selectors share: a choice is a link (works without JavaScript) and an action. */
import { z } from 'zod';
import { SubmitAction } from '../actions.ts';

export const TripChoice = z
  .object({
    href: z.string().describe('The trip page with this choice made (plain link without JavaScript)'),
    action: SubmitAction,
  })
  .meta({ id: 'TripChoice' });
export type TripChoice = z.infer<typeof TripChoice>;
