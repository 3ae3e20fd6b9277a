/**
 * The ticket PDF served under `/ticket/pdf/` (buying-flow.md §2 "Ticket page", §3 "Ticket": the ticket's
 * data and its providers): the locator, the travellers, the services day by day and who to call for each.
 */
import type { TicketPdfData, TicketSegmentKind } from './types.ts';
import { COLOR, PdfWriter } from './writer.ts';

/** The colour of the bar beside a service, so that flights, stays, transfers and activities stand apart. */
const KIND_COLOR: Record<TicketSegmentKind, string> = {
  flight: '#2f6fb5',
  hotel: '#3d8b5a',
  transfer: '#c07a1c',
  activity: '#8a4fb0',
};

const DATE_WIDTH = 88;
const PROVIDER_WIDTH = 120;

export function ticketPdf(data: TicketPdfData): Promise<Buffer> {
  const w = new PdfWriter(data);

  // 1. Title, then the locator beside the trip and its dates.
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
      {
        runs: [
          { text: data.trip, font: 'bold', size: 13 },
          { text: data.dates, size: 10, color: COLOR.muted },
        ],
        width: w.rest([locatorWidth], { inset: true }),
      },
    ],
    { pad: 10, fill: COLOR.panel, inset: true, rule: null },
  );
  w.space(12);

  // 2. The travellers, two a row.
  w.heading(data.passengers.label);
  const half = (w.width - 10) / 2;
  for (let i = 0; i < data.passengers.names.length; i += 2) {
    const pair = data.passengers.names.slice(i, i + 2);
    w.row(
      pair.map((name) => ({ runs: [{ text: name }], width: half })),
      { pad: 3, rule: null },
    );
  }
  w.space(12);

  // 3. The services: date, what and its details, who provides it.
  const middle = w.rest([DATE_WIDTH, PROVIDER_WIDTH], { marker: true });
  for (const segment of data.segments) {
    w.row(
      [
        { runs: [{ text: segment.date, font: 'bold', size: 9.5 }], width: DATE_WIDTH },
        {
          runs: [
            { text: segment.title, font: 'bold', size: 10.5 },
            { text: segment.detail, size: 9, color: COLOR.muted },
          ],
          width: middle,
        },
        { runs: [{ text: segment.provider, size: 9, color: COLOR.muted }], width: PROVIDER_WIDTH },
      ],
      { pad: 6, marker: KIND_COLOR[segment.kind] },
    );
  }
  w.space(14);

  // 4. How to reach each provider.
  if (data.providers.rows.length > 0) {
    w.heading(data.providers.title);
    const phoneWidth = 110;
    const emailWidth = 170;
    for (const provider of data.providers.rows) {
      w.row([
        { runs: [{ text: provider.name, font: 'bold', size: 9.5 }], width: w.rest([phoneWidth, emailWidth]) },
        { runs: [{ text: provider.phone, size: 9.5 }], width: phoneWidth },
        { runs: [{ text: provider.email, size: 9.5, link: `mailto:${provider.email}` }], width: emailWidth },
      ]);
    }
    w.space(14);
  }

  // 5. The conditions.
  w.paragraph({ text: data.policy, size: 9, color: COLOR.muted });
  return w.finish();
}
