import type { TicketDocumentProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { flightsOnlyProps, ticketProps } from './story-props.ts';
import { TicketDocument } from './TicketDocument.tsx';
import { telHref, ticketDays } from './ticket-days.ts';

const render = (props: TicketDocumentProps) => renderToStaticMarkup(<TicketDocument {...props} />);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const part = (html: string, pattern: RegExp) => html.match(pattern)?.[0] ?? '';

describe('TicketDocument', () => {
  const html = render(ticketProps());

  it('is a document named by its heading, with the locator, trip, dates and passengers', () => {
    const id = html.match(/<article [^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toContain(`<h1 id="${id}" class="ticket-document__title">Your e-ticket</h1>`);
    expect(html).toContain('<p class="ticket-document__locator">WP7F3C21</p>');
    expect(html).toContain('<h2 class="ticket-document__trip">Japan: Tokyo, Kyoto and Osaka</h2>');
    expect(text(part(html, /<p class="ticket-document__dates">[\s\S]*?<\/p>/))).toBe(
      'Mar 12 – Mar 24, 2025 (13 days)',
    );
    expect(text(part(html, /<ul role="list" class="ticket-document__passengers">[\s\S]*?<\/ul>/))).toBe(
      'Ana García Luis García',
    );
  });

  it('shows the services as a timeline by date, headings in order, a picture per kind', () => {
    const dates = [...html.matchAll(/<h3 class="ticket-document__date">([^<]*)<\/h3>/g)].map((m) => m[1]);
    expect(dates).toEqual(['Wed, Mar 12', 'Thu, Mar 13', 'Sat, Mar 15', 'Mon, Mar 17', 'Mon, Mar 24']);
    expect([...html.matchAll(/<h(\d)/g)].map((m) => m[1])).toEqual(['1', '2', '3', '3', '3', '3', '3']);
    const kinds = [...html.matchAll(/class="ticket-document__segment ticket-document__segment--(\w+)"/g)].map(
      (m) => m[1],
    );
    expect(kinds).toEqual(['flight', 'transfer', 'hotel', 'activity', 'hotel', 'flight']);
    expect(html.match(/<span class="ticket-document__kind" aria-hidden="true"><svg /g)).toHaveLength(6);
    const second = part(
      html,
      /<li class="ticket-document__day"><h3 class="ticket-document__date">Thu, Mar 13[\s\S]*?<\/ol><\/li>/,
    );
    expect(text(second)).toBe(
      'Thu, Mar 13 Private transfer · Haneda airport → hotel Your driver waits in the arrivals hall with a sign with your name. Tokyo Transfers Co. Hotel Gracery Shinjuku · 4 nights Double room, breakfast included. Check-in from 2 pm. Hotel Gracery Shinjuku',
    );
  });

  it('lists the providers with their phone and e-mail links', () => {
    const providers = html.match(/<li class="ticket-document__provider">[\s\S]*?<\/li>/g) ?? [];
    expect(providers).toHaveLength(5);
    const provider = providers[1] ?? '';
    expect(provider).toContain('<a class="ticket-document__contact" href="tel:+81355550134">');
    expect(provider).toContain(
      '<a class="ticket-document__contact" href="mailto:desk@tokyotransfers.example.com">',
    );
    expect(text(provider)).toBe('Tokyo Transfers Co. +81 3-5555-0134 desk@tokyotransfers.example.com');
  });

  it('shows the policy and links to the documents', () => {
    expect(text(part(html, /<p class="ticket-document__policy">[\s\S]*?<\/p>/))).toMatch(
      /^Flex cancellation: free/,
    );
    expect(
      [...html.matchAll(/<a class="ticket-document__document" href="([^"]+)">/g)].map((m) => m[1]),
    ).toEqual(['/us/ticket/pdf/wp7f3c21', '/us/ticket/pdf/wp7f3c21/cancellation']);
    expect(render(flightsOnlyProps())).not.toContain('ticket-document__documents');
  });
});

describe('ticketDays', () => {
  const segment = (date: string, title: string) => ({
    kind: 'hotel' as const,
    date,
    title,
    detail: '',
    provider: '',
  });

  it('groups consecutive services of the same date, in order', () => {
    expect(
      ticketDays([
        segment('Mar 12', 'a'),
        segment('Mar 12', 'b'),
        segment('Mar 13', 'c'),
        segment('Mar 12', 'd'),
      ]).map((day) => [day.date, day.segments.map((s) => s.title).join('')]),
    ).toEqual([
      ['Mar 12', 'ab'],
      ['Mar 13', 'c'],
      ['Mar 12', 'd'],
    ]);
    expect(ticketDays([])).toEqual([]);
  });
});

describe('telHref', () => {
  it.each([
    ['+1 800 525 3663', 'tel:+18005253663'],
    ['(212) 555-0142', 'tel:2125550142'],
    [' +81 3-5555-0134 ', 'tel:+81355550134'],
  ])('%j gives %j', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
