import { businessRepresentativeCertificateOfLossOfNationalityUpload } from '@openportal/contract';
import { storeLossOfNationality } from '../../kyc/index.ts';
import { operation } from '../../platform/operation.ts';
import { representativeSpeaking } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * A representative's certificate of loss of US nationality (multipart, file part document):
 * kyc's upload rules (image or PDF by content, 10 MiB), pending review, on that representative.
 */
export const businessRepresentativeCertificateOfLossOfNationalityUploadOp = (deps: BusinessDeps) =>
  operation(businessRepresentativeCertificateOfLossOfNationalityUpload, async (ctx) => {
    const rep = await representativeSpeaking(deps.db, ctx.caller);
    await storeLossOfNationality(deps, { customerId: rep.customerId, representativeId: rep.id }, ctx.files);
    return {};
  });
