/**
 * A budget and a ticket in the visitor's words (buying-flow.md §2 "Budget page", "Ticket page"; §3 "Ticket"):
 * the page's blocks; their PDF files are drawn from those blocks (routes/documents.ts), so both say the same thing.
 */
import { formatPrice } from '@waypoint/config';
import type {
  Currency,
  Locale,
  UpstreamBudget,
  UpstreamTicket,
  UpstreamTicketProviders,
} from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import type { CancellationVoucherPdfData } from '../documents/index.ts';
import { longDate } from '../trip/dates.ts';

export interface DocumentScope {
  t: TFunction;
  locale: Locale;
  currency: Currency;
  market: string;
  origin: string;
  brand: string;
}

/** The budget page's address (its PDF adds `.pdf`): what the QR code opens. */
export const budgetPath = (market: string, id: string) => `/${market}/budget/pdf/${id}`;
export const ticketPath = (market: string, bookingToken: string) => `/${market}/ticket/pdf/${bookingToken}`;

export function budgetView(budget: UpstreamBudget, s: DocumentScope) {
  const { t } = s;
  const price = (n: number) => formatPrice(n, s.currency);
  const travellers = [
    budget.pax.adults > 0 ? t('budget.pax.adults', { count: budget.pax.adults }) : null,
    budget.pax.children > 0 ? t('budget.pax.children', { count: budget.pax.children }) : null,
    budget.pax.babies > 0 ? t('budget.pax.babies', { count: budget.pax.babies }) : null,
  ]
    .filter((x): x is string => x !== null)
    .join(', ');
  const facts = [
    { label: t('budget.facts.category'), value: budget.category },
    { label: t('budget.facts.from'), value: budget.departureCity },
    {
      label: t('budget.facts.departure'),
      value: budget.departureDate ? longDate(budget.departureDate, s.locale) : t('budget.facts.flexible'),
    },
    { label: t('budget.facts.days'), value: String(budget.product.days) },
    { label: t('budget.facts.travellers'), value: travellers },
    ...(budget.sentTo.length > 0
      ? [{ label: t('budget.facts.sentTo'), value: budget.sentTo.join(', ') }]
      : []),
  ];
  return {
    title: t('budget.title'),
    reference: t('budget.reference', { id: budget.id }),
    facts,
    lines: budget.lines.map((l) => ({ label: l.name, amount: price(l.amount) })),
    total: { label: t('budget.total'), amount: price(budget.total) },
    validity: t('budget.validity', { date: longDate(budget.validUntil, s.locale) }),
    url: `${s.origin}${budgetPath(s.market, budget.id)}`,
    qrCaption: t('budget.qrCaption'),
  };
}

export function ticketView(ticket: UpstreamTicket, providers: UpstreamTicketProviders, s: DocumentScope) {
  const { t } = s;
  const byId = new Map(providers.map((p) => [p.id, p]));
  return {
    title: t('ticket.title'),
    locatorLabel: t('ticket.locator'),
    locator: ticket.locator,
    trip: ticket.productTitle,
    dates: t('payment.confirmation.dates', {
      from: longDate(ticket.departureDate, s.locale),
      to: longDate(ticket.returnDate, s.locale),
    }),
    passengersLabel: t('ticket.passengers'),
    passengers: ticket.passengers.map((p) => p.name),
    segments: ticket.segments.map((seg) => ({
      kind: seg.kind,
      date: longDate(seg.date, s.locale),
      title: seg.title,
      detail: seg.detail,
      provider: byId.get(seg.providerId)?.name ?? '',
    })),
    providersTitle: t('ticket.providers'),
    providers: providers.map((p) => ({ name: p.name, phone: p.phone, email: p.email })),
    policy: t('ticket.policy', { policy: ticket.cancellationPolicy }),
  };
}

/** §7 `/api/voucher/cancellation/pdf`: the booking's cancellation policy, its deadlines and refunds. */
export function cancellationVoucherData(
  ticket: UpstreamTicket,
  s: DocumentScope,
): CancellationVoucherPdfData {
  const { t } = s;
  const policy = ticket.cancellationPolicy;
  const key = policy === 'FLEX+' ? 'flexPlus' : policy === 'FLEX' ? 'flex' : 'standard';
  const departure = longDate(ticket.departureDate, s.locale);
  return {
    lang: s.locale,
    title: t('ticket.cancellation.title'),
    brand: s.brand,
    footer: t('ticket.footer'),
    locator: { label: t('ticket.locator'), value: ticket.locator },
    trip: `${ticket.productTitle} · ${departure}`,
    policy: { name: policy, description: t(`ticket.cancellation.${key}.description`) },
    rules: [
      { label: t('ticket.cancellation.until30'), value: t(`ticket.cancellation.${key}.until30`) },
      { label: t('ticket.cancellation.until7'), value: t(`ticket.cancellation.${key}.until7`) },
      { label: t('ticket.cancellation.after'), value: t(`ticket.cancellation.${key}.after`) },
    ],
    contact: t('ticket.cancellation.contact'),
  };
}
