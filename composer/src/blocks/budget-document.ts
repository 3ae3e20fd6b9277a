/**
 * A budget (quote) as a page (buying-flow.md §2 "Budget page", under `/budget/pdf/`): the trip and its
 * choice, the price lines, how long the price holds, the QR code that opens this page
 * (`ABTripQuoteSimplification` v2, §9 "budget PDF with QR") and the PDF. Visitor data: never cached.
 */
import { variantIs } from '@waypoint/config';
import { defineResolver } from '../compose/types.ts';
import { qrSvgDataUrl } from '../documents/index.ts';
import { budgetPath, budgetView } from '../payments/document-views.ts';

export const budgetDocument = defineResolver({
  type: 'BudgetDocument',
  scope: 'visitor',
  dimensions: [],
  async resolve(args) {
    const { t, ctx, params } = args;
    const id = params['budget'];
    if (typeof id !== 'string') return null;
    const budget = await args.sources.documents.budget(id, args.signal);
    if (!budget) return null;
    const view = budgetView(budget, {
      t,
      locale: ctx.locale,
      currency: ctx.currency,
      market: ctx.market,
      origin: ctx.origin,
      brand: '',
    });
    const withQr = variantIs(ctx.experiments, 'ABTripQuoteSimplification', 'v2');
    return {
      title: view.title,
      reference: view.reference,
      trip: { title: budget.product.title, href: budget.product.url, image: budget.product.image },
      facts: view.facts,
      lines: view.lines,
      total: view.total,
      validity: view.validity,
      qr: withQr
        ? { src: await qrSvgDataUrl(view.url), alt: t('budget.qrAlt'), caption: view.qrCaption }
        : null,
      pdf: { label: t('budget.pdf'), href: `${budgetPath(ctx.market, budget.id)}.pdf` },
      book: { label: t('budget.book'), href: budget.product.url },
    };
  },
});
