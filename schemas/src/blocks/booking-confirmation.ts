import { z } from 'zod';
import { defineBlock } from '../define-block.ts';

/**
 * The confirmation page (buying-flow.md §2 "Other pages": the campaign confirmation texts, title, subtitle
 * and description; voucher texts on B2B sites, §6): the booking's locator, trip, travellers and payments,
 * what remains to pay with the part-payment page, and the documents.
 */
export const BookingConfirmationProps = z
  .object({
    title: z.string(),
    subtitle: z.string(),
    description: z.string(),
    locatorLabel: z.string(),
    locator: z.string(),
    status: z.string().describe("'Confirmed', or 'Confirming your payment…'"),
    pending: z.boolean(),
    trip: z.object({ title: z.string(), href: z.string(), dates: z.string(), travellers: z.string() }),
    facts: z.array(z.object({ label: z.string(), value: z.string() })),
    remaining: z.object({ text: z.string(), href: z.string(), label: z.string() }).nullable(),
    documents: z.array(z.object({ label: z.string(), href: z.string(), download: z.boolean() })),
  })
  .meta({ id: 'BookingConfirmationProps' });
export type BookingConfirmationProps = z.infer<typeof BookingConfirmationProps>;

export const BookingConfirmationConfig = z.strictObject({}).meta({ id: 'BookingConfirmationConfig' });

export const BookingConfirmationDefinition = defineBlock({
  type: 'BookingConfirmation',
  props: BookingConfirmationProps,
  config: BookingConfirmationConfig,
  region: 'main',
  pageKinds: ['confirmation', 'partPayment'],
  label: 'Booking confirmation',
  description: 'The confirmation texts, the locator, the trip and its payments, and the documents.',
});
