import { z } from 'zod';
import { defineBlock } from '../define-block.ts';

/**
 * A budget (quote) as a page (buying-flow.md §2 "Budget page", under `/budget/pdf/`): the trip, its
 * choice and price lines, how long the price is valid, the QR code that opens this page
 * (`ABTripQuoteSimplification`), and the PDF to download.
 */
export const BudgetDocumentProps = z
  .object({
    title: z.string(),
    reference: z.string(),
    trip: z.object({ title: z.string(), href: z.string(), image: z.string().nullable() }),
    facts: z.array(z.object({ label: z.string(), value: z.string() })),
    lines: z.array(z.object({ label: z.string(), amount: z.string() })),
    total: z.object({ label: z.string(), amount: z.string() }),
    validity: z.string(),
    /** An SVG image (data: URL) of the QR code that opens this budget; null without the experiment. */
    qr: z
      .object({ src: z.string().startsWith('data:image/svg+xml'), alt: z.string(), caption: z.string() })
      .nullable(),
    pdf: z.object({ label: z.string(), href: z.string() }),
    book: z.object({ label: z.string(), href: z.string() }),
  })
  .meta({ id: 'BudgetDocumentProps' });
export type BudgetDocumentProps = z.infer<typeof BudgetDocumentProps>;

export const BudgetDocumentConfig = z.strictObject({}).meta({ id: 'BudgetDocumentConfig' });

export const BudgetDocumentDefinition = defineBlock({
  type: 'BudgetDocument',
  props: BudgetDocumentProps,
  config: BudgetDocumentConfig,
  region: 'main',
  pageKinds: ['budgetPdf'],
  label: 'Budget',
  description: 'The saved quote: trip, price lines, validity, QR code and the PDF.',
});
