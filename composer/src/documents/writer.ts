/**
 * The page furniture and the few text shapes the documents are made of, on pdfkit: an A4 page with a
 * header band (brand and document title), small print and page numbers at the foot, titles, paragraphs and
 * table rows that move to a new page whole instead of running over the foot. Every string goes through
 * `toWinAnsi` because the standard fonts are not embedded (see win-ansi.ts).
 */
import PDFDocument from 'pdfkit';
import type { DocumentBase } from './types.ts';
import { toWinAnsi } from './win-ansi.ts';

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;
export const COLOR = {
  ink: '#1b2430',
  muted: '#5a6573',
  rule: '#d6dce4',
  band: '#17324d',
  bandText: '#ffffff',
  panel: '#f2f5f8',
} as const;

const A4 = { width: 595.28, height: 841.89 };
const SIDE = 50;
const BAND = 54;
const FOOT_SIZE = 7.5;
const PAGE_NUMBER_WIDTH = 50;

/** One run of text: a cell of a row holds one or more, stacked. */
export interface Run {
  text: string;
  font?: keyof typeof FONT;
  size?: number;
  color?: string;
  /** Makes the text a link to this address. */
  link?: string;
}

export type Align = 'left' | 'center' | 'right';

export interface Cell {
  runs: Run[];
  width: number;
  align?: Align;
}

export interface RowOptions {
  /** Space above and below the text. */
  pad?: number;
  rule?: { color: string; width: number } | null;
  fill?: string;
  /** A coloured bar at the left edge of the row (the kind of a ticket segment). */
  marker?: string;
  /** Keeps the text off the edges of a filled row. */
  inset?: boolean;
}

/** What sits beside the cells of a row and takes width from them. */
export interface Beside {
  marker?: boolean;
  inset?: boolean;
}

const GUTTER = 10;
const MARKER_SPACE = 10;
const INSET = 10;

type Doc = PDFKit.PDFDocument;

export class PdfWriter {
  readonly doc: Doc;
  readonly left = SIDE;
  readonly width = A4.width - 2 * SIDE;
  private readonly pageOptions: PDFKit.PDFDocumentOptions;
  private readonly footer: string;

  constructor(private readonly base: DocumentBase) {
    this.doc = new PDFDocument({
      size: 'A4',
      autoFirstPage: false,
      bufferPages: true,
      lang: base.lang,
      displayTitle: true,
      info: {
        Title: base.title,
        Author: base.brand,
        Creator: base.brand,
        CreationDate: base.createdAt ?? new Date(),
      },
    });
    this.footer = toWinAnsi(base.footer);
    const footHeight = this.measure([{ text: this.footer, size: FOOT_SIZE }], this.width - PAGE_NUMBER_WIDTH);
    this.pageOptions = {
      size: 'A4',
      margins: { top: BAND + 30, bottom: footHeight + 40, left: SIDE, right: SIDE },
    };
    this.doc.addPage(this.pageOptions);
  }

  /** The height `runs` take at `width`. */
  measure(runs: Run[], width: number): number {
    let height = 0;
    for (const run of runs) {
      this.font(run);
      height += this.doc.heightOfString(toWinAnsi(run.text), { width });
    }
    return height;
  }

  /** Moves to a new page when `height` does not fit above the foot of this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.doc.page.maxY()) this.doc.addPage(this.pageOptions);
  }

  space(points: number): void {
    this.doc.y += points;
  }

  /** Text across the content width; a long one flows on to the next pages. */
  paragraph(run: Run, options: { align?: Align; keepLines?: number } = {}): void {
    this.style(run);
    const text = toWinAnsi(run.text);
    const lines = options.keepLines ?? 2;
    this.ensureSpace(
      Math.min(this.doc.heightOfString(text, { width: this.width }), lines * this.lineHeight()),
    );
    this.doc.text(text, this.left, this.doc.y, this.textOptions(run, this.width, options.align));
  }

  /** `run` in a box of `width` at (x, y), where the caller has made room for it; returns its height. */
  textAt(run: Run, x: number, y: number, width: number, align: Align = 'left'): number {
    this.style(run);
    const text = toWinAnsi(run.text);
    this.doc.text(text, x, y, this.textOptions(run, width, align));
    return this.doc.heightOfString(text, { width });
  }

