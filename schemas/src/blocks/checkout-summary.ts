import { z } from 'zod';
import { SubmitAction } from '../actions.ts';
import { defineBlock } from '../define-block.ts';

/** A line of the breakdown (buying-flow.md §3 "Checkout breakdown"), priced and worded. */
export const SummaryLine = z
  .object({
    kind: z.enum([
      'campaign',
      'extraNight',
      'accommodation',
      'insurances',
      'options',
      'donate',
      'paymentFee',
      'fees',
      'discount',
      'wallet',
    ]),
    label: z.string(),
    price: z.string(),
    amount: z.number().describe('The line’s price as a number, in the market currency'),
    details: z.string().nullable(),
    remove: z.object({ label: z.string(), action: SubmitAction }).nullable(),
  })
  .meta({ id: 'SummaryLine' });
export type SummaryLine = z.infer<typeof SummaryLine>;

/**
 * The sticky summary of the checkout (buying-flow.md §2, §3 "Checkout summary", §4 "Checkout breakdown",
 * §5 "Prices"): the trip, then every price line and the total, which is their sum. The simplified
 * variant (ABSimplifiedSummary, ABSimplifiedSummaryFlightStep) shows the total and keeps the lines in the
 * breakdown tooltip.
 */
export const CheckoutSummaryProps = z
  .object({
    title: z.string(),
    simplified: z.boolean(),
    trip: z.object({
      name: z.string(),
      category: z.string(),
      dates: z.string(),
      departure: z.string(),
      travellers: z.string(),
    }),
    includes: z.array(z.string()),
    lines: z.array(SummaryLine),
    breakdownLabel: z.string(),
    totalLabel: z.string(),
    total: z.string(),
    totalAmount: z.number(),
    perPerson: z.string(),
    next: z.object({ label: z.string(), action: SubmitAction }).nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'CheckoutSummaryProps' });
export type CheckoutSummaryProps = z.infer<typeof CheckoutSummaryProps>;

export const CheckoutSummaryConfig = z.strictObject({}).meta({ id: 'CheckoutSummaryConfig' });

export const CheckoutSummaryDefinition = defineBlock({
  type: 'CheckoutSummary',
  props: CheckoutSummaryProps,
  config: CheckoutSummaryConfig,
  region: 'main',
  pageKinds: ['checkout'],
  label: 'Checkout summary',
  description: 'The trip and every price line with the total; the next step’s button.',
  interactive: { hydrate: 'load' },
});
