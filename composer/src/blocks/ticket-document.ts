/**
 * The ticket page (buying-flow.md §2 "Ticket page: shows the ticket and its providers"; §7 "Tickets and
 * vouchers"): the services day by day, who provides each, and the PDFs (the ticket under `/ticket/pdf/`,
 * the voucher cancellation). A providers failure shows the ticket without them (ERROR_TICKET_PROVIDERS_DATA).
 */
import { defineResolver } from '../compose/types.ts';
import { ticketPath, ticketView } from '../payments/document-views.ts';

export const ticketDocument = defineResolver({
  type: 'TicketDocument',
  scope: 'visitor',
  dimensions: [],
  async resolve(args) {
    const { t, ctx, params } = args;
    const token = params['ticket'];
    if (typeof token !== 'string') return null;
    const [ticket, providers] = await Promise.all([
      args.sources.documents.ticket(token, args.signal),
      args.sources.documents.ticketProviders(token, args.signal),
    ]);
    if (!ticket) return null;
    const view = ticketView(ticket, providers, {
      t,
      locale: ctx.locale,
      currency: ctx.currency,
      market: ctx.market,
      origin: ctx.origin,
      brand: '',
    });
    const path = ticketPath(ctx.market, token);
    return {
      title: view.title,
      locator: view.locator,
      trip: view.trip,
      dates: view.dates,
      passengers: view.passengers,
      segments: view.segments,
      providers: view.providers,
      policy: view.policy,
      documents: [
        { label: t('payment.documents.ticketPdf'), href: `${path}.pdf` },
        { label: t('payment.documents.cancellationPdf'), href: `${path}/cancellation.pdf` },
      ],
    };
  },
});
