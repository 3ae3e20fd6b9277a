/** Confirmation props for the stories and tests, shaped like the composer's (en-US, the Japan trip). */
import type { BookingConfirmationProps } from '@waypoint/schemas';

const BOOKING = '/us/my-trip/9a8b7c6d5e4f3a2b';

export function confirmationProps(
  overrides: Partial<BookingConfirmationProps> = {},
): BookingConfirmationProps {
  return {
    title: 'Your trip is booked!',
    subtitle: 'Thank you, Ana: Japan is waiting for you.',
    description:
      'We have sent the confirmation to ana.garcia@example.com. Your e-tickets and vouchers arrive 15 days before departure.',
    locatorLabel: 'Booking reference',
    locator: 'WP7F3C21',
    status: 'Confirmed',
    pending: false,
    trip: {
      title: 'Japan: Tokyo, Kyoto and Osaka',
      href: '/us/asia/japan/123-japan-classic',
      dates: 'Mar 12 – Mar 24, 2025 (13 days)',
      travellers: '2 adults',
    },
    facts: [
      { label: 'Departure', value: 'New York (JFK)' },
      { label: 'Category', value: 'Comfort, 4-star hotels' },
      { label: 'Payment method', value: 'Credit or debit card' },
      { label: 'Paid today', value: '$2,000.31' },
      { label: 'Total price', value: '$8,001.25' },
    ],
    remaining: {
      text: '$6,000.94 left to pay before Feb 10, 2025.',
      href: '/us/part-payment/9a8b7c6d5e4f3a2b',
      label: 'Pay the rest now',
    },
    documents: [
      { label: 'Booking confirmation (PDF)', href: `${BOOKING}/documents/confirmation.pdf`, download: true },
      { label: 'Trip summary (PDF)', href: `${BOOKING}/documents/summary.pdf`, download: true },
      { label: 'Travel conditions', href: '/us/legal/travel-conditions', download: false },
    ],
    ...overrides,
  };
}

/** The provider has not confirmed the payment yet. */
export function pendingProps(): BookingConfirmationProps {
  return confirmationProps({
    title: 'We are confirming your payment',
    subtitle: 'This usually takes less than a minute.',
    description: 'You can close this page: we will e-mail you as soon as your booking is confirmed.',
    status: 'Confirming your payment…',
    pending: true,
    remaining: null,
    documents: [],
  });
}

/** Paid in full: nothing remains. */
export function paidInFullProps(): BookingConfirmationProps {
  return confirmationProps({
    remaining: null,
    facts: [
      { label: 'Departure', value: 'New York (JFK)' },
      { label: 'Category', value: 'Comfort, 4-star hotels' },
      { label: 'Paid', value: '$8,001.25' },
    ],
  });
}

/** A B2B site: the voucher texts (§6). */
export function b2bProps(): BookingConfirmationProps {
  return confirmationProps({
    title: 'Booking voucher issued',
    subtitle: 'Agency: Global Travel Partners (agent 4471)',
    description:
      'Hand this voucher to your client. The net price is invoiced to the agency; the client pays nothing at the destination.',
    facts: [
      { label: 'Client', value: 'Ana García' },
      { label: 'Net price', value: '$6,880.00' },
      { label: 'Commission', value: '$1,121.25' },
    ],
    remaining: null,
    documents: [{ label: 'Voucher (PDF)', href: `${BOOKING}/documents/voucher.pdf`, download: true }],
  });
}
