import { METHOD_CALLS } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { loadBrandLogo, renderPdf } from '../../pdf/index.ts';
import type { DocumentsDeps } from '../module.ts';

/**
 * One of the brand's agreements (manifest `terms`) as a PDF with the brand's logo, naming the
 * customer it was issued to (spec 2 §2 legal: agreement PDF).
 */
export const agreementDownloadOp = (deps: DocumentsDeps) =>
  operation(METHOD_CALLS.agreementDownload, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const manifest = deps.brandContext.manifest(caller.brand);
    const term = manifest.terms.find((t) => t.id === input.id);
    if (!term)
      throw new AppError('VF', 'validationFailed', {
        validationErrors: [{ field: 'id', message: 'Unknown agreement' }],
      });
    const who = (
      await deps.db.query<{ name: string }>(
        `SELECT coalesce(business_name, first_name || ' ' || last_name) AS name FROM customers WHERE id = $1`,
        [caller.customerId],
      )
    ).rows[0]!;
    const pdf = await renderPdf({
      logo: await loadBrandLogo(deps.brandsDir, caller.brand),
      title: term.label,
      subtitle: who.name,
      blocks: [
        { kind: 'text', text: term.text },
        { kind: 'text', text: term.url },
      ],
      footer: manifest.accountConfirmation.legalName,
      author: manifest.projectName,
    });
    return { binary: Buffer.from(pdf), filename: `${term.id}.pdf` } as never;
  });
