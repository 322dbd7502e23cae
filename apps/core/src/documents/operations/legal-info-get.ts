import { legalInfoGet } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { DocumentsDeps } from '../module.ts';

/**
 * The brand's agreements (manifest `terms`) for the legal screen, each downloadable as a PDF
 * (agreementDownload). They were accepted at registration, so acceptedAt is when the customer
 * was created.
 */
export const legalInfoGetOp = (deps: DocumentsDeps) =>
  operation(legalInfoGet, async (ctx) => {
    const caller = customerOf(ctx.caller);
    const terms = deps.brandContext.manifest(caller.brand).terms;
    const row = (
      await deps.db.query<{ created_at: Date }>('SELECT created_at FROM customers WHERE id = $1', [caller.customerId])
    ).rows[0];
    const acceptedAt = row ? row.created_at.toISOString() : null;
    return { agreements: terms.map((t) => ({ id: t.id, title: t.label, acceptedAt })) };
  });
