/** Ticket page props for the stories and tests, shaped like the composer's (en-US, the Japan trip). */
import type { TicketDocumentProps } from '@waypoint/schemas';

export function ticketProps(overrides: Partial<TicketDocumentProps> = {}): TicketDocumentProps {
  return {
    title: 'Your e-ticket',
    locator: 'WP7F3C21',
    trip: 'Japan: Tokyo, Kyoto and Osaka',
    dates: 'Mar 12 – Mar 24, 2025 (13 days)',
    passengers: ['Ana García', 'Luis García'],
    segments: [
      {
        kind: 'flight',
        date: 'Wed, Mar 12',
        title: 'Flight JL 5 · New York (JFK) → Tokyo (HND)',
        detail: 'Departs 1:25 pm, arrives 4:50 pm (+1). Economy, 2 checked bags. Booking code QX7P2L.',
        provider: 'Japan Airlines',
      },
      {
        kind: 'transfer',
        date: 'Thu, Mar 13',
        title: 'Private transfer · Haneda airport → hotel',
        detail: 'Your driver waits in the arrivals hall with a sign with your name.',
        provider: 'Tokyo Transfers Co.',
      },
      {
        kind: 'hotel',
        date: 'Thu, Mar 13',
        title: 'Hotel Gracery Shinjuku · 4 nights',
        detail: 'Double room, breakfast included. Check-in from 2 pm.',
        provider: 'Hotel Gracery Shinjuku',
      },
      {
        kind: 'activity',
        date: 'Sat, Mar 15',
        title: 'Mount Fuji and Hakone day trip',
        detail: 'Pick-up at 7:40 am from the hotel lobby. Lunch included.',
        provider: 'Fuji Day Tours',
      },
      {
        kind: 'hotel',
        date: 'Mon, Mar 17',
        title: 'Ryokan Kyoto Yuzuya · 2 nights',
        detail: 'Traditional room with half board.',
        provider: 'Kyoto Yuzuya',
      },
      {
        kind: 'flight',
        date: 'Mon, Mar 24',
        title: 'Flight JL 6 · Osaka (KIX) → New York (JFK)',
        detail: 'Departs 11:05 am, arrives 10:45 am. Economy, 2 checked bags. Booking code QX7P2L.',
        provider: 'Japan Airlines',
      },
    ],
    providers: [
      { name: 'Japan Airlines', phone: '+1 800 525 3663', email: 'reservations@jal.example.com' },
      { name: 'Tokyo Transfers Co.', phone: '+81 3-5555-0134', email: 'desk@tokyotransfers.example.com' },
      { name: 'Hotel Gracery Shinjuku', phone: '+81 3-6833-1111', email: 'front@gracery.example.com' },
      { name: 'Fuji Day Tours', phone: '+81 3-5555-0188', email: 'hello@fujidaytours.example.com' },
      { name: 'Kyoto Yuzuya', phone: '+81 75-555-0102', email: 'stay@yuzuya.example.com' },
    ],
    policy:
      'Flex cancellation: free cancellation for any reason up to 21 days before departure (Feb 19, 2025). After that, 30% of the price is kept.',
    documents: [
      { label: 'Ticket (PDF)', href: '/us/ticket/pdf/wp7f3c21' },
      { label: 'Voucher cancellation (PDF)', href: '/us/ticket/pdf/wp7f3c21/cancellation' },
    ],
    ...overrides,
  };
}

/** One traveller, flights only, no documents yet. */
export function flightsOnlyProps(): TicketDocumentProps {
  const props = ticketProps();
  return ticketProps({
    passengers: ['Ana García'],
    segments: props.segments.filter((segment) => segment.kind === 'flight'),
    providers: props.providers.slice(0, 1),
    documents: [],
  });
}
