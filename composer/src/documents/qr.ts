/**
 * The budget's QR code (buying-flow.md §1: "a budget (a quote) with a PDF that holds a QR code"): one
 * symbol, error correction M, drawn as vectors in the PDF and as an SVG data URL for the HTML budget page.
 */
import QRCode from 'qrcode';

export const QR_ERROR_CORRECTION = 'M';
/** The blank border the QR specification asks for, in modules. */
export const QR_QUIET_ZONE = 4;

/** The dark modules of the symbol for `text`: `dark[row][col]`. */
export function qrMatrix(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => Boolean(modules.get(row, col))),
  );
}

/**
 * Draws the symbol for `text` with its quiet zone in a `side` × `side` square at (x, y): one path of the
 * dark runs of each row, filled once, so that no seam shows between modules.
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, side: number): void {
  const matrix = qrMatrix(text);
  const module = side / (matrix.length + 2 * QR_QUIET_ZONE);
  doc.rect(x, y, side, side).fill('#ffffff');
  const origin = (i: number) => (i + QR_QUIET_ZONE) * module;
  matrix.forEach((cells, row) => {
    let col = 0;
    while (col < cells.length) {
      if (!cells[col]) {
        col++;
        continue;
      }
      const start = col;
      while (cells[col]) col++;
      doc.rect(x + origin(start), y + origin(row), (col - start) * module, module);
    }
  });
  doc.fill('#000000');
}

/** An SVG image of the QR code for `url`, as a `data:` URL for an `<img>` of the budget page. */
export async function qrSvgDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: QR_ERROR_CORRECTION,
    margin: QR_QUIET_ZONE,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
