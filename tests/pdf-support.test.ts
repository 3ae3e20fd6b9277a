import { describe, expect, it } from 'vitest';
import {
  decodeQr,
  decodeQrModules,
  findQr,
  flatSpaces,
  lineWith,
  overlappingWords,
  pdfInfo,
  pdfText,
  pdfToPngs,
  pdfWords,
} from './support/pdf.ts';

/** The QR code (error correction M) of QR_TEXT, one string a row, '#' for a dark module. */
const QR_TEXT = 'https://waypoint.test/q/42';
const QR_ROWS = [
  '#######.....#.#.#.#######',
  '#.....#..###..##..#.....#',
  '#.###.#.#...#...#.#.###.#',
  '#.###.#.###.###...#.###.#',
  '#.###.#.#.###.....#.###.#',
  '#.....#.#.#...##..#.....#',
  '#######.#.#.#.#.#.#######',
  '........###...###........',
  '#.#####.....#####.#####..',
  '##..#...##..#.#.#..#...#.',
  '#.###.#####.##.#..####.##',
  '.#.#....####..#.####....#',
  '..##..##.##.###..####.###',
  '##..#..##...#.#.##.#.#.#.',
  '#..#.##...#.#.###..###.##',
  '#..#...######..#.####...#',
  '#.#.####..#..#..#####.#..',
  '........#.####.##...##...',
  '#######...#.###.#.#.#.###',
  '#.....#.##....#.#...##...',
  '#.###.#.#....########.#..',
  '#.###.#.#####.#.###.#####',
  '#.###.#.#.......##...##.#',
  '#.....#....#..###.####..#',
  '#######.#..###....#######',
];
const QR = QR_ROWS.map((row) => [...row].map((c) => c === '#'));

/**
 * A two-page PDF written by hand, so that the helpers are checked apart from any PDF library: page 1 holds
 * text in WinAnsi (accents, ß, €), page 2 the QR code above, 5 points a module.
 */
function handMadePdf(): Buffer {
  const qr = QR.flatMap((cells, row) =>
    cells.map((dark, col) => (dark ? `${100 + col * 5} ${600 - row * 5} 5 5 re` : '')).filter(Boolean),
  );
  const pages = [
    'BT /F1 18 Tf 72 760 Td (Größe und Gebühr: 12,50 €) Tj ET\nBT /F1 12 Tf 72 700 Td (Total) Tj 300 0 Td (99,00 €) Tj ET',
    `${qr.join('\n')}\nf`,
  ];
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R 6 0 R] /Count 2 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...pages.flatMap((content, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + 2 * i} 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    ]),
    '<< /Title (Hand made) /Author (Waypoint tests) >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = Buffer.byteLength(out, 'latin1');
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  out += `startxref\n${xref}\n%%EOF\n`;
  // '€' is 0x80 in WinAnsi, where latin1 has no sign for it.
  return Buffer.from(out.replace(/€/g, '\x80'), 'latin1');
}

describe('PDF test helpers', () => {
  const pdf = handMadePdf();

  it('reads the page count and the metadata, and refuses what is not a PDF', async () => {
    expect(await pdfInfo(pdf)).toEqual({
      pages: 2,
      title: 'Hand made',
      author: 'Waypoint tests',
      pageSize: '595.28 x 841.89 pts (A4)',
    });
    await expect(pdfInfo(Buffer.from('not a pdf'))).rejects.toThrow();
  });

  it('reads the text as laid out, pages split by form feeds', async () => {
    const text = await pdfText(pdf);
    expect(text).toContain('Größe und Gebühr: 12,50 €');
    expect(text.split('\f')[0]).toMatch(lineWith('Total', '99,00 €'));
    expect(flatSpaces('Total      4\u202f496,50\u00a0€')).toBe('Total 4 496,50 €');
  });

  it('turns each page into a PNG, in order, and reads the QR code on the second', async () => {
    const pngs = await pdfToPngs(pdf, { dpi: 100 });
    expect(pngs).toHaveLength(2);
    for (const png of pngs) expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(decodeQr(pngs[0]!)).toBeNull();
    expect(decodeQr(pngs[1]!)).toBe(QR_TEXT);
    // 25 modules of 5 points at 100 dpi.
    expect(findQr(pngs[1]!)?.width).toBeCloseTo(((25 * 5) / 72) * 100, -1);
  });

  it('reads a QR code from its modules', () => {
    expect(decodeQrModules(QR)).toBe(QR_TEXT);
    expect(decodeQrModules(QR.map((row) => row.map(() => false)))).toBeNull();
  });

  it('gives each word its box, so that text over text shows', async () => {
    const words = await pdfWords(pdf);
    const gross = words.find((w) => w.text === 'Größe')!;
    expect(gross).toMatchObject({ page: 1 });
    expect(gross.xMin).toBeCloseTo(72, 0);
    expect(gross.yMax).toBeCloseTo(841.89 - 760, -1);
    expect(overlappingWords(words)).toEqual([]);
    expect(overlappingWords([...words, { ...gross, text: 'over', xMin: gross.xMin + 5 }])).toHaveLength(1);
  });

  it('says to install poppler-utils when its tools are missing', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      await expect(pdfInfo(pdf)).rejects.toThrow(/pdfinfo not found.*apt-get install -y poppler-utils/);
      await expect(pdfToPngs(pdf, { dpi: 72 })).rejects.toThrow(/pdftoppm not found.*poppler-utils/);
      await expect(pdfText(pdf)).rejects.toThrow(/pdftotext not found.*poppler-utils/);
    } finally {
      process.env.PATH = path;
    }
  });
});
