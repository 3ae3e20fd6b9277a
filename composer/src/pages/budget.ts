/**
 * The budget (quote) page (buying-flow.md §2 "Budget page: the budget PDF path contains '/budget/pdf/'.
 * Language handling is skipped"): `/{market}/budget/pdf/{id}`, printable, without header and footer
 * (storefront.md §2 "Layout"); its PDF is the same address with `.pdf` (routes/documents.ts). Whoever holds
 * the link (the QR code, the e-mail) opens it; it is composed per request and never cached.
 */
import { isMarket } from '@waypoint/config';
import type { Market } from '@waypoint/schemas';
import { visitorPageMeta } from '../compose/page-meta.ts';
import { builtinLayout } from './builtin-layout.ts';
import { definePage } from './define-page.ts';

type BudgetParams = { market: Market; budget: string };

export const BUDGET_ID = /^[A-Za-z0-9_-]{12,64}$/;

const LAYOUT = builtinLayout('budgetPdf', 'BudgetDocument', 'budget-document');

export const budget = definePage<BudgetParams>({
  kind: 'budgetPdf',
  match({ segments }) {
    const [market, word, pdf, id] = segments;
    if (word !== 'budget' || pdf !== 'pdf' || !market || !isMarket(market)) return null;
    if (segments.length !== 4 || !id || !BUDGET_ID.test(id)) return { notFound: segments.join('/'), market };
    return { params: { market, budget: id }, sitePath: `/${market}/budget/pdf/${id}` };
  },
  async resolve({ params, sources }) {
    const found = await sources.documents.budget(params.budget);
    return found ? { kind: 'page', params } : { kind: 'notFound', reason: 'no such budget' };
  },
  layoutKey: () => 'budgetPdf',
  builtinLayout: () => LAYOUT,
  scope: 'visitor',
  experiments: ['ABTripQuoteSimplification'],
  meta: ({ ctx, t, params }) =>
    visitorPageMeta(ctx, {
      kind: 'budgetPdf',
      path: `/${params.market}/budget/pdf/${params.budget}`,
      title: t('budget.title'),
      layout: 'none',
    }),
});
