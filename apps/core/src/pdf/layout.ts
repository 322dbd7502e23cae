import type { BrandLogo } from './brand-logo.ts';

/** Page geometry shared by the buffered (render.ts) and the streamed (stream.ts) documents. */
export const MARGIN = 50;
export const LOGO_HEIGHT = 28;

/**
 * The brand's logo as one image object for the whole document: a Buffer given to doc.image()
 * is embedded again on every page (a 100,000-row statement grew to 2.9 GB that way).
 */
export function openLogo(doc: PDFKit.PDFDocument, logo: BrandLogo): Buffer {
  return (doc as unknown as { openImage(src: Buffer): Buffer }).openImage(logo.png);
}

/**
 * The letterhead's logo at the page's top left: `width` points wide (the brand's `pdfLogo.width`,
 * at most 300; default the logo's shape at LOGO_HEIGHT), linking to `link` when given.
 */
export function drawLogo(doc: PDFKit.PDFDocument, image: Buffer, logo: BrandLogo, width?: number, link?: string) {
  const w = Math.min(width ?? (logo.widthPx / logo.heightPx) * LOGO_HEIGHT, 300);
  const h = (w * logo.heightPx) / logo.widthPx;
  doc.image(image, MARGIN, MARGIN, { width: w, height: h });
  if (link) doc.link(MARGIN, MARGIN, w, h, link);
}

export interface TTableLayout {
  /** Column widths as fractions (any scale) of the usable width. */
  widths: readonly number[];
  alignRight?: readonly number[] | undefined;
  header: readonly string[];
  fontSize: number;
  /** Space under each row's tallest cell. */
  rowPadding: number;
  /** Longer cells are cut with an ellipsis (none when unset). */
  cellMax?: number;
}

/**
 * Writes a table row by row: a row that does not fit starts a new page, which repeats the header;
 * a thin rule under each row. Answers the function that writes one row (the header first).
 */
export function tableWriter(doc: PDFKit.PDFDocument, t: TTableLayout) {
  const usable = doc.page.width - 2 * MARGIN;
  const sum = t.widths.reduce((a, b) => a + b, 0);
  const widths = t.widths.map((f) => (f / sum) * usable);
  const right = new Set(t.alignRight ?? []);
  const cut = (c: string) => (t.cellMax !== undefined && c.length > t.cellMax ? `${c.slice(0, t.cellMax - 1)}…` : c);
  const row = (cells: readonly string[], font: 'body' | 'bold') => {
    doc.font(font).fontSize(t.fontSize);
    const texts = cells.map(cut);
    const height = Math.max(...texts.map((c, i) => doc.heightOfString(c, { width: widths[i]! - 6 }))) + t.rowPadding;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (font === 'body') row(t.header, 'bold');
      doc.font(font).fontSize(t.fontSize);
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
  return row;
}
