import { personalCertificateOfLossOfNationalityUpload } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { storeLossOfNationality } from '../certification-forms.ts';
import type { KycDeps } from '../module.ts';

/**
 * The certificate of loss of US nationality (multipart, the file part named document, spec 1 §5):
 * an image or PDF by content, up to 10 MiB; it waits for review as pending.
 */
export const personalCertificateOfLossOfNationalityUploadOp = (deps: KycDeps) =>
  operation(personalCertificateOfLossOfNationalityUpload, async (ctx) => {
    const { customerId } = customerOf(ctx.caller);
    await storeLossOfNationality(deps, { customerId }, ctx.files);
    return {};
  });
