import type { BudgetDocumentProps } from '@waypoint/schemas';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BudgetDocument } from './BudgetDocument.tsx';
import { budgetDocumentProps, plainProps } from './story-props.ts';

const render = (props: BudgetDocumentProps) => renderToStaticMarkup(<BudgetDocument {...props} />);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const attr = (tag: string, name: string) => tag.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
const part = (html: string, pattern: RegExp) => html.match(pattern)?.[0] ?? '';

describe('BudgetDocument', () => {
  const props = budgetDocumentProps();
  const html = render(props);

  it('is a document named by its heading, with the reference; headings in order', () => {
    const id = html.match(/<article [^>]*aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toContain(`<h1 id="${id}" class="budget-document__title">Your trip quote</h1>`);
    expect(html).toContain('<p class="budget-document__reference">Quote B-48213 · Issued Feb 3, 2025</p>');
    expect([...html.matchAll(/<h(\d)/g)].map((m) => m[1])).toEqual(['1', '2']);
  });

  it('shows the trip with its link, its picture (decorative) and its facts', () => {
    expect(html).toMatch(
      /<h2 id="[^"]+" class="budget-document__trip-title"><a class="budget-document__trip-link" href="\/us\/asia\/japan\/123-japan-classic\?category=7&amp;city=12&amp;adults=2&amp;date=2025-03-12">Japan: Tokyo, Kyoto and Osaka<\/a><\/h2>/,
    );
    const image = part(html, /<img class="budget-document__image"[^>]*>/);
    expect(attr(image, 'src')).toBe(props.trip.image);
    expect(attr(image, 'alt')).toBe('');
    expect(text(part(html, /<dl [\s\S]*?<\/dl>/))).toBe(
      'Dates Mar 12 – Mar 24, 2025 (13 days) Departure New York (JFK) Travellers 2 adults Category Comfort, 4-star hotels',
    );
    expect(render(plainProps())).not.toContain('budget-document__image');
  });

  it('lists the lines in a table, each row headed by its label, the total in the footer', () => {
    const table = part(html, /<table [\s\S]*?<\/table>/);
    expect(attr(table, 'aria-labelledby')).toBe(html.match(/<h2 id="([^"]+)"/)?.[1]);
    const rows = [...table.matchAll(/<tr [^>]*>([\s\S]*?)<\/tr>/g)].map((m) => m[1] ?? '');
    expect(rows).toHaveLength(props.lines.length + 1);
    expect(rows[0]).toBe(
      '<th scope="row" class="budget-document__line-label">Japan: Tokyo, Kyoto and Osaka (2 × $3,249.00)</th><td class="budget-document__line-amount">$6,498.00</td>',
    );
    expect(table).toMatch(
      /<tfoot><tr class="budget-document__total"><th scope="row" class="budget-document__line-label">Total for 2 travellers<\/th><td class="budget-document__line-amount">\$7,933\.00<\/td><\/tr><\/tfoot>/,
    );
  });

  it('says how long the price holds, and links to book and to the PDF', () => {
    expect(text(html)).toContain('Prices held until Feb 10, 2025');
    expect(html).toContain(
      '<a class="wp-btn budget-document__book" href="/us/checkout/start?budget=b-48213">Book this trip</a>',
    );
    expect(part(html, /<a class="wp-btn wp-btn--inverse budget-document__pdf"[^>]*>/)).toBe(
      '<a class="wp-btn wp-btn--inverse budget-document__pdf" href="/us/budget/pdf/b-48213.pdf" download="">',
    );
  });

  it('shows the QR code image with its text alternative and caption, when there is one', () => {
    const figure = part(html, /<figure [\s\S]*?<\/figure>/);
    const image = part(figure, /<img [^>]*>/);
    expect(attr(image, 'src')).toMatch(/^data:image\/svg\+xml,/);
    expect(attr(image, 'alt')).toBe('QR code that opens this quote');
    expect(figure).toContain(
      '<figcaption class="budget-document__qr-caption">Scan to open this quote on your phone and book it.</figcaption>',
    );
    expect(render(plainProps())).not.toContain('<figure');
  });
});
