import type { BookingConfirmationProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BookingConfirmation } from './BookingConfirmation.tsx';
import { b2bProps, confirmationProps, paidInFullProps, pendingProps } from './story-props.ts';

const render = (props: BookingConfirmationProps) => renderToStaticMarkup(<BookingConfirmation {...props} />);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const part = (html: string, pattern: RegExp) => html.match(pattern)?.[0] ?? '';

describe('BookingConfirmation', () => {
  const html = render(confirmationProps());

  it('is the page’s heading with the subtitle and description, named by it', () => {
    const id = html.match(/<section [^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toContain(`<h1 id="${id}" class="booking-confirmation__title">Your trip is booked!</h1>`);
    expect(html).toContain(
      '<p class="booking-confirmation__subtitle">Thank you, Ana: Japan is waiting for you.</p>',
    );
    expect(text(html)).toContain('We have sent the confirmation to ana.garcia@example.com.');
    // Headings in order: the page's h1, then the trip's h2.
    expect([...html.matchAll(/<h(\d)/g)].map((m) => m[1])).toEqual(['1', '2']);
  });

  it('shows the locator with its label, and the status in a polite region', () => {
    expect(html).toContain(
      '<p class="booking-confirmation__locator"><span class="booking-confirmation__locator-label">Booking reference</span><strong class="booking-confirmation__locator-code">WP7F3C21</strong></p>',
    );
    const status = part(html, /<p class="booking-confirmation__status" role="status">[\s\S]*?<\/p>/);
    expect(text(status)).toBe('Confirmed');
    expect(status).not.toContain('booking-confirmation__pulse');
  });

  it('pulses by the status while the payment is being confirmed', () => {
    const pending = render(pendingProps());
    expect(pending).toContain('class="booking-confirmation wp-section booking-confirmation--pending"');
    const status = part(pending, /<p class="booking-confirmation__status" role="status">[\s\S]*?<\/p>/);
    expect(status).toContain('<span class="booking-confirmation__pulse" aria-hidden="true"></span>');
    expect(text(status)).toBe('Confirming your payment…');
  });

  it('shows the trip card with its link, dates and travellers', () => {
    const trip = part(html, /<article [\s\S]*?<\/article>/);
    const id = trip.match(/aria-labelledby="([^"]+)"/)?.[1];
    expect(trip).toContain(
      `<h2 id="${id}" class="booking-confirmation__trip-title"><a class="booking-confirmation__trip-link" href="/us/asia/japan/123-japan-classic">Japan: Tokyo, Kyoto and Osaka</a></h2>`,
    );
    expect(text(trip)).toContain('Mar 12 – Mar 24, 2025 (13 days) 2 adults');
  });

  it('lists the facts as a definition list', () => {
    const facts = part(html, /<dl [\s\S]*?<\/dl>/);
    expect(
      [...facts.matchAll(/<dt [^>]*>([^<]*)<\/dt><dd [^>]*>([^<]*)<\/dd>/g)].map((m) => [m[1], m[2]]),
    ).toEqual([
      ['Departure', 'New York (JFK)'],
      ['Category', 'Comfort, 4-star hotels'],
      ['Payment method', 'Credit or debit card'],
      ['Paid today', '$2,000.31'],
      ['Total price', '$8,001.25'],
    ]);
    expect(render(confirmationProps({ facts: [] }))).not.toContain('<dl');
  });

  it('calls out the remaining payment with its link, and nothing when paid in full', () => {
    const remaining = part(html, /<div class="booking-confirmation__remaining">[\s\S]*?<\/div>/);
    expect(text(remaining)).toBe('$6,000.94 left to pay before Feb 10, 2025. Pay the rest now');
    expect(remaining).toContain(
      '<a class="wp-btn booking-confirmation__remaining-link" href="/us/part-payment/9a8b7c6d5e4f3a2b">',
    );
    expect(render(paidInFullProps())).not.toContain('booking-confirmation__remaining');
  });

  it('lists the documents as links, downloading those marked so', () => {
    const links = [...html.matchAll(/<a class="booking-confirmation__document"[^>]*>/g)].map((m) => m[0]);
    expect(links).toEqual([
      '<a class="booking-confirmation__document" href="/us/my-trip/9a8b7c6d5e4f3a2b/documents/confirmation.pdf" download="">',
      '<a class="booking-confirmation__document" href="/us/my-trip/9a8b7c6d5e4f3a2b/documents/summary.pdf" download="">',
      '<a class="booking-confirmation__document" href="/us/legal/travel-conditions">',
    ]);
    expect(text(part(html, /<ul role="list" class="booking-confirmation__documents">[\s\S]*?<\/ul>/))).toBe(
      'Booking confirmation (PDF) Trip summary (PDF) Travel conditions',
    );
    expect(render(pendingProps())).not.toContain('booking-confirmation__documents');
  });

  it('shows a B2B site’s voucher texts as given', () => {
    expect(text(render(b2bProps()))).toContain('Booking voucher issued Agency: Global Travel Partners');
  });
});
