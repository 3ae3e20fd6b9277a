import { confirmationUsesVoucherTexts } from '@waypoint/config';
import { UpstreamBooking, type UpstreamFractional } from '@waypoint/schemas';
import { describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import {
  BOOKING_TOKEN,
  forToken,
  fractional as paidInParts,
  TOKEN,
  TRIP,
  withCheckout,
} from '../../test/payment-fixtures.ts';
import { bookingConfirmation } from './booking-confirmation.ts';

const kit = useKit();

/** A booking of two travellers paid in full, as the seller's API sends it (parsed with its schema). */
function booking(patch: Partial<UpstreamBooking> = {}): UpstreamBooking {
  return UpstreamBooking.parse({
    bookingToken: BOOKING_TOKEN,
    orderAttemptToken: TOKEN,
    orderId: 100231,
    groupId: 88012,
    locator: 'K7Q2XD',
    status: 'confirmed',
    paymentStatus: 'PAGADO',
    provider: 'dropin',
    paymentMethodId: 6,
    paymentMethod: 'Card, secure checkout',
    paymentPlan: null,
    cancellationPolicy: 'FLEX',
    extraNights: 0,
    currency: 'USD',
    total: 4263,
    totalWithoutDiscounts: 4263,
    totalSuplements: 0,
    paid: 4263,
    remaining: 0,
    payments: [{ amount: 4263, dueDate: null, paidAt: '2026-03-01T10:12:00.000Z', paymentId: 'ds_7Hc2Lq9' }],
    createdAt: '2026-03-01T10:12:05.000Z',
    product: {
      id: 12,
      title: TRIP,
      url: '/us/africa/kenya/12-safari-and-wildlife-nairobi-naivasha-and-mombasa',
      departureCity: 'New York',
      departureDate: '2026-12-03',
      returnDate: '2026-12-14',
      days: 12,
    },
    passengers: [
      { firstName: 'Ada', lastName: 'Lovelace', type: 'adult' },
      { firstName: 'Grace', lastName: 'Hopper', type: 'adult' },
    ],
    confirmation: {
      title: 'Your trip is booked!',
      subtitle: 'Booking reference K7Q2XD',
      description: `Get ready for ${TRIP}. We have sent the details of your booking to ada@example.com.`,
    },
    voucher: {
      title: 'Travel voucher',
      subtitle: TRIP,
      description: 'Booking reference K7Q2XD, departing on 12/03/2026. Show this voucher on arrival.',
    },
    customerEmail: 'ada@example.com',
    ...patch,
  });
}

/** The same booking on the 25/75 plan: the first share paid, $3,197.25 left. */
const partlyPaid = (): UpstreamBooking =>
  booking({
    paymentStatus: 'PENDIENTE',
    paymentPlan: '25_75',
    paid: 1065.75,
    remaining: 3197.25,
    payments: [
      { amount: 1065.75, dueDate: null, paidAt: '2026-03-01T10:12:00.000Z', paymentId: 'ds_7Hc2Lq9' },
      { amount: 3197.25, dueDate: '2026-10-19', paidAt: null, paymentId: null },
    ],
  });

/** The booking paid in full: nothing left for the part-payment page. */
const fractional = (patch: Partial<UpstreamFractional> = {}): UpstreamFractional =>
  paidInParts({ paid: 4263, remaining: 0, next: null, methods: [], paymentStatus: 'PENDIENTE2', ...patch });

const confirmation = { token: TOKEN, confirmation: true };
const TICKET = `/us/ticket/pdf/${BOOKING_TOKEN}`;

describe('BookingConfirmation', () => {
  it('shows the campaign confirmation texts, the booking and its documents (buying-flow.md §2)', async () => {
    const { props } = await kit.run(bookingConfirmation, {
      params: confirmation,
      sources: withCheckout({ booking: forToken(booking()) }),
    });
    expect(props).toEqual([
      {
        title: 'Your trip is booked!',
        subtitle: 'Booking reference K7Q2XD',
        description: `Get ready for ${TRIP}. We have sent the details of your booking to ada@example.com.`,
        locatorLabel: 'Booking reference',
        locator: 'K7Q2XD',
        status: 'Confirmed',
        pending: false,
        trip: {
          title: TRIP,
          href: '/us/africa/kenya/12-safari-and-wildlife-nairobi-naivasha-and-mombasa',
          dates: 'Thursday, December 3, 2026 to Monday, December 14, 2026',
          travellers: 'Ada Lovelace, Grace Hopper',
        },
        facts: [
          { label: 'Total', value: '$4,263.00' },
          { label: 'Paid', value: '$4,263.00' },
          { label: 'Payment method', value: 'Card, secure checkout' },
          { label: 'Cancellation policy', value: 'FLEX' },
          { label: 'Confirmation sent to', value: 'ada@example.com' },
        ],
        remaining: null,
        // buying-flow.md §2 "Ticket page": the ticket PDF path contains '/ticket/pdf/'.
        documents: [
          { label: 'Your ticket', href: TICKET, download: false },
          { label: 'Download your ticket (PDF)', href: `${TICKET}.pdf`, download: true },
          { label: 'Cancellation voucher (PDF)', href: `${TICKET}/cancellation.pdf`, download: true },
        ],
      },
    ]);
  });

  describe('texts (buying-flow.md §6: "On B2B sites, campaign modal and confirmation texts are voucher texts")', () => {
    it.each([
      ['a trade partner (B2B domain)', 'tradePartner' as const],
      ['the advisors site (B2B domain)', 'advisors' as const],
    ])('are the voucher texts on %s', async (_, site) => {
      const { props, ctx } = await kit.run(bookingConfirmation, {
        ctx: { site },
        params: confirmation,
        sources: withCheckout({ booking: forToken(booking()) }),
      });
      expect(ctx.site.isB2BDomain).toBe(true);
      expect(confirmationUsesVoucherTexts(ctx.site)).toBe(true);
      expect(props[0]).toMatchObject({
        title: 'Travel voucher',
        subtitle: TRIP,
        description: 'Booking reference K7Q2XD, departing on 12/03/2026. Show this voucher on arrival.',
      });
    });

    it.each([
      ['the main site', 'main' as const],
      ['a B2B2C partner', 'partner' as const],
      ['a white label', 'whiteLabel' as const],
      ['the sales site', 'sales' as const],
    ])('are the campaign texts on %s', async (_, site) => {
      const { props, ctx } = await kit.run(bookingConfirmation, {
        ctx: { site },
        params: confirmation,
        sources: withCheckout({ booking: forToken(booking()) }),
      });
      expect(ctx.site.isB2BDomain).toBe(false);
      expect(props[0]).toMatchObject({ title: 'Your trip is booked!', subtitle: 'Booking reference K7Q2XD' });
    });
  });

  it('shows what remains to pay, with the part-payment page of the attempt', async () => {
    const { props } = await kit.run(bookingConfirmation, {
      params: confirmation,
      sources: withCheckout({ booking: forToken(partlyPaid()) }),
    });
    expect(props[0]!.remaining).toEqual({
      text: '$3,197.25 left to pay before you travel.',
      href: `/us/part-payment/${TOKEN}`,
      label: 'Pay the rest',
    });
    expect(props[0]!.facts.slice(0, 2)).toEqual([
      { label: 'Total', value: '$4,263.00' },
      { label: 'Paid', value: '$1,065.75' },
    ]);
  });

  it('says the payment is being confirmed while the booking is pending', async () => {
    const { props } = await kit.run(bookingConfirmation, {
      params: confirmation,
      sources: withCheckout({ booking: forToken(booking({ status: 'pending' })) }),
    });
    expect(props[0]).toMatchObject({ status: 'Confirming your payment…', pending: true });
  });

  it('words prices and dates for the market', async () => {
    const { props } = await kit.run(bookingConfirmation, {
      ctx: { market: 'es' },
      params: confirmation,
      sources: withCheckout({ booking: forToken(partlyPaid()) }),
    });
    expect(props[0]!.facts[0]!.value).toBe('4.263,00 €');
    expect(props[0]!.trip.dates).toContain('3 de diciembre de 2026');
    expect(props[0]!.remaining?.href).toBe(`/es/part-payment/${TOKEN}`);
    expect(props[0]!.documents[0]!.href).toBe(`/es/ticket/pdf/${BOOKING_TOKEN}`);
  });

  describe('on the part-payment page', () => {
    it('shows the booking once nothing is left to pay', async () => {
      const { props } = await kit.run(bookingConfirmation, {
        params: { token: TOKEN, share: -1, method: 0 },
        sources: withCheckout({ fractional: forToken(fractional()), booking: forToken(booking()) }),
      });
      expect(props[0]).toMatchObject({ locator: 'K7Q2XD', remaining: null, status: 'Confirmed' });
    });

    it('is hidden while a share is due', async () => {
      const due = fractional({
        paid: 1065.75,
        remaining: 3197.25,
        next: { index: 1, amount: 3197.25, dueDate: '2026-10-19' },
        paymentStatus: 'PENDIENTE',
      });
      const { result } = await kit.run(bookingConfirmation, {
        params: { token: TOKEN, share: 1, method: 0 },
        sources: withCheckout({ fractional: forToken(due), booking: forToken(partlyPaid()) }),
      });
      expect(result).toBeNull();
    });
  });

  it('is hidden on other pages and for a booking the seller does not know', async () => {
    const sources = withCheckout({ booking: forToken(booking()) });
    const checkout = await kit.run(bookingConfirmation, {
      params: { token: TOKEN, step: 'payment', version: 'v2' },
      sources,
    });
    expect(checkout.result).toBeNull();
    const notConfirmed = await kit.run(bookingConfirmation, {
      params: { token: TOKEN, notConfirmed: true },
      sources,
    });
    expect(notConfirmed.result).toBeNull();
    const unknown = await kit.run(bookingConfirmation, { params: confirmation });
    expect(unknown.result).toBeNull();
  });
});
