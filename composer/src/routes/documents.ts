/**
 * The PDF files (buying-flow.md §2 "Budget page", "Ticket page"; §7 "Tickets and vouchers"): the budget
 * at `/{market}/budget/pdf/{id}.pdf`, the ticket at `/{market}/ticket/pdf/{token}.pdf` and the voucher
 * cancellation at `/{market}/ticket/pdf/{token}/cancellation.pdf`, served under the page API like the
 * pages they print (`GET /v1/pages/<path>.pdf`; the web server relays them).
 *
 * The budget and ticket PDFs are drawn from the page's own composition (the same words, prices and
 * experiments as the page a person sees; the QR code opens that page); the cancellation voucher from the
 * ticket. Visitor data: `private, no-store`, never cached.
 */
import { currencyForMarket } from '@waypoint/config';
import type { Block, PageTree } from '@waypoint/schemas';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RequestInput } from '../context/request-input.ts';
import { budgetPdf, cancellationVoucherPdf, ticketPdf } from '../documents/index.ts';
import type { Translator } from '../i18n/index.ts';
import { cancellationVoucherData } from '../payments/document-views.ts';

const DOCUMENT = /^\/([a-z]{2})\/(budget|ticket)\/pdf\/([A-Za-z0-9_-]{12,64})(\/cancellation)?\.pdf$/;

export interface DocumentAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

const propsOf = <T extends Block['type']>(tree: PageTree, type: T) =>
  tree.regions.main.find((b) => b.type === type)?.props as Extract<Block, { type: T }>['props'] | undefined;

const pdf = (body: Buffer, name: string): DocumentAnswer => ({
  status: 200,
  headers: {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${name}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  },
  body,
});

/** The PDF of a document path; null when the path names none (the page route answers it as a page). */
export async function documentAnswer(
  app: FastifyInstance,
  translator: Translator,
  input: RequestInput,
  log: FastifyBaseLogger,
): Promise<DocumentAnswer | null> {
  const match = DOCUMENT.exec(input.path);
  if (!match) return null;
  const [, market, kind, id, cancellation] = match as unknown as [
    string,
    string,
    'budget' | 'ticket',
    string,
    string?,
  ];
  const pagePath = `/${market}/${kind}/pdf/${id}`;
  const page = { ...input, path: pagePath };
  if (cancellation) {
    const located = await app.pages.locate(page, log);
    if (located?.page.kind !== 'ticketPdf') return null;
    const ticket = await located.sources.documents.ticket(id);
    if (!ticket) return null;
    const t = translator.t(located.locale, false);
    const data = cancellationVoucherData(ticket, {
      t,
      locale: located.locale,
      currency: currencyForMarket(located.params.market),
      market: located.params.market,
      origin: located.origin,
      brand: t('documents.brand'),
    });
    return pdf(await cancellationVoucherPdf(data), `cancellation-${ticket.locator}.pdf`);
  }
  const response = await app.pages.handle(page, log, { explain: false, studio: false });
  if (response.kind !== 'page' || response.status !== 200) return null;
  const tree = JSON.parse(response.body) as PageTree;
  const t = translator.t(tree.context.locale, false);
  const base = { lang: tree.context.locale, brand: t('documents.brand') };
  if (kind === 'budget') {
    const props = propsOf(tree, 'BudgetDocument');
    if (!props) return null;
    const file = await budgetPdf({
      ...base,
      title: props.title,
      footer: t('budget.footer'),
      reference: props.reference,
      trip: { title: props.trip.title, url: `${new URL(tree.page.canonical).origin}${props.trip.href}` },
      facts: props.facts,
      lines: props.lines,
      total: props.total,
      validity: props.validity,
      qr: props.qr ? { url: tree.page.canonical, caption: props.qr.caption } : null,
    });
    return pdf(file, `budget-${id}.pdf`);
  }
  const props = propsOf(tree, 'TicketDocument');
  if (!props) return null;
  const providers = new Map(props.providers.map((p) => [p.name, p]));
  const file = await ticketPdf({
    ...base,
    title: props.title,
    footer: t('ticket.footer'),
    locator: { label: t('ticket.locator'), value: props.locator },
    trip: props.trip,
    dates: props.dates,
    passengers: { label: t('ticket.passengers'), names: props.passengers },
    segments: props.segments,
    providers: { title: t('ticket.providers'), rows: [...providers.values()] },
    policy: props.policy,
  });
  return pdf(file, `ticket-${props.locator}.pdf`);
}
