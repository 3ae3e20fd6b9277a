import { z } from 'zod';
import { SubmitAction } from '../actions.ts';
import { defineBlock } from '../define-block.ts';

/**
 * How to pay (buying-flow.md §4 "Payment": the methods of the order attempt; loading preselects the first
 * whose id is 1 or 6, else none): each method with its fee line (§3 breakdown `paymentFee`: percentage,
 * price, description), and the buy-now-pay-later promo message in the US and CA (§6, §9).
 */
export const PaymentMethodsProps = z
  .object({
    title: z.string(),
    methods: z.array(
      z.object({
        id: z.number().int().positive(),
        label: z.string(),
        kind: z.enum(['card', 'ach', 'bnpl']),
        /** "Card fee 1.5 %: $12.30"; null for a method without a fee. */
        fee: z.string().nullable(),
        selected: z.boolean(),
        choose: SubmitAction,
      }),
    ),
    /** Shown while no method is chosen (selection 0). */
    prompt: z.string().nullable(),
    bnplPromo: z.string().nullable().describe('The buy-now-pay-later promo message (US, CA)'),
  })
  .meta({ id: 'PaymentMethodsProps' });
export type PaymentMethodsProps = z.infer<typeof PaymentMethodsProps>;

export const PaymentMethodsConfig = z.strictObject({}).meta({ id: 'PaymentMethodsConfig' });

export const PaymentMethodsDefinition = defineBlock({
  type: 'PaymentMethods',
  props: PaymentMethodsProps,
  config: PaymentMethodsConfig,
  region: 'main',
  pageKinds: ['checkout', 'partPayment'],
  label: 'Payment methods',
  description: 'The ways to pay offered for the order, each with its fee; the buy-now-pay-later message.',
  interactive: { hydrate: 'load' },
});
