import { businessResolutionSend } from '@openportal/contract';
import { resolutionSignUrl } from '../../kyc/index.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { insertResolution, resolutionsOf, signersToMail } from '../data/resolutions.ts';
import { profileOf } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';
import { mailResolutionSigners } from '../notices.ts';

/**
 * A main user (rights 2) sends a resolution to the representatives who must sign it (spec 1 §7
 * resolution send). Each signer signs on the e-sign page (kyc's stand-in): its link is mailed to
 * every signer who has an e-mail, in the send's transaction, and a signer who is the caller sees it
 * in the answer (businessResolutionGet gives it again). The answer is the new resolution, waiting
 * (status 1).
 */
export const businessResolutionSendOp = (deps: BusinessDeps) =>
  operation(businessResolutionSend, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    await profileOf(deps.db, caller.customerId);
    const signUrl = (id: number, rep: number) =>
      resolutionSignUrl({ publicUrl: deps.publicUrl, secret: deps.esignSecret }, id, rep);
    const id = await deps.db.transaction(async (tx) => {
      const created = await insertResolution(tx, caller.customerId, caller.userId, input.businessRepresentativeIds);
      const signers = (await signersToMail(tx, created)).map((s) => ({
        email: s.email,
        url: signUrl(created, s.representativeId),
      }));
      await mailResolutionSigners(tx, deps, caller.customerId, created, signers, ctx.lang);
      return created;
    });
    const [resolution] = await resolutionsOf(deps.db, caller.customerId, id, { userId: caller.userId, signUrl });
    return { resolution: resolution! };
  });
