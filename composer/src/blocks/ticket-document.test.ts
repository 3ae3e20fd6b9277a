import { UpstreamTicket, UpstreamTicketProviders } from '@waypoint/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { useKit } from '../../test/block-kit.ts';
import { BOOKING_TOKEN, forToken, withReads } from '../../test/payment-fixtures.ts';
import { ticketDocument } from './ticket-document.ts';

const kit = useKit();

/** The ticket of a booking of two, as `GET /api/ticket/{bookingToken}` sends it. */
function ticket(patch: Partial<UpstreamTicket> = {}): UpstreamTicket {
  return UpstreamTicket.parse({
    bookingToken: BOOKING_TOKEN,
    locator: 'K7Q2XD',
    productTitle: 'Safari and wildlife: Nairobi, Naivasha and Mombasa',
    departureDate: '2026-12-03',
    returnDate: '2026-12-14',
    passengers: [
      { name: 'Ada Lovelace', type: 'adult' },
      { name: 'Grace Hopper', type: 'adult' },
    ],
    segments: [
      {
        kind: 'flight',
        title: 'Outbound flight New York – Nairobi',
        date: '2026-12-03',
        detail: 'Kenya Airways KQ003, departs 12:25',
        providerId: 'prv-air-kq',
      },
      {
        kind: 'transfer',
        title: 'Transfers in Nairobi',
        date: '2026-12-04',
        detail: 'Airport to hotel on arrival, hotel to airport on departure',
        providerId: 'prv-transfer-nbo',
      },
      {
        kind: 'hotel',
        title: 'Sarova Stanley',
        date: '2026-12-04',
        detail: '2 nights, Superior double room',
        providerId: 'prv-hotel-stanley',
      },
      {
        kind: 'activity',
        title: 'Game drive in Lake Naivasha',
        date: '2026-12-06',
        detail: 'For 2 travellers',
        providerId: 'prv-activity-naivasha',
      },
    ],
    cancellationPolicy: 'FLEX',
    ...patch,
  });
}

const PROVIDERS = UpstreamTicketProviders.parse([
  { id: 'prv-air-kq', name: 'Kenya Airways', phone: '+254 20 327 4747', email: 'help@kenya-airways.test' },
  {
    id: 'prv-transfer-nbo',
    name: 'Nairobi Transfers',
    phone: '+254 700 100 200',
    email: 'ops@nbo-transfers.test',
  },
  {
    id: 'prv-hotel-stanley',
    name: 'Sarova Stanley',
    phone: '+254 20 275 7000',
    email: 'stanley@sarova.test',
  },
  {
    id: 'prv-activity-naivasha',
    name: 'Naivasha Safaris',
    phone: '+254 722 555 010',
    email: 'bookings@naivasha-safaris.test',
  },
]);

/**
 * The sandbox's documents API with the ticket of BOOKING_TOKEN answered from a fixture, and its
 * providers too unless `providers` is null (then they are the sandbox's own read, which knows no such booking).
 */
const withTicket = (value: UpstreamTicket, providers: UpstreamTicketProviders | null = PROVIDERS) =>
  withReads('documents', {
    ticket: forToken(value, BOOKING_TOKEN),
    ...(providers !== null ? { ticketProviders: forToken(providers, BOOKING_TOKEN, []) } : {}),
  });

/** pino's numeric level of errors. */
const ERROR = 50;

const params = { ticket: BOOKING_TOKEN };
const PATH = `/us/ticket/pdf/${BOOKING_TOKEN}`;

