/**
 * Reading PDFs in tests as a person would: its pages as pictures (pdftoppm), its text (pdftotext), its
 * metadata (pdfinfo), and a QR code read back from a picture (jsQR). The poppler tools come from Debian's
 * `poppler-utils` (installed by .ci/run); a test fails loudly, never skips, when they are missing.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

const run = promisify(execFile);
/** jsqr is CommonJS whose module.exports is the function itself, though its types declare an ES default. */
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

/** Runs a poppler tool; a missing one is an error that says how to install it. */
async function poppler(tool: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(tool, args, { maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' });
    return stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        `${tool} not found. PDF tests need Debian's poppler-utils ` +
          `(apt-get install -y poppler-utils; .ci/run does this).`,
        { cause: error },
      );
    }
    throw error;
  }
}

/** Runs `use` with `pdf` written to a file in a new temporary folder, removed afterwards. */
async function withPdfFile<T>(pdf: Buffer, use: (dir: string, file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'waypoint-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    return await use(dir, file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Each page of `pdf` as a PNG at `dpi`, in page order. */
export function pdfToPngs(pdf: Buffer, { dpi }: { dpi: number }): Promise<Buffer[]> {
  return withPdfFile(pdf, async (dir, file) => {
    await poppler('pdftoppm', ['-png', '-r', String(dpi), file, join(dir, 'page')]);
    // pdftoppm pads the page numbers to the width of the last one (page-01.png ... page-12.png).
    const pages = (await readdir(dir)).filter((name) => /^page-\d+\.png$/.test(name));
    pages.sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]));
    return Promise.all(pages.map((name) => readFile(join(dir, name))));
  });
}

/** The text of the QR code in `png`, or null when none can be read. */
export function decodeQr(png: Buffer): string | null {
  return findQr(png)?.text ?? null;
}

/** The QR code in `png`: its text and the width of the symbol (quiet zone left out) in pixels. */
export function findQr(png: Buffer): { text: string; width: number } | null {
  const image = PNG.sync.read(png);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  const code = jsQR(pixels, image.width, image.height);
  if (!code) return null;
  const { topLeftCorner: a, topRightCorner: b } = code.location;
  return { text: code.data, width: Math.hypot(b.x - a.x, b.y - a.y) };
}

/** The text of `pdf`, laid out as on the page (`pdftotext -layout`), pages split by form feeds. */
export function pdfText(pdf: Buffer): Promise<string> {
  return withPdfFile(pdf, (_, file) => poppler('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']));
}

/** A word of a page and its box, in points from the top left corner of the page. */
export interface PdfWord {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};

/** Every word of `pdf` with its box (`pdftotext -bbox`): to check that no text runs into other text. */
export function pdfWords(pdf: Buffer): Promise<PdfWord[]> {
  return withPdfFile(pdf, async (_, file) => {
    const html = await poppler('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-']);
    const words: PdfWord[] = [];
    html.split('<page ').forEach((chunk, index) => {
      const word = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
      for (const m of chunk.matchAll(word)) {
        words.push({
          page: index,
          text: m[5]!.replace(/&\w+;/g, (e) => ENTITIES[e] ?? e),
          xMin: Number(m[1]),
          yMin: Number(m[2]),
          xMax: Number(m[3]),
          yMax: Number(m[4]),
        });
      }
    });
    return words;
  });
}

/** Pairs of words of one page whose boxes overlap by more than `tolerance` points both ways. */
export function overlappingWords(words: PdfWord[], tolerance = 0.5): [PdfWord, PdfWord][] {
  const overlaps: [PdfWord, PdfWord][] = [];
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j < words.length; j++) {
      const a = words[i]!;
      const b = words[j]!;
      const x = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const y = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      if (a.page === b.page && x > tolerance && y > tolerance) overlaps.push([a, b]);
    }
  }
  return overlaps;
}

/**
 * The text of a QR code drawn from its modules (`dark[row][col]`), `scale` pixels a module with a quiet
 * zone of 4 modules: to check a symbol made some other way than as a picture (an SVG path, a matrix).
 */
export function decodeQrModules(dark: boolean[][], scale = 4): string | null {
  const quiet = 4;
  const side = (dark.length + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - quiet;
      const col = Math.floor(x / scale) - quiet;
      if (!dark[row]?.[col]) continue;
      const at = (y * side + x) * 4;
      pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

/**
 * `text` with its no-break spaces as spaces and runs of spaces as one: pdftotext's layout spreads table
 * columns apart with spaces, and `Intl` puts no-break spaces in amounts ('1 234,00 €').
 */
export function flatSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');
}

/** Matches a line of flattened text that holds `label` and then `value`, as a table row shows them. */
export function lineWith(label: string, value: string): RegExp {
  const literal = (s: string) => flatSpaces(s).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${literal(label)} .*${literal(value)}`);
}

export interface PdfInfo {
  pages: number;
  title: string | null;
  author: string | null;
  /** Page size in points, as pdfinfo prints it ('595.28 x 841.89 pts (A4)'). */
  pageSize: string | null;
}

/** What `pdfinfo` reads from `pdf`; it fails on a file that is not a valid PDF. */
export function pdfInfo(pdf: Buffer): Promise<PdfInfo> {
  return withPdfFile(pdf, async (_, file) => {
    const out = await poppler('pdfinfo', ['-enc', 'UTF-8', file]);
    const field = (name: string): string | null => {
      const line = out.split('\n').find((l) => l.startsWith(`${name}:`));
      return line === undefined ? null : line.slice(name.length + 1).trim();
    };
    return {
      pages: Number(field('Pages') ?? Number.NaN),
      title: field('Title'),
      author: field('Author'),
      pageSize: field('Page size'),
    };
  });
}
