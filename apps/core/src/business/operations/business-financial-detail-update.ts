import { businessFinancialDetailUpdate } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { profileOf } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

const MAX_KEYS = 50;
const plain = (v: unknown) =>
  v === null || typeof v === 'boolean' || typeof v === 'number' || (typeof v === 'string' && v.length <= 2000);

/**
 * The company's financial details (the wizard's financialInfoForm; spec 1 §7 financial detail
 * update), replaced whole. The spec gives no fields: core asks for 1-50 keys of plain values
 * (text up to 2000 characters, numbers, yes/no), so nothing nested or huge is stored. Rights:
 * write (1 and 5 refused by the dispatcher). The back office's path (alsoAccess admin) comes
 * with the KYB console; an operator is refused until then.
 */
export const businessFinancialDetailUpdateOp = (deps: BusinessDeps) =>
  operation(businessFinancialDetailUpdate, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    await profileOf(deps.db, customerId);
    const entries = Object.entries(input.financialDetail);
    if (entries.length === 0 || entries.length > MAX_KEYS || !entries.every(([k, v]) => k.length <= 64 && plain(v)))
      throw fieldError('financialDetail', 'financialDetailRequired');
    await deps.db.query(`UPDATE business_profiles SET financial_detail = $2::jsonb WHERE customer_id = $1`, [
      customerId,
      JSON.stringify(input.financialDetail),
    ]);
    return {};
  });
