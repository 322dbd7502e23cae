import { personalWFormUpload } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { startWFormSigning } from '../certification-forms.ts';
import type { KycDeps } from '../module.ts';

/**
 * A W-9 or W-8BEN to sign (spec 1 §7 personalWFormUpload → signData): a form waiting for its
 * signature and the e-sign page's link (kyc/provider/esign.ts). Signing there validates it.
 * W-8BEN-E is a company's form (business self-certification): refused here.
 */
export const personalWFormUploadOp = (deps: KycDeps) =>
  operation(personalWFormUpload, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    if (input.form === 'W8BENE')
      throw new AppError('VF', 'validationFailed', {
        validationErrors: [{ field: 'form', message: 'Choose W-9 or W-8 form' }],
      });
    return startWFormSigning(deps, { customerId }, input.form);
  });
