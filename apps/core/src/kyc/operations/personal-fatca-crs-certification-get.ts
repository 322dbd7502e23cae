import { personalFatcaCrsCertificationGet } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { KycDeps } from '../module.ts';
import { certificationStatuses, kycRow } from '../status.ts';

interface TTaxIdRow {
  countryCode: string;
  taxId?: string;
  tinMissingReason?: 'COUNTRY_DOES_NOT_ISSUE' | 'CANNOT_OBTAIN' | 'NO_TIN_IS_REQUIRED';
  tinMissingExplanation?: string;
}

/** The personal FATCA/CRS self-certification (spec 1 §3): the four document statuses and the answers. */
export const personalFatcaCrsCertificationGetOp = (deps: KycDeps) =>
  operation(personalFatcaCrsCertificationGet, async (ctx) => {
    const { customerId } = customerOf(ctx.caller);
    const k = await kycRow(deps.db, customerId);
    const statuses = await certificationStatuses(deps.db, customerId, k);
    return {
      fatcaCrsCertificationInfo: {
        ...statuses,
        isUSTaxPayer: k.is_us_tax_payer,
        taxIds: (k.tax_ids as TTaxIdRow[]).map((t) => ({
          countryCode: t.countryCode,
          taxId: t.taxId ?? null,
          tinMissingReason: t.tinMissingReason ?? null,
          tinMissingExplanation: t.tinMissingExplanation ?? null,
        })),
      },
    };
  });
