import { UpstreamBudget } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { buildCtx, ORIGIN, useKit } from '../../test/block-kit.ts';
import { forToken, TRIP_URL, withReads } from '../../test/payment-fixtures.ts';
import type { RequestContext } from '../compose/types.ts';
import { qrSvgDataUrl } from '../documents/index.ts';
import { budgetDocument } from './budget-document.ts';

const kit = useKit();

/** The budget's id (the sandbox knows no budget of it: unstubbed reads answer null). */
const ID = 'bq_R8tLm2Vx9KcP';

/** A quote saved at checkout for two adults and a child, as `GET /api/budget?id=` sends it. */
function budget(patch: Partial<UpstreamBudget> = {}): UpstreamBudget {
  return UpstreamBudget.parse({
    id: ID,
    market: 'us',
    createdAt: '2026-03-01T09:30:00.000Z',
    validUntil: '2026-03-15',
    email: 'ada@example.com',
    sentTo: ['ada@example.com'],
    currency: 'USD',
    product: {
      id: 12,
      title: 'Safari and wildlife: Nairobi, Naivasha and Mombasa',
      url: TRIP_URL,
      image: '/media/trips/12/hero.jpg',
      days: 12,
    },
    category: 'Superior',
    departureCity: 'New York',
    departureDate: '2026-12-03',
    pax: { adults: 2, children: 1, babies: 0 },
    lines: [
      { name: 'Safari and wildlife: Nairobi, Naivasha and Mombasa', amount: 5340 },
      { name: 'Extra nights (2)', amount: 420 },
      { name: 'Travel protection: Flex', amount: 96.5 },
    ],
    total: 5856.5,
    orderAttemptToken: 'oa_8fK2mQ7xLr4Tz9Wb',
    ...patch,
  });
}

/** The sandbox's documents API with the budget of ID answered from a fixture; others still ask it. */
const withBudget = (value: UpstreamBudget) => withReads('documents', { budget: forToken(value, ID) });

const params = { budget: ID };
const inQuoteSimplification = (variant: 'v1' | 'v2'): RequestContext => ({
  ...buildCtx(),
  experiments: { ABTripQuoteSimplification: variant },
});

describe('BudgetDocument', () => {
  it('shows the quote: the trip, its choice, the price lines, how long it holds, the PDF', async () => {
    const { props } = await kit.run(budgetDocument, { params, sources: withBudget(budget()) });
    expect(props).toEqual([
      {
        title: 'Your trip quote',
        reference: `Quote ${ID}`,
        trip: {
          title: 'Safari and wildlife: Nairobi, Naivasha and Mombasa',
          href: TRIP_URL,
          image: '/media/trips/12/hero.jpg',
        },
        facts: [
          { label: 'Room', value: 'Superior' },
          { label: 'Departing from', value: 'New York' },
          { label: 'Departure', value: 'Thursday, December 3, 2026' },
          { label: 'Days', value: '12' },
          { label: 'Travellers', value: '2 adults, 1 child' },
          { label: 'Sent to', value: 'ada@example.com' },
        ],
        lines: [
          { label: 'Safari and wildlife: Nairobi, Naivasha and Mombasa', amount: '$5,340.00' },
          { label: 'Extra nights (2)', amount: '$420.00' },
          { label: 'Travel protection: Flex', amount: '$96.50' },
        ],
        total: { label: 'Total', amount: '$5,856.50' },
        validity: 'Price valid until Sunday, March 15, 2026, subject to availability.',
        qr: null,
        // buying-flow.md §2 "Budget page": the budget PDF path contains '/budget/pdf/'.
        pdf: { label: 'Download the PDF', href: `/us/budget/pdf/${ID}.pdf` },
        book: { label: 'Book this trip', href: TRIP_URL },
      },
    ]);
  });

  it('has the QR code that opens this page only under ABTripQuoteSimplification v2 (§9 "budget PDF with QR")', async () => {
    const v2 = await kit.run(budgetDocument, {
      ctx: inQuoteSimplification('v2'),
      params,
      sources: withBudget(budget()),
    });
    expect(v2.props[0]!.qr).toEqual({
      src: await qrSvgDataUrl(`${ORIGIN}/us/budget/pdf/${ID}`),
      alt: 'QR code that opens this quote',
      caption: 'Scan to open this quote online',
    });
    expect(v2.props[0]!.qr?.src).toMatch(/^data:image\/svg\+xml;base64,/);
    const v1 = await kit.run(budgetDocument, {
      ctx: inQuoteSimplification('v1'),
      params,
      sources: withBudget(budget()),
    });
    expect(v1.props[0]!.qr).toBeNull();
  });

  it('says when the departure is not chosen yet and leaves out whom it was not sent to', async () => {
    const { props } = await kit.run(budgetDocument, {
      params,
      sources: withBudget(
        budget({ departureDate: null, sentTo: [], email: null, pax: { adults: 1, children: 0, babies: 2 } }),
      ),
    });
    expect(props[0]!.facts).toEqual([
      { label: 'Room', value: 'Superior' },
      { label: 'Departing from', value: 'New York' },
      { label: 'Departure', value: 'Not chosen yet' },
      { label: 'Days', value: '12' },
      { label: 'Travellers', value: '1 adult, 2 babies' },
    ]);
  });

  it('links the PDF and the QR code in the market of the page', async () => {
    const ctx: RequestContext = {
      ...buildCtx({ market: 'es' }),
      experiments: { ABTripQuoteSimplification: 'v2' },
    };
    const { props } = await kit.run(budgetDocument, {
      ctx,
      params,
      sources: withBudget(budget({ market: 'es', currency: 'EUR' })),
    });
    expect(props[0]!.pdf.href).toBe(`/es/budget/pdf/${ID}.pdf`);
    expect(props[0]!.total.amount).toBe('5.856,50 €');
    expect(props[0]!.qr?.src).toBe(await qrSvgDataUrl(`${ORIGIN}/es/budget/pdf/${ID}`));
  });

  it('is hidden for a budget the sandbox does not know, and without a budget in the address', async () => {
    const unknown = await kit.run(budgetDocument, { params });
    expect(unknown.result).toBeNull();
    const other = await kit.run(budgetDocument, { params: { budget: 'bq_Unknown00000' } });
    expect(other.result).toBeNull();
    const none = await kit.run(budgetDocument, { sources: withBudget(budget()) });
    expect(none.result).toBeNull();
  });
});
