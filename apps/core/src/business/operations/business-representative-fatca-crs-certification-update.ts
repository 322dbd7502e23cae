import { businessRepresentativeFatcaCrsCertificationUpdate } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { saveCertification } from '../data/certification.ts';
import { representativeSpeaking } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * A representative submits their business self-certification: the wizard's tax rules on the
 * entity and its controlling persons (who must be the company's representatives). Through an
 * authSecret link the submission spends the link: it cannot be replayed.
 */
export const businessRepresentativeFatcaCrsCertificationUpdateOp = (deps: BusinessDeps) =>
  operation(businessRepresentativeFatcaCrsCertificationUpdate, async (ctx, input) => {
    await deps.db.transaction(async (tx) => {
      const rep = await representativeSpeaking(tx, ctx.caller);
      await saveCertification(tx, rep, ctx.caller, input);
    });
    return {};
  });
