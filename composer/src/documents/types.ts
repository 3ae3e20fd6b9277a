/**
 * What the PDF documents are drawn from: strings already translated and formatted by the caller (prices,
 * dates, labels), so that this module only lays text out and never formats or translates.
 */

/** A label and its value: a fact of the trip, a locator, a cancellation rule. */
export interface LabelledValue {
  label: string;
  value: string;
}

/** A price line: its label and its amount, formatted with its currency ('1.234,00 €'). */
export interface AmountLine {
  label: string;
  amount: string;
}

/** What every document has: the language, the site that issues it and the closing legal text. */
export interface DocumentBase {
  /** BCP 47 language tag of the texts ('es-ES'), written as the PDF's /Lang. */
  lang: string;
  /** The title of the document ('Presupuesto'), also its PDF Title. */
  title: string;
  /** The site name, shown in the header band and written as the PDF's Author. */
  brand: string;
  /** Small print at the foot of every page. */
  footer: string;
  /** The PDF's CreationDate; fixed for a deterministic file, now by default. */
  createdAt?: Date;
}

/** The budget (quote) PDF (buying-flow.md §2 "Budget page", §7 "Budget"). */
export interface BudgetPdfData extends DocumentBase {
  reference: string;
  trip: { title: string; url: string };
  facts: LabelledValue[];
  lines: AmountLine[];
  total: AmountLine;
  /** How long the price holds ('Valid until 3 December 2026'). */
  validity: string;
  /** The QR code that opens the budget online, with the text under it; null when not offered. */
  qr: { url: string; caption: string } | null;
}

export type TicketSegmentKind = 'flight' | 'hotel' | 'transfer' | 'activity';

/** The ticket PDF (buying-flow.md §2 "Ticket page", §3 "Ticket": data and providers). */
export interface TicketPdfData extends DocumentBase {
  locator: LabelledValue;
  trip: string;
  dates: string;
  passengers: { label: string; names: string[] };
  segments: { date: string; kind: TicketSegmentKind; title: string; detail: string; provider: string }[];
  providers: { title: string; rows: { name: string; phone: string; email: string }[] };
  policy: string;
}

/** The voucher cancellation PDF (buying-flow.md §7 "Tickets and vouchers": /api/voucher/cancellation/pdf). */
export interface CancellationVoucherPdfData extends DocumentBase {
  locator: LabelledValue;
  trip: string;
  policy: { name: string; description: string };
  /** The deadlines and what each refunds. */
  rules: LabelledValue[];
  contact: string;
}
