import { describe, expect, it } from 'vitest';
import {
  decodeQr,
  findQr,
  flatSpaces as flat,
  lineWith,
  pdfInfo,
  pdfText,
  pdfToPngs,
} from '../../../tests/support/pdf.ts';
import { NON_ASCII_WORDS, type SampleLang, sampleBudget } from '../../test/document-samples.ts';
import { budgetPdf } from './budget.ts';

describe.each<SampleLang>(['es', 'fr', 'de'])('budget PDF (%s)', (lang) => {
  const data = sampleBudget(lang);

  it('is one valid A4 page with the title and the brand as author', async () => {
    const pdf = await budgetPdf(data);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfInfo(pdf)).toEqual({
      pages: 1,
      title: data.title,
      author: data.brand,
      pageSize: '595.28 x 841.89 pts (A4)',
    });
    expect(pdf.length).toBeLessThan(200 * 1024);
  });

  it('holds the trip, the facts, every price line, the total and the language’s own letters', async () => {
    const text = flat(await pdfText(await budgetPdf(data)));
    for (const expected of [
      data.title,
      data.reference,
      data.brand,
      data.trip.url,
      data.qr.caption.split(' ')[0]!,
    ]) {
      expect(text).toContain(flat(expected));
    }
    for (const fact of data.facts) expect(text).toMatch(lineWith(fact.label, fact.value));
    for (const line of data.lines) expect(text).toMatch(lineWith(line.label, line.amount));
    expect(text).toMatch(lineWith(data.total.label, data.total.amount));
    for (const word of NON_ASCII_WORDS[lang]) expect(text).toContain(word);
  });

  it('draws a QR code that reads back as exactly the budget’s address at 150 dpi, over 3 cm wide', async () => {
    const [page, ...rest] = await pdfToPngs(await budgetPdf(data), { dpi: 150 });
    expect(rest).toHaveLength(0);
    const qr = findQr(page!);
    expect(qr?.text).toBe(data.qr.url);
    // The symbol alone, without its quiet zone, is more than 3 cm across.
    expect(qr!.width).toBeGreaterThan((3 / 2.54) * 150);
  });
});

describe('budget PDF', () => {
  it('reads back a long address with query parameters', async () => {
    const url = `https://waypoint.test/es/presupuesto/PRE-2026-00042?token=${'a1B2'.repeat(30)}&utm_source=qr`;
    const [page] = await pdfToPngs(await budgetPdf(sampleBudget('es', url)), { dpi: 150 });
    expect(decodeQr(page!)).toBe(url);
  });

  it('without a QR code keeps the validity and draws no code', async () => {
    const data = { ...sampleBudget('de'), qr: null };
    const pdf = await budgetPdf(data);
    expect(flat(await pdfText(pdf))).toContain('Preis gültig bis');
    const [page] = await pdfToPngs(pdf, { dpi: 150 });
    expect(decodeQr(page!)).toBeNull();
  });

  it('is the same file for the same data and creation date, and another for another date', async () => {
    const data = sampleBudget('fr');
    const first = await budgetPdf(data);
    expect((await budgetPdf(data)).equals(first)).toBe(true);
    const later = await budgetPdf({ ...data, createdAt: new Date('2026-03-02T09:30:00Z') });
    expect(later.equals(first)).toBe(false);
  });

  it('takes well under 500 ms and 200 KB', async () => {
    const data = sampleBudget('es');
    await budgetPdf(data);
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      size = (await budgetPdf(data)).length;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    expect(times[2]).toBeLessThan(250);
    expect(size).toBeLessThan(200 * 1024);
  });
});
