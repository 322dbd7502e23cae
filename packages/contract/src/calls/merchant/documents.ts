import { z } from 'zod';
import { success } from '../../envelope.ts';
import { ZNoBody } from '../../primitives.ts';
import { restGroup } from '../define.ts';

/**
 * PDF generation and file download (spec 3 §7). Not behind the contracts flag: invoices and
 * statements download their files through the same calls in every brand.
 */
const documentsRest = restGroup('documents', 'spec3 §7 Revenue-split contracts: documents');
export const pdfGenerate = documentsRest(
  'POST',
  '/pdf/api/generator_pdf/{name}',
  z.record(z.string().max(64), z.unknown()),
  success({ redirectLink: z.string() }),
  {
    params: z.strictObject({ name: z.string().regex(/^[a-z0-9_-]{1,64}$/, 'Unknown document') }),
    service: 'pdf',
    rateClass: 'heavy',
    section: 'spec3 §7 Revenue-split contracts: PDF generation',
    rights: 'read',
  },
);
export const fileDownload = documentsRest('GET', '/files/{fileId}', ZNoBody, z.instanceof(Uint8Array), {
  params: z.strictObject({ fileId: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, 'Unknown file') }),
  binaryResponse: 'application/octet-stream',
  ourChoice: true,
  section: 'spec3 §7 Revenue-split contracts: "file download is a plain GET" (path ours)',
  rights: 'read',
});
