/**
 * The voucher cancellation PDF (buying-flow.md §7 "Tickets and vouchers": /api/voucher/cancellation/pdf):
 * which booking, the cancellation policy that applies, its deadlines and refunds, and whom to contact.
 */
import type { CancellationVoucherPdfData } from './types.ts';
import { COLOR, PdfWriter } from './writer.ts';

export function cancellationVoucherPdf(data: CancellationVoucherPdfData): Promise<Buffer> {
  const w = new PdfWriter(data);

  // 1. Title, then the locator beside the trip.
  w.paragraph({ text: data.title, font: 'bold', size: 22 });
  w.space(12);
  const locatorWidth = 160;
  w.row(
    [
      {
        runs: [
          { text: data.locator.label, size: 9, color: COLOR.muted },
          { text: data.locator.value, font: 'bold', size: 18 },
        ],
        width: locatorWidth,
      },
      { runs: [{ text: data.trip, font: 'bold', size: 13 }], width: w.rest([locatorWidth], { inset: true }) },
    ],
    { pad: 10, fill: COLOR.panel, inset: true, rule: null },
  );
  w.space(12);

  // 2. The policy and its rules: each deadline and what it refunds.
  w.heading(data.policy.name);
  w.paragraph({ text: data.policy.description, size: 10 });
  w.space(10);
  const labelWidth = 220;
  for (const rule of data.rules) {
    w.row([
      { runs: [{ text: rule.label, size: 9.5, color: COLOR.muted }], width: labelWidth },
      { runs: [{ text: rule.value, font: 'bold', size: 10 }], width: w.rest([labelWidth]), align: 'right' },
    ]);
  }
  w.space(18);

  // 3. Whom to contact.
  w.paragraph({ text: data.contact, size: 9.5 });
  return w.finish();
}
