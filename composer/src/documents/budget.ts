/**
 * The budget (quote) PDF served under `/budget/pdf/` (buying-flow.md §2 "Budget page", §7 "Budget"): the
 * trip, the choice it was priced for, the price lines and total, how long the price holds, and a QR code
 * that opens the budget online.
 */
import { drawQr } from './qr.ts';
import type { BudgetPdfData } from './types.ts';
import { COLOR, PdfWriter } from './writer.ts';

/** The QR code's side with its quiet zone: 4 cm, large enough to scan from paper (at least 3 cm). */
const QR_SIDE = (4 / 2.54) * 72;
const AMOUNT_WIDTH = 130;

export function budgetPdf(data: BudgetPdfData): Promise<Buffer> {
  const w = new PdfWriter(data);
  const { doc } = w;

  // 1. Title and reference.
  w.paragraph({ text: data.title, font: 'bold', size: 22 });
  w.paragraph({ text: data.reference, size: 10, color: COLOR.muted });
  w.space(14);

  // 2. The trip, linked to its page.
  w.ensureSpace(40);
  w.paragraph({ text: data.trip.title, font: 'bold', size: 15, link: data.trip.url });
  w.paragraph({ text: data.trip.url, size: 8.5, color: COLOR.muted, link: data.trip.url });
  w.space(10);

  // 3. What it was priced for.
  const labelWidth = 150;
  for (const fact of data.facts) {
    w.row(
      [
        { runs: [{ text: fact.label, color: COLOR.muted }], width: labelWidth },
        { runs: [{ text: fact.value }], width: w.rest([labelWidth], { inset: true }) },
      ],
      { pad: 5, fill: COLOR.panel, inset: true, rule: { color: '#ffffff', width: 1 } },
    );
  }
  w.space(16);

  // 4. The price lines, amounts right-aligned, then the total.
  for (const line of data.lines) {
    w.row([
      { runs: [{ text: line.label }], width: w.rest([AMOUNT_WIDTH]) },
      { runs: [{ text: line.amount }], width: AMOUNT_WIDTH, align: 'right' },
    ]);
  }
  const total = { font: 'bold', size: 12.5 } as const;
  w.ensureSpace(30);
  doc
    .moveTo(w.left, doc.y)
    .lineTo(w.left + w.width, doc.y)
    .lineWidth(1.2)
    .strokeColor(COLOR.ink)
    .stroke();
  w.row(
    [
      { runs: [{ text: data.total.label, ...total }], width: w.rest([AMOUNT_WIDTH]) },
      { runs: [{ text: data.total.amount, ...total }], width: AMOUNT_WIDTH, align: 'right' },
    ],
    { pad: 8, rule: null },
  );
  w.space(18);

  // 5. Validity, and the QR code with its caption at the right.
  if (!data.qr) {
    w.paragraph({ text: data.validity, font: 'italic', size: 9.5, color: COLOR.muted });
    return w.finish();
  }
  const captionWidth = QR_SIDE + 30;
  const caption = { text: data.qr.caption, size: 8.5, color: COLOR.muted };
  const textWidth = w.width - captionWidth - 20;
  const validity = { text: data.validity, font: 'italic', size: 9.5, color: COLOR.muted } as const;
  const captionHeight = w.measure([caption], captionWidth);
  const height = Math.max(QR_SIDE + 6 + captionHeight, w.measure([validity], textWidth));
  w.ensureSpace(height);
  const top = doc.y;
  const captionX = w.left + w.width - captionWidth;
  const qrX = captionX + (captionWidth - QR_SIDE) / 2;
  w.textAt(validity, w.left, top, textWidth);
  drawQr(doc, data.qr.url, qrX, top, QR_SIDE);
  doc.link(qrX, top, QR_SIDE, QR_SIDE, data.qr.url);
  w.textAt(caption, captionX, top + QR_SIDE + 6, captionWidth, 'center');
  doc.x = w.left;
  doc.y = top + height;
  return w.finish();
}