  /** A section heading, kept on the page of at least `keepWith` points of what follows it. */
  heading(text: string, keepWith = 40): void {
    const run: Run = { text, font: 'bold', size: 12, color: COLOR.band };
    this.ensureSpace(this.measure([run], this.width) + keepWith);
    this.space(6);
    this.paragraph(run);
    this.space(4);
  }

  /** One table row; it moves whole to the next page when it does not fit. */
  row(cells: Cell[], options: RowOptions = {}): void {
    const pad = options.pad ?? 5;
    const height = Math.max(...cells.map((c) => this.measure(c.runs, c.width))) + 2 * pad;
    this.ensureSpace(height);
    const top = this.doc.y;
    if (options.fill) this.doc.rect(this.left, top, this.width, height).fill(options.fill);
    if (options.marker) this.doc.rect(this.left, top + pad - 1, 3, height - 2 * pad + 2).fill(options.marker);
    let x = this.left + (options.marker ? MARKER_SPACE : 0) + (options.inset ? INSET : 0);
    for (const cell of cells) {
      let y = top + pad;
      for (const run of cell.runs) y += this.textAt(run, x, y, cell.width, cell.align);
      x += cell.width + GUTTER;
    }
    const rule = options.rule === undefined ? { color: COLOR.rule, width: 0.5 } : options.rule;
    if (rule) {
      this.doc
        .moveTo(this.left, top + height)
        .lineTo(this.left + this.width, top + height)
        .lineWidth(rule.width)
        .strokeColor(rule.color)
        .stroke();
    }
    this.doc.x = this.left;
    this.doc.y = top + height;
  }

  /** The width left for the last cell of a row once the `fixed` widths, the gutters and `beside` are taken. */
  rest(fixed: number[], beside: Beside = {}): number {
    const taken = fixed.reduce((a, b) => a + b, 0) + fixed.length * GUTTER;
    return this.width - taken - (beside.marker ? MARKER_SPACE : 0) - (beside.inset ? 2 * INSET : 0);
  }

  /** Draws the header band and the foot on every page, and returns the finished file. */
  async finish(): Promise<Buffer> {
    const { doc } = this;
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      this.band();
      this.foot(`${i - start + 1} / ${count}`);
    }
    doc.end();
    return done;
  }

  private band(): void {
    const { doc } = this;
    doc.rect(0, 0, A4.width, BAND).fill(COLOR.band);
    const brandWidth = this.width * 0.6;
    this.style({ text: '', font: 'bold', size: 15, color: COLOR.bandText });
    doc.text(toWinAnsi(this.base.brand), this.left, BAND / 2 - 8, {
      width: brandWidth,
      height: 18,
      ellipsis: true,
      lineBreak: false,
    });
    this.style({ text: '', size: 9, color: COLOR.bandText });
    doc.text(toWinAnsi(this.base.title), this.left + brandWidth, BAND / 2 - 4, {
      width: this.width - brandWidth,
      height: 11,
      ellipsis: true,
      lineBreak: false,
      align: 'right',
    });
  }

  private foot(pageNumber: string): void {
    const { doc } = this;
    const margins = doc.page.margins;
    const bottom = margins.bottom;
    // Writing below the bottom margin would make pdfkit open a new page.
    margins.bottom = 0;
    const top = A4.height - bottom + 16;
    doc
      .moveTo(this.left, top - 8)
      .lineTo(this.left + this.width, top - 8)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke();
    this.style({ text: '', size: FOOT_SIZE, color: COLOR.muted });
    doc.text(this.footer, this.left, top, { width: this.width - PAGE_NUMBER_WIDTH });
    doc.text(pageNumber, this.left + this.width - PAGE_NUMBER_WIDTH, top, {
      width: PAGE_NUMBER_WIDTH,
      align: 'right',
      lineBreak: false,
    });
    margins.bottom = bottom;
  }

  private textOptions(run: Run, width: number, align: Align = 'left'): PDFKit.Mixins.TextOptions {
    return run.link ? { width, align, link: run.link } : { width, align };
  }

  private style(run: Run): void {
    this.font(run);
    this.doc.fillColor(run.color ?? COLOR.ink);
  }

  /** The font of `run` alone: enough to measure, and possible before the first page. */
  private font(run: Run): void {
    this.doc.font(FONT[run.font ?? 'regular']).fontSize(run.size ?? 10);
  }

  private lineHeight(): number {
    return this.doc.currentLineHeight(true);
  }
}
