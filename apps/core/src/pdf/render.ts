import PDFDocument from 'pdfkit';
import type { BrandLogo } from './brand-logo.ts';
import { FONT_FILES } from './fonts.ts';
import { drawLogo, LOGO_HEIGHT, MARGIN, openLogo, tableWriter } from './layout.ts';

export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  /** Columns share the width by `widths` (fractions); `alignRight` columns hold amounts. */
  | {
      kind: 'table';
      header: readonly string[];
      rows: readonly (readonly string[])[];
      widths?: readonly number[];
      alignRight?: readonly number[];
    };

export interface PdfRequest {
  logo: BrandLogo;
  /** The brand's `pdfLogo`: the logo's width in points on the page and where it links. */
  logoWidth?: number;
  logoLink?: string;
  title: string;
  /** Shown under the title (the account, the period...). */
  subtitle?: string;
  blocks: readonly PdfBlock[];
  /** Shown at the foot of every page (the brand's legal line). */
  footer?: string;
  /** Document metadata. */
  author?: string;
}

export const PDF_LIMITS = {
  blocks: 500,
  tableRows: 20_000,
  textLength: 20_000,
  cellLength: 500,
  columns: 12,
  pages: 1_000,
} as const;

/**
 * Renders a branded A4 document: the brand's logo at the top of every page, a title, blocks of
 * headings, paragraphs and tables (repeating their header on each page), a footer with page
 * numbers. Text uses Arimo, so every portal language renders. Bounded by PDF_LIMITS.
 */
export async function renderPdf(request: PdfRequest): Promise<Buffer> {
  checkRequest(request);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN + LOGO_HEIGHT + 20, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: request.title, ...(request.author ? { Author: request.author } : {}) },
  });
  const done = collect(doc);
  doc.registerFont('body', FONT_FILES.regular);
  doc.registerFont('bold', FONT_FILES.bold);
  const logo = openLogo(doc, request.logo);
  const letterhead = () => drawLetterhead(doc, request, logo);
  doc.on('pageAdded', letterhead);
  letterhead();
  doc.font('bold').fontSize(18).text(request.title);
  if (request.subtitle) doc.font('body').fontSize(11).fillColor('#555555').text(request.subtitle).fillColor('black');
  doc.moveDown();
  for (const block of request.blocks) drawBlock(doc, block);
  drawFooters(doc, request.footer);
  doc.end();
  return done;
}

function drawLetterhead(doc: PDFKit.PDFDocument, r: PdfRequest, image: Buffer) {
  if (doc.bufferedPageRange().count > PDF_LIMITS.pages) throw new RangeError(`more than ${PDF_LIMITS.pages} pages`);
  drawLogo(doc, image, r.logo, r.logoWidth, r.logoLink);
  doc.x = MARGIN;
  doc.y = doc.page.margins.top;
}

function drawBlock(doc: PDFKit.PDFDocument, block: PdfBlock) {
  if (block.kind === 'heading') doc.moveDown(0.5).font('bold').fontSize(13).text(block.text).moveDown(0.3);
  else if (block.kind === 'text') doc.font('body').fontSize(10).text(block.text).moveDown(0.5);
  else drawTable(doc, block);
}

function drawTable(doc: PDFKit.PDFDocument, table: Extract<PdfBlock, { kind: 'table' }>) {
  const n = table.header.length;
  const row = tableWriter(doc, {
    widths: table.widths ?? Array.from({ length: n }, () => 1 / n),
    alignRight: table.alignRight,
    header: table.header,
    fontSize: 9,
    rowPadding: 6,
  });
  row(table.header, 'bold');
  for (const cells of table.rows) row(cells, 'body');
  doc.moveDown();
}

function drawFooters(doc: PDFKit.PDFDocument, footer: string | undefined) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const text = `${footer ? `${footer}  ·  ` : ''}${i + 1} / ${count}`;
    doc.font('body').fontSize(8).fillColor('#777777');
    doc.text(text, MARGIN, doc.page.height - MARGIN, {
      width: doc.page.width - 2 * MARGIN,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black');
}

function checkRequest(r: PdfRequest) {
  const fail = (what: string) => {
    throw new RangeError(`pdf request: ${what}`);
  };
  if (r.blocks.length > PDF_LIMITS.blocks) fail(`more than ${PDF_LIMITS.blocks} blocks`);
  let rows = 0;
  for (const b of r.blocks) {
    if (b.kind !== 'table') {
      if (b.text.length > PDF_LIMITS.textLength) fail('text too long');
      continue;
    }
    rows += b.rows.length;
    const n = b.header.length;
    if (n < 1 || n > PDF_LIMITS.columns) fail('bad column count');
    if (b.widths && (b.widths.length !== n || b.widths.some((w) => !(w > 0)))) fail('bad widths');
    for (const cells of [b.header, ...b.rows]) {
      if (cells.length !== n) fail('row of another width than its header');
      if (cells.some((c) => c.length > PDF_LIMITS.cellLength)) fail('cell too long');
    }
  }
  if (rows > PDF_LIMITS.tableRows) fail(`more than ${PDF_LIMITS.tableRows} table rows`);
  if (r.title.length > 200 || (r.subtitle?.length ?? 0) > 500 || (r.footer?.length ?? 0) > 500) fail('title too long');
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    doc.on('data', (p: Buffer) => parts.push(p));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
  });
}
