import { describe, expect, it } from 'vitest';
import {
  flatSpaces,
  lineWith,
  overlappingWords,
  pdfInfo,
  pdfText,
  pdfWords,
} from '../../../tests/support/pdf.ts';
import { NON_ASCII_WORDS, type SampleLang, sampleTicket } from '../../test/document-samples.ts';
import { ticketPdf } from './ticket.ts';

describe.each<SampleLang>(['es', 'fr', 'de'])('ticket PDF (%s)', (lang) => {
  const data = sampleTicket(lang);

  it('is one valid page with the locator, travellers, services, providers and policy', async () => {
    const pdf = await ticketPdf(data);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(200 * 1024);
    expect(await pdfInfo(pdf)).toMatchObject({ pages: 1, title: data.title, author: data.brand });
    const text = flatSpaces(await pdfText(pdf));
    expect(text).toContain(data.locator.label);
    expect(text).toContain(data.locator.value);
    expect(text).toContain(flatSpaces(data.dates));
    for (const name of data.passengers.names) expect(text).toContain(name);
    for (const segment of data.segments) {
      expect(text).toContain(segment.title);
      expect(text).toContain(flatSpaces(segment.date));
    }
    for (const row of data.providers.rows) expect(text).toMatch(lineWith(row.name, row.email));
    for (const word of NON_ASCII_WORDS[lang]) expect(text).toContain(word);
  });
});

describe('ticket PDF', () => {
  it('runs 30 services over several pages, every one of them, with no text over other text', async () => {
    const data = sampleTicket('fr', 30);
    const pdf = await ticketPdf(data);
    const { pages } = await pdfInfo(pdf);
    expect(pages).toBeGreaterThan(1);
    const text = flatSpaces(await pdfText(pdf));
    for (const segment of data.segments) expect(text.split(segment.title)).toHaveLength(2);
    expect(text).toMatch(new RegExp(`1 ?/ ?${pages}\n`));
    expect(text).toMatch(new RegExp(`${pages} ?/ ?${pages}\n`));

    const words = await pdfWords(pdf);
    expect(new Set(words.map((w) => w.page)).size).toBe(pages);
    expect(overlappingWords(words)).toEqual([]);
    // Nothing runs off the page.
    for (const word of words) {
      expect(word.yMax).toBeLessThan(841.89);
      expect(word.xMax).toBeLessThan(595.28);
    }
  });

  it('keeps each service row whole on one page, the rows in order down the pages', async () => {
    const data = sampleTicket('de', 30);
    const pdf = await ticketPdf(data);
    expect((await pdfInfo(pdf)).pages).toBeLessThanOrEqual(4);
    const words = await pdfWords(pdf);
    let previous = { page: 0, y: 0 };
    for (const [i, segment] of data.segments.entries()) {
      const title = words.find((w) => w.text === `${i + 1}:`)!;
      expect(title, segment.title).toBeDefined();
      // Its date starts the same row, in the first column, on the same page.
      const date = words.find(
        (w) => w.page === title.page && w.xMin < 100 && Math.abs(w.yMin - title.yMin) < 3,
      );
      expect(date?.text, segment.title).toBe(segment.date.split(' ')[0]);
      expect(title.page * 1000 + title.yMin).toBeGreaterThan(previous.page * 1000 + previous.y);
      previous = { page: title.page, y: title.yMin };
    }
  });

  it('sees text drawn over other text (the check above can fail)', () => {
    const word = { page: 1, text: 'a', xMin: 10, yMin: 10, xMax: 30, yMax: 20 };
    expect(overlappingWords([word, { ...word, text: 'b', xMin: 20, xMax: 40 }])).toHaveLength(1);
    expect(overlappingWords([word, { ...word, text: 'b', yMin: 20, yMax: 30 }])).toHaveLength(0);
  });
});
