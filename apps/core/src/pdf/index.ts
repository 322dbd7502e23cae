export { renderPdf, PDF_LIMITS, type PdfBlock, type PdfRequest } from './render.ts';
export { loadBrandLogo, rasterise, type BrandLogo } from './brand-logo.ts';
export { streamTablePdf, type StreamedTablePdf } from './stream.ts';
