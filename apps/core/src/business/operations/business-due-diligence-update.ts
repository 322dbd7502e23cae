import { businessDueDiligenceUpdate } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { writeDueDiligence } from '../data/company-details.ts';
import { profileOf } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * The company's due diligence questionnaire, replaced whole (rules: data/company-details.ts).
 * Rights: write. Operators edit it through the back office's own call
 * (adminBusinessDueDiligenceUpdate, audited); an operator on this call is refused.
 */
export const businessDueDiligenceUpdateOp = (deps: BusinessDeps) =>
  operation(businessDueDiligenceUpdate, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    await profileOf(deps.db, customerId);
    await writeDueDiligence(deps.db, customerId, input.dueDiligenceQuestionnaire);
    return {};
  });
