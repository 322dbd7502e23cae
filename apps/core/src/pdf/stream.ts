import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { BrandLogo } from './brand-logo.ts';
import { FONT_FILES } from './fonts.ts';
import { drawLogo, LOGO_HEIGHT, MARGIN, openLogo, tableWriter } from './layout.ts';

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
  const logo = openLogo(doc, r.logo);
  const letterhead = () => {
    page += 1;
    forgetLayouts(doc);
    drawLogo(doc, logo, r.logo, r.logoWidth, r.logoLink);
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
  const row = tableWriter(doc, {
    widths: r.widths,
    alignRight: r.alignRight,
    header: r.header,
    fontSize: 8,
    rowPadding: 5,
    cellMax: CELL_MAX,
  });
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
