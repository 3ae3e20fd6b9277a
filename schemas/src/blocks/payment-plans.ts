import { z } from 'zod';
import { SubmitAction } from '../actions.ts';
import { defineBlock } from '../define-block.ts';

/**
 * The payment plan choice (buying-flow.md §2 "Checkout", §6 "Payment plan": only when more than one plan
 * is available), labelled as §9 "Payment plan labels" say; the selected plan is the one marked
 * `isSelected` (§4), and each carries its plan code (§5).
 */
export const PaymentPlansProps = z
  .object({
    title: z.string(),
    plans: z.array(
      z.object({
        index: z.number().int().nonnegative(),
        label: z.string().describe("'25% today'"),
        detail: z.string().describe("'25% to book, 75% before travel'"),
        /** What each payment charges, formatted, in order. */
        payments: z.array(z.string()),
        code: z.string().describe('The plan code of buying-flow.md §5'),
        selected: z.boolean(),
        choose: SubmitAction,
      }),
    ),
  })
  .meta({ id: 'PaymentPlansProps' });
export type PaymentPlansProps = z.infer<typeof PaymentPlansProps>;

export const PaymentPlansConfig = z.strictObject({}).meta({ id: 'PaymentPlansConfig' });

export const PaymentPlansDefinition = defineBlock({
  type: 'PaymentPlans',
  props: PaymentPlansProps,
  config: PaymentPlansConfig,
  region: 'main',
  pageKinds: ['checkout'],
  label: 'Payment plans',
  description: 'Pay in full or in shares, when the order offers more than one plan.',
  interactive: { hydrate: 'load' },
});
