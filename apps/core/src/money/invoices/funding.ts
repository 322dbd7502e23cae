import type { TLanguage } from '@openportal/contract';
import { putRecorded } from '../../files/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { loadBrandLogo, renderPdf } from '../../pdf/index.ts';
import type { MoneyDeps } from '../module.ts';
import { fundingInvoicePdf } from './funding-pdf.ts';
import { INVOICE_COLUMNS, type TInvoiceRow } from './invoices.ts';

/**
 * The funding invoice's PDF, made once: rendered with the brand's logo in the reader's language,
 * kept in the file store as issued to the customer (fileDownload serves it to them only), and
 * named on the row. A row that already has its PDF (a retry) is answered as it is. A failure
 * leaves the row without a PDF (a retry with the same key makes it) and answers spec 2 §8's
 * "Failed to generate invoice".
 */
export async function withFundingPdf(deps: MoneyDeps, row: TInvoiceRow, lang: TLanguage): Promise<TInvoiceRow> {
  if (row.pdf_file_id) return row;
  try {
    const manifest = deps.brandContext.manifest(row.brand);
    const doc = fundingInvoicePdf(row, lang, {
      legalName: manifest.accountConfirmation.legalName,
      address: manifest.accountConfirmation.address,
      projectName: manifest.projectName,
    });
    const pdf = await renderPdf({ ...doc, logo: await loadBrandLogo(deps.brandsDir, row.brand) });
    const put = () =>
      deps.files.put({ body: pdf, contentType: 'application/pdf', name: `funding-invoice-${row.id}.pdf` });
    return await putRecorded(deps.files, [put], (stored) =>
      deps.db.transaction(async (tx) => {
        const fileId = stored[0]!.id;
        const updated = await tx.query<TInvoiceRow>(
          `UPDATE invoices SET pdf_file_id = $2, updated_at = now() WHERE id = $1 AND pdf_file_id IS NULL
           RETURNING ${INVOICE_COLUMNS}`,
          [row.id, fileId],
        );
        // A concurrent retry made it first: this copy is dropped (putRecorded deletes it).
        if (!updated.rows[0]) throw new Error('funding invoice PDF already made');
        await tx.query('INSERT INTO issued_files (file_id, customer_id, document) VALUES ($1, $2, $3)', [
          fileId,
          row.issuer_customer_id,
          'funding-invoice',
        ]);
        return updated.rows[0];
      }),
    );
  } catch {
    throw new AppError('UE', 'invoiceFundingFailed');
  }
}
