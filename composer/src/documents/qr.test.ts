import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeQrModules } from '../../../tests/support/pdf.ts';
import { QR_QUIET_ZONE, qrMatrix, qrSvgDataUrl } from './qr.ts';

const URL = 'https://waypoint.test/fr/devis/PRE-2026-00042?t=Zx81';

/** The dark modules an SVG from `qrcode` draws: one stroked path of horizontal runs, half a module down. */
function svgModules(svg: string): boolean[][] {
  const size = Number(svg.match(/viewBox="0 0 (\d+) \d+"/)![1]);
  const path = svg.match(/<path stroke="#000000" d="([^"]+)"/)![1]!;
  const dark = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([MmHh])([\d.]+)(?: ([\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Number(b)];
    else if (command === 'm') [x, y] = [x + Number(a), y + Number(b ?? 0)];
    else {
      for (let i = 0; i < Number(a); i++) dark[Math.floor(y)]![x + i] = true;
      x += Number(a);
    }
  }
  return dark.slice(QR_QUIET_ZONE, -QR_QUIET_ZONE).map((row) => row.slice(QR_QUIET_ZONE, -QR_QUIET_ZONE));
}

describe('QR code', () => {
  it('makes an SVG data URL whose modules are the symbol of the address, with a quiet zone', async () => {
    const dataUrl = await qrSvgDataUrl(URL);
    expect(dataUrl).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    const svg = Buffer.from(dataUrl.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);

    const { modules } = QRCode.create(URL, { errorCorrectionLevel: 'M' });
    const expected = Array.from({ length: modules.size }, (_, r) =>
      Array.from({ length: modules.size }, (_, c) => Boolean(modules.get(r, c))),
    );
    expect(svg).toContain(`viewBox="0 0 ${modules.size + 2 * QR_QUIET_ZONE} `);
    const drawn = svgModules(svg);
    expect(drawn).toEqual(expected);
    expect(decodeQrModules(drawn)).toBe(URL);
  });

  it('uses error correction M, as the PDF does', () => {
    const matrix = qrMatrix(URL);
    const m = QRCode.create(URL, { errorCorrectionLevel: 'M' }).modules;
    const l = QRCode.create(URL, { errorCorrectionLevel: 'L' }).modules;
    expect(matrix.flat()).toEqual(Array.from(m.data, Boolean));
    expect(matrix.flat()).not.toEqual(Array.from(l.data, Boolean));
    expect(decodeQrModules(matrix)).toBe(URL);
  });
});
