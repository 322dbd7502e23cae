import { checkTaxId, normaliseTaxId, personalFatcaCrsCertificationUpdate } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { KycDeps } from '../module.ts';
import { lockKyc } from '../status.ts';

/**
 * The customer certifies their tax residencies (FATCA/CRS): every tax number must have its
 * country's format (the tax-id table); a US tax payer must name the US among them. Validates the
 * tax residency self-certification at once (our choice: the customer's declaration is the
 * certificate; the W-9 the US tax payer signs is then required, spec 1 §3).
 */
export const personalFatcaCrsCertificationUpdateOp = (deps: KycDeps) =>
  operation(personalFatcaCrsCertificationUpdate, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    const seen = new Set<string>();
    input.taxIds.forEach((t, i) => {
      if (seen.has(t.countryCode)) throw fieldError(`taxIds.${i}.countryCode`, 'validationFailed');
      seen.add(t.countryCode);
      if (t.taxId && checkTaxId(t.countryCode, 'personal', t.taxId) === 'format')
        throw fieldError(`taxIds.${i}.taxId`, 'taxIdFormat');
    });
    if (input.isUSTaxPayer && !seen.has('US')) throw fieldError('taxIds', 'validationFailed');
    const rows = input.taxIds.map((t) => ({ ...t, ...(t.taxId ? { taxId: normaliseTaxId(t.taxId) } : {}) }));
    await deps.db.transaction(async (tx) => {
      await lockKyc(tx, customerId);
      await tx.query(
        `UPDATE customer_kyc SET is_us_tax_payer = $2, tax_ids = $3::jsonb, certified_at = now(), updated_at = now()
          WHERE customer_id = $1`,
        [customerId, input.isUSTaxPayer, JSON.stringify(rows)],
      );
    });
    return {};
  });
