import { businessDueDiligenceUpdate, ZDueDiligenceForm } from '@openportal/contract';
import { AppError, fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { profileOf } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * The company's due diligence questionnaire, replaced whole. It has the wizard's
 * dueDilligenceForm shape (contract ZDueDiligenceForm); a yes to government ties or lawsuits
 * needs its details (our rule: the spec is silent; the registration does not ask it yet).
 * Rights: write. The back office's path comes with the KYB console.
 */
export const businessDueDiligenceUpdateOp = (deps: BusinessDeps) =>
  operation(businessDueDiligenceUpdate, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    await profileOf(deps.db, customerId);
    const parsed = ZDueDiligenceForm.safeParse(input.dueDiligenceQuestionnaire);
    if (!parsed.success)
      throw new AppError('VF', 'validationFailed', {
        validationErrors: parsed.error.issues.map((i) => ({
          field: ['dueDiligenceQuestionnaire', ...i.path].join('.'),
          message: i.message,
        })),
      });
    const q = parsed.data;
    if (q.government && !q.governmentDetails?.trim())
      throw fieldError('dueDiligenceQuestionnaire.governmentDetails', 'dueDiligenceDetailsRequired');
    if (q.lawsuits && !q.lawsuitsDetails?.trim())
      throw fieldError('dueDiligenceQuestionnaire.lawsuitsDetails', 'dueDiligenceDetailsRequired');
    await deps.db.query(`UPDATE business_profiles SET due_diligence = $2::jsonb WHERE customer_id = $1`, [
      customerId,
      JSON.stringify(q),
    ]);
    return {};
  });
