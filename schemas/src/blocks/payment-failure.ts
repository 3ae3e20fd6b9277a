import { z } from 'zod';
import { SubmitAction } from '../actions.ts';
import { defineBlock } from '../define-block.ts';

/**
 * The not-confirmed page (buying-flow.md §2 "My account and my trip": a my-trip payment that was not
 * confirmed; §7 `my-trip/not-confirmed/{token}`): what happened, in plain words, and paying again (the
 * retry holds the attempt 90 minutes more, §4).
 */
export const PaymentFailureProps = z
  .object({
    title: z.string(),
    message: z.string(),
    detail: z.string().nullable().describe("The provider's own words ('Your card was declined.')"),
    trip: z.string(),
    retry: z.object({ label: z.string(), action: SubmitAction }).nullable(),
    help: z.string(),
  })
  .meta({ id: 'PaymentFailureProps' });
export type PaymentFailureProps = z.infer<typeof PaymentFailureProps>;

export const PaymentFailureConfig = z.strictObject({}).meta({ id: 'PaymentFailureConfig' });

export const PaymentFailureDefinition = defineBlock({
  type: 'PaymentFailure',
  props: PaymentFailureProps,
  config: PaymentFailureConfig,
  region: 'main',
  pageKinds: ['checkout'],
  label: 'Payment not confirmed',
  description: 'Why the payment was not confirmed, and paying again.',
  interactive: { hydrate: 'load', staticWhen: (props) => props.retry === null },
});
