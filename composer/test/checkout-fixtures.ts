/**
 * Test fixtures of the checkout's resolvers (their *.test.ts): the attempt's summary as the seller's API
 * sends it (parsed with its upstream schema), and the page params of each checkout step. The attempt's
 * static data and the reads of one token come from payment-fixtures.ts.
 */
import { type CheckoutStep, UpstreamCheckoutSummary } from '@waypoint/schemas';
import { TOKEN, TRIP } from './payment-fixtures.ts';

/** The params of the checkout page on `step` (the v2 address). */
export const onStep = (step: CheckoutStep) => ({ token: TOKEN, step, version: 'v2' as const });

/**
 * Two adults and a child on a $4,200.00 trip (New York, 3 to 14 December 2026): the base price, one
 * activity ($50 a person) and the fees.
 */
export function summary(patch: Partial<UpstreamCheckoutSummary> = {}): UpstreamCheckoutSummary {
  return UpstreamCheckoutSummary.parse({
    revision: 7,
    product: {
      title: TRIP,
      name: 'safari-and-wildlife',
      departure_city: 'New York',
      departure_date: '2026-12-03',
      arrival_date: '2026-12-14',
    },
    offer: { days: 12 },
    price: { total: 4200, totalWithoutDiscounts: 4200, base: 3900, flightPrice: 1200 },
    breakdown: [
      {
        name: 'Safari and wildlife',
        code: 'campaign',
        id: null,
        totalPrice: 3900,
        totalPricePerPerson: 1300,
      },
      { name: 'Balloon flight', code: 'option', id: 'act-balloon', totalPrice: 150, totalPricePerPerson: 50 },
      { name: 'Fees', code: 'fees', id: null, totalPrice: 150, totalPricePerPerson: 50 },
    ],
    includes: ['Flights', 'Hotels', 'Transfers'],
    category: { type: 'standard', name: 'Standard' },
    details: {
      passengersCount: 3,
      baseDays: 12,
      baseNights: 11,
      departure: { date: '2026-12-03' },
      arrival: { date: '2026-12-14', original_date: '2026-12-14' },
    },
    pax: { passengers: 3, adults: 2, children: 1, babies: 0 },
    supplements: { supplements: [{ id: 'act-balloon', price: 50 }] },
    accommodations: {
      includes: [{ id: 'room-std', price: 0 }],
      supplements: [{ id: 'room-sea', price: 360 }],
    },
    currency: 'USD',
    flight: null,
    voucherCode: null,
    custom: false,
    ...patch,
  });
}
