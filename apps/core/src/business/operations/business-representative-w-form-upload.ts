import { businessRepresentativeWFormUpload } from '@openportal/contract';
import { startWFormSigning } from '../../kyc/index.ts';
import { fieldError } from '../../platform/app-error.ts';
import { operation } from '../../platform/operation.ts';
import { representativeSpeaking } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * A representative's W-form to sign for the company (W-9 for a US tax payer, W-8BEN-E
 * otherwise; an individual's W-8BEN is refused): kyc's signing link, on that representative.
 * By their authSecret link or their signed-in user (rights: upload).
 */
export const businessRepresentativeWFormUploadOp = (deps: BusinessDeps) =>
  operation(businessRepresentativeWFormUpload, async (ctx, input) => {
    if (input.form === 'W8BEN') throw fieldError('form', 'businessWFormKind');
    const rep = await representativeSpeaking(deps.db, ctx.caller);
    return startWFormSigning(deps, { customerId: rep.customerId, representativeId: rep.id }, input.form);
  });
