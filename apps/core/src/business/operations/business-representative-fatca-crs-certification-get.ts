import { businessRepresentativeFatcaCrsCertificationGet } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { certificationOf } from '../data/certification.ts';
import { representativeOf, representativeSpeaking } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * A representative's business self-certification (spec 1 §3, §7): by their authSecret link
 * (that representative only; an expired or spent link is refused by the dispatcher) or by their
 * signed-in user for their own row. Document links: data/certification.ts (a signed-in user's).
 */
export const businessRepresentativeFatcaCrsCertificationGetOp = (deps: BusinessDeps) =>
  operation(businessRepresentativeFatcaCrsCertificationGet, async (ctx) => {
    const rep = await representativeSpeaking(deps.db, ctx.caller);
    const r = await representativeOf(deps.db, rep.customerId, rep.id);
    return {
      ...(await certificationOf(deps.db, rep.id, ctx.caller.kind === 'customer')),
      representativeInfo: { id: r.id, firstName: r.firstName, lastName: r.lastName, positionIds: r.positionIds },
    };
  });
