import { z } from 'zod';
import { SubmitAction } from '../actions.ts';
import { defineBlock } from '../define-block.ts';
import { CheckoutStep } from '../upstream/checkout.ts';

/**
 * The checkout's step breadcrumb (buying-flow.md §2 "Checkout": passengers, personalisation, flight,
 * payment), the time the order attempt is held, and, once it has expired, the retry that holds it 90
 * minutes more (§4 "Payment", §9).
 */
export const CheckoutProgressProps = z
  .object({
    title: z.string(),
    trip: z.string().describe('The trip, its dates and travellers in a line'),
    steps: z.array(
      z.object({
        step: CheckoutStep,
        label: z.string(),
        /** Null for a step not reached yet. */
        href: z.string().nullable(),
        current: z.boolean(),
        done: z.boolean(),
      }),
    ),
    expiresAt: z.string().describe('ISO date-time the attempt is held until'),
    holdLabel: z.string().describe("'Your trip is held until 14:35'"),
    expired: z
      .object({ message: z.string(), retry: z.object({ label: z.string(), action: SubmitAction }) })
      .nullable(),
    notices: z.array(z.string()),
  })
  .meta({ id: 'CheckoutProgressProps' });
export type CheckoutProgressProps = z.infer<typeof CheckoutProgressProps>;

export const CheckoutProgressConfig = z.strictObject({}).meta({ id: 'CheckoutProgressConfig' });

export const CheckoutProgressDefinition = defineBlock({
  type: 'CheckoutProgress',
  props: CheckoutProgressProps,
  config: CheckoutProgressConfig,
  region: 'main',
  pageKinds: ['checkout'],
  label: 'Checkout steps',
  description: 'The step breadcrumb, how long the trip is held, and the retry once it has expired.',
  interactive: { hydrate: 'load', staticWhen: (props) => props.expired === null },
});
