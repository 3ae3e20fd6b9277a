import { z } from 'zod';
import { defineBlock } from '../define-block.ts';

/**
 * The ticket page (buying-flow.md §2 "Ticket page": the ticket and its providers; §7 "Tickets and
 * vouchers"): the services of the trip day by day, who provides each and how to reach them, and the PDFs
 * (the ticket under `/ticket/pdf/`, the voucher cancellation).
 */
export const TicketDocumentProps = z
  .object({
    title: z.string(),
    locator: z.string(),
    trip: z.string(),
    dates: z.string(),
    passengers: z.array(z.string()),
    segments: z.array(
      z.object({
        kind: z.enum(['flight', 'hotel', 'transfer', 'activity']),
        date: z.string(),
        title: z.string(),
        detail: z.string(),
        provider: z.string(),
      }),
    ),
    providers: z.array(z.object({ name: z.string(), phone: z.string(), email: z.string() })),
    policy: z.string(),
    documents: z.array(z.object({ label: z.string(), href: z.string() })),
  })
  .meta({ id: 'TicketDocumentProps' });
export type TicketDocumentProps = z.infer<typeof TicketDocumentProps>;

export const TicketDocumentConfig = z.strictObject({}).meta({ id: 'TicketDocumentConfig' });

export const TicketDocumentDefinition = defineBlock({
  type: 'TicketDocument',
  props: TicketDocumentProps,
  config: TicketDocumentConfig,
  region: 'main',
  pageKinds: ['ticketPdf'],
  label: 'Ticket',
  description: 'The trip’s services, their providers, and the ticket and cancellation PDFs.',
});