describe('TicketDocument', () => {
  it('shows the services day by day with who provides each, the providers and the PDFs', async () => {
    const { props } = await kit.run(ticketDocument, { params, sources: withTicket(ticket()) });
    expect(props).toEqual([
      {
        title: 'Your ticket',
        locator: 'K7Q2XD',
        trip: 'Safari and wildlife: Nairobi, Naivasha and Mombasa',
        dates: 'Thursday, December 3, 2026 to Monday, December 14, 2026',
        passengers: ['Ada Lovelace', 'Grace Hopper'],
        segments: [
          {
            kind: 'flight',
            date: 'Thursday, December 3, 2026',
            title: 'Outbound flight New York – Nairobi',
            detail: 'Kenya Airways KQ003, departs 12:25',
            provider: 'Kenya Airways',
          },
          {
            kind: 'transfer',
            date: 'Friday, December 4, 2026',
            title: 'Transfers in Nairobi',
            detail: 'Airport to hotel on arrival, hotel to airport on departure',
            provider: 'Nairobi Transfers',
          },
          {
            kind: 'hotel',
            date: 'Friday, December 4, 2026',
            title: 'Sarova Stanley',
            detail: '2 nights, Superior double room',
            provider: 'Sarova Stanley',
          },
          {
            kind: 'activity',
            date: 'Sunday, December 6, 2026',
            title: 'Game drive in Lake Naivasha',
            detail: 'For 2 travellers',
            provider: 'Naivasha Safaris',
          },
        ],
        providers: PROVIDERS.map(({ name, phone, email }) => ({ name, phone, email })),
        policy: 'Cancellation policy: FLEX',
        // buying-flow.md §2 "Ticket page": the ticket PDF path contains '/ticket/pdf/'; §7 the voucher cancellation.
        documents: [
          { label: 'Download your ticket (PDF)', href: `${PATH}.pdf` },
          { label: 'Cancellation voucher (PDF)', href: `${PATH}/cancellation.pdf` },
        ],
      },
    ]);
  });

  it('leaves the provider of a segment blank when the providers do not name it', async () => {
    const { props } = await kit.run(ticketDocument, {
      params,
      sources: withTicket(ticket(), PROVIDERS.slice(0, 1)),
    });
    expect(props[0]!.segments.map((s) => s.provider)).toEqual(['Kenya Airways', '', '', '']);
    expect(props[0]!.providers).toEqual([
      { name: 'Kenya Airways', phone: '+254 20 327 4747', email: 'help@kenya-airways.test' },
    ]);
  });

  describe('when the providers cannot be read (ERROR_TICKET_PROVIDERS_DATA)', () => {
    afterEach(() => kit.sandbox().sandboxFaults.clear());

    it('shows the ticket without them, and logs the failure', async () => {
      kit.sandbox().sandboxFaults.set({ path: '/api/ticket/:bookingToken/providers', status: 500 });
      const { props, logs } = await kit.run(ticketDocument, { params, sources: withTicket(ticket(), null) });
      expect(props[0]!.providers).toEqual([]);
      expect(props[0]!.segments.map((s) => s.provider)).toEqual(['', '', '', '']);
      expect(props[0]!.locator).toBe('K7Q2XD');
      const failed = logs.find((l) => l.level === ERROR && l.msg === 'ticket providers failed');
      expect(failed?.['err']).toMatchObject({ code: 'ERROR_TICKET_PROVIDERS_DATA' });
      expect(logs.some((l) => (l['err'] as { upstreamStatus?: number })?.upstreamStatus === 500)).toBe(true);
    });
  });

  it('links the PDFs in the market of the page', async () => {
    const { props } = await kit.run(ticketDocument, {
      ctx: { market: 'de' },
      params,
      sources: withTicket(ticket({ cancellationPolicy: 'FLEX+' })),
    });
    expect(props[0]!.documents.map((d) => d.href)).toEqual([
      `/de/ticket/pdf/${BOOKING_TOKEN}.pdf`,
      `/de/ticket/pdf/${BOOKING_TOKEN}/cancellation.pdf`,
    ]);
    expect(props[0]!.policy).toContain('FLEX+');
  });

  it('is hidden for a ticket the sandbox does not know, and without a ticket in the address', async () => {
    const unknown = await kit.run(ticketDocument, { params });
    expect(unknown.result).toBeNull();
    const none = await kit.run(ticketDocument, { sources: withTicket(ticket()) });
    expect(none.result).toBeNull();
  });
});
