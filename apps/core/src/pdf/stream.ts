import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { BrandLogo } from './brand-logo.ts';
import { FONT_FILES } from './fonts.ts';

export interface StreamedTablePdf {
  logo: BrandLogo;
  /** The brand's `pdfLogo`: the logo's width in points on the page and where it links. */
  logoWidth?: number;
  logoLink?: string;
  title: string;
  /** Lines under the title (the account, the period, the opening balance...). */
  lines: readonly string[];
  header: readonly string[];
  /** Column widths as fractions; `alignRight` columns hold amounts. */
  widths: readonly number[];
  alignRight?: readonly number[];
  rows: AsyncIterable<readonly string[]>;
  /** Lines after the table (the closing balance). Read after the rows, so they may use what the rows counted. */
  closing?: () => readonly string[];
  /** The brand's legal line, at the foot of every page with the page's number. */
  footer?: string;
  author?: string;
}

const MARGIN = 50;
const LOGO_HEIGHT = 28;
/** The document waits for its reader while this much is unread: constant memory whatever the rows. */
const HIGH_WATER_BYTES = 1 << 20;
const CELL_MAX = 200;

/**
 * A branded A4 table document written as it is read: pages are flushed as they fill (never
 * buffered), each with the letterhead, the table's header and a footer with its number, so a
 * 100,000-row statement renders in constant memory (renderPdf buffers pages for "page n of m"
 * and is bounded to PDF_LIMITS instead). The answer is the document's byte stream.
 */
export function streamTablePdf(r: StreamedTablePdf): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN + LOGO_HEIGHT + 20, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    info: { Title: r.title, ...(r.author ? { Author: r.author } : {}) },
  });
  doc.registerFont('body', FONT_FILES.regular);
  doc.registerFont('bold', FONT_FILES.bold);
  let page = 0;
  // One image object for every page: a Buffer given to doc.image() is embedded again each time.
  const logo = (doc as unknown as { openImage(src: Buffer): unknown }).openImage(r.logo.png);
  const letterhead = () => {
    page += 1;
    forgetLayouts(doc);
    const width = Math.min(r.logoWidth ?? (r.logo.widthPx / r.logo.heightPx) * LOGO_HEIGHT, 300);
    const height = (width * r.logo.heightPx) / r.logo.widthPx;
    doc.image(logo as Buffer, MARGIN, MARGIN, { width, height });
    if (r.logoLink) doc.link(MARGIN, MARGIN, width, height, r.logoLink);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const foot = `${r.footer ? `${r.footer}  ·  ` : ''}${page}`;
    doc.font('body').fontSize(8).fillColor('#777777');
    doc.text(foot, MARGIN, doc.page.height - MARGIN, {
      width: doc.page.width - 2 * MARGIN,
      align: 'center',
      lineBreak: false,
    });
    doc.fillColor('black');
    doc.page.margins.bottom = bottom;
    doc.x = MARGIN;
    doc.y = doc.page.margins.top;
  };
  doc.on('pageAdded', letterhead);
  letterhead();
  void write(doc, r).catch((error: unknown) => doc.destroy(error as Error));
  return doc as unknown as Readable;
}

/**
 * pdfkit's embedded fonts keep the layout of every word they ever set (EmbeddedFont.layoutCache),
 * so a statement's distinct amounts and descriptions would grow it without end: dropped at each
 * new page, which keeps the memory of a long document flat.
 */
function forgetLayouts(doc: PDFKit.PDFDocument) {
  const fonts = (doc as unknown as { _fontFamilies?: Record<string, { layoutCache?: object }> })._fontFamilies ?? {};
  for (const font of Object.values(fonts)) if (font.layoutCache) font.layoutCache = Object.create(null) as object;
}

async function write(doc: PDFKit.PDFDocument, r: StreamedTablePdf) {
  doc.font('bold').fontSize(18).text(r.title);
  doc.font('body').fontSize(10).fillColor('#555555');
  for (const line of r.lines) doc.text(line);
  doc.fillColor('black').moveDown();
  const usable = doc.page.width - 2 * MARGIN;
  const sum = r.widths.reduce((a, b) => a + b, 0);
  const widths = r.widths.map((f) => (f / sum) * usable);
  const right = new Set(r.alignRight ?? []);
  const row = (cells: readonly string[], font: 'body' | 'bold') => {
    doc.font(font).fontSize(8);
    const texts = cells.map((c) => (c.length > CELL_MAX ? `${c.slice(0, CELL_MAX - 1)}…` : c));
    const height = Math.max(...texts.map((c, i) => doc.heightOfString(c, { width: widths[i]! - 6 }))) + 5;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (font === 'body') row(r.header, 'bold');
      doc.font(font).fontSize(8);
    }
    const y = doc.y;
    let x = MARGIN;
    texts.forEach((c, i) => {
      doc.text(c, x + 3, y + 3, { width: widths[i]! - 6, align: right.has(i) ? 'right' : 'left' });
      x += widths[i]!;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + usable, y + height)
      .lineWidth(0.3)
      .strokeColor('#cccccc')
      .stroke();
    doc.x = MARGIN;
    doc.y = y + height;
  };
  row(r.header, 'bold');
  for await (const cells of r.rows) {
    row(cells, 'body');
    // Let the reader catch up: what pdfkit pushed and nobody read yet stays below the mark.
    while ((doc as unknown as Readable).readableLength > HIGH_WATER_BYTES && !(doc as unknown as Readable).destroyed)
      await new Promise((ok) => setImmediate(ok));
  }
  doc.moveDown();
  doc.font('bold').fontSize(10);
  for (const line of r.closing?.() ?? []) doc.text(line, MARGIN);
  doc.end();
}
