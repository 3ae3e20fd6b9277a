import { describe, expect, it } from 'vitest';
import { flatSpaces, lineWith, pdfInfo, pdfText } from '../../../tests/support/pdf.ts';
import { NON_ASCII_WORDS, type SampleLang, sampleCancellationVoucher } from '../../test/document-samples.ts';
import { cancellationVoucherPdf } from './cancellation-voucher.ts';

describe.each<SampleLang>(['es', 'fr', 'de'])('cancellation voucher PDF (%s)', (lang) => {
  const data = sampleCancellationVoucher(lang);

  it('is one valid page with the policy, each deadline and its amount, and the contact', async () => {
    const pdf = await cancellationVoucherPdf(data);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(200 * 1024);
    expect(await pdfInfo(pdf)).toMatchObject({ pages: 1, title: data.title, author: data.brand });
    const text = flatSpaces(await pdfText(pdf));
    // Letters outside WinAnsi lose their accent ('Kyōto' is written 'Kyoto'; see win-ansi.ts).
    for (const expected of [
      data.title,
      data.locator.value,
      data.trip.replace(/ō/g, 'o').replace(/Ō/g, 'O'),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(data.policy.name);
    for (const rule of data.rules) expect(text).toMatch(lineWith(rule.label, rule.value));
    expect(text).toContain('ayuda@waypoint.test');
    for (const word of NON_ASCII_WORDS[lang]) expect(text).toContain(word);
  });

  it('is the same file for the same data', async () => {
    expect((await cancellationVoucherPdf(data)).equals(await cancellationVoucherPdf(data))).toBe(true);
  });
});
