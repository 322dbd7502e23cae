import { fillPath, fileDownload, pdfGenerate } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { actingCustomerId } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { putRecorded } from '../../files/index.ts';
import { loadBrandLogo, renderPdf } from '../../pdf/index.ts';
import type { DocumentsDeps } from '../module.ts';
import { PDF_DOCUMENTS } from '../pdf-documents.ts';

/**
 * Makes one of the known documents (PDF_DOCUMENTS) for the acting customer, in the request's
 * language with the brand's logo, keeps it in the file store as issued to that customer, and
 * answers `redirectLink`: the fileDownload path of the file (under the API base).
 */
export const pdfGenerateOp = (deps: DocumentsDeps) =>
  operation(pdfGenerate, async (ctx) => {
    const customerId = actingCustomerId(ctx.caller);
    const name = String(ctx.params.name);
    const make = Object.hasOwn(PDF_DOCUMENTS, name) ? PDF_DOCUMENTS[name] : undefined;
    if (!make) throw fieldError('name', 'notFound');
    const brand = ctx.brand!;
    const manifest = deps.brandContext.manifest(brand);
    const doc = await make(deps.db, { customerId, lang: ctx.lang, now: new Date() });
    const pdf = await renderPdf({
      logo: await loadBrandLogo(deps.brandsDir, brand),
      title: doc.title,
      blocks: doc.blocks,
      footer: manifest.accountConfirmation.legalName,
      author: manifest.projectName,
    });
    const put = () => deps.files.put({ body: pdf, contentType: 'application/pdf', name: `${name}.pdf` });
    const [meta] = await putRecorded(deps.files, [put], async (stored) => {
      await deps.db.query('INSERT INTO issued_files (file_id, customer_id, document) VALUES ($1, $2, $3)', [
        stored[0]!.id,
        customerId,
        name,
      ]);
      return stored;
    });
    return { responseCode: '00' as const, redirectLink: fillPath(fileDownload.path, { fileId: meta!.id }) };
  });
