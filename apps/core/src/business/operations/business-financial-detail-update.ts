import { businessFinancialDetailUpdate } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { writeFinancialDetail } from '../data/company-details.ts';
import { profileOf } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * The company's financial details, replaced whole (rules: data/company-details.ts). Rights: write
 * (1 and 5 refused by the dispatcher). Operators edit them through the back office's own call
 * (adminBusinessFinancialDetailUpdate, audited); an operator on this call is refused.
 */
export const businessFinancialDetailUpdateOp = (deps: BusinessDeps) =>
  operation(businessFinancialDetailUpdate, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    await profileOf(deps.db, customerId);
    await writeFinancialDetail(deps.db, customerId, input.financialDetail);
    return {};
  });
