/**
 * The ticket page (buying-flow.md §2 "Ticket page: shows the ticket and its providers. The ticket PDF path
 * contains '/ticket/pdf/'"): `/{market}/ticket/pdf/{bookingToken}`, printable, without header and footer;
 * the PDFs are `.pdf` beside it and `/cancellation.pdf` under it (routes/documents.ts). Never cached.
 */
import { isMarket } from '@waypoint/config';
import type { Market } from '@waypoint/schemas';
import { TOKEN } from '../checkout/checkout-data.ts';
import { visitorPageMeta } from '../compose/page-meta.ts';
import { builtinLayout } from './builtin-layout.ts';
import { definePage } from './define-page.ts';

type TicketParams = { market: Market; ticket: string };

const LAYOUT = builtinLayout('ticketPdf', 'TicketDocument', 'ticket-document');

export const ticket = definePage<TicketParams>({
  kind: 'ticketPdf',
  match({ segments }) {
    const [market, word, pdf, token] = segments;
    if (word !== 'ticket' || pdf !== 'pdf' || !market || !isMarket(market)) return null;
    if (segments.length !== 4 || !token || !TOKEN.test(token))
      return { notFound: segments.join('/'), market };
    return { params: { market, ticket: token }, sitePath: `/${market}/ticket/pdf/${token}` };
  },
  async resolve({ params, sources }) {
    const found = await sources.documents.ticket(params.ticket);
    return found ? { kind: 'page', params } : { kind: 'notFound', reason: 'no such ticket' };
  },
  layoutKey: () => 'ticketPdf',
  builtinLayout: () => LAYOUT,
  scope: 'visitor',
  meta: ({ ctx, t, params }) =>
    visitorPageMeta(ctx, {
      kind: 'ticketPdf',
      path: `/${params.market}/ticket/pdf/${params.ticket}`,
      title: t('ticket.title'),
      layout: 'none',
    }),
});
