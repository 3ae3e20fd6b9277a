import { z } from 'zod';
import { SubmitAction } from '../actions.ts';
import { defineBlock } from '../define-block.ts';

/**
 * The pay button and what it commits to (buying-flow.md §2 "a payment section or button, which has a
 * simplified variant" `ABSimplifiedPaymentSection`; §7 "T&C version", `consent`): the amounts due now and
 * later, the consent to the terms in force, and 'pay', which sends the traveller to the payment provider's
 * own page. The card number is typed there, never here.
 */
export const PaymentFormProps = z
  .object({
    title: z.string(),
    simplified: z.boolean(),
    lines: z.array(z.object({ label: z.string(), amount: z.string(), strong: z.boolean() })),
    consent: z.object({
      label: z.string().describe("'I accept the terms and conditions'"),
      termsLabel: z.string(),
      termsHref: z.string(),
      version: z.string(),
      checked: z.boolean(),
      error: z.string().nullable(),
    }),
    pay: z.object({ label: z.string(), action: SubmitAction, disabled: z.boolean() }),
    /** Where the card is typed, and that it is kept by the provider only. */
    providerNote: z.string().nullable(),
    /** Sales and advisors key in a customer's card: a mail-or-telephone order (the MOTO check). */
    motoNote: z.string().nullable(),
    /** What went wrong with the last payment (a decline), in the visitor's language. */
    error: z.string().nullable(),
  })
  .meta({ id: 'PaymentFormProps' });
export type PaymentFormProps = z.infer<typeof PaymentFormProps>;

export const PaymentFormConfig = z.strictObject({}).meta({ id: 'PaymentFormConfig' });

export const PaymentFormDefinition = defineBlock({
  type: 'PaymentForm',
  props: PaymentFormProps,
  config: PaymentFormConfig,
  region: 'main',
  pageKinds: ['checkout', 'partPayment'],
  label: 'Pay',
  description: 'The amounts due, the consent to the terms and the pay button.',
  interactive: { hydrate: 'load' },
});
