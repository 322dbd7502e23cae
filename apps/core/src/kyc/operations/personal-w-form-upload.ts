import { personalWFormUpload } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { randomToken, sha256Hex } from '../../platform/crypto.ts';
import { operation } from '../../platform/operation.ts';
import type { KycDeps } from '../module.ts';

/** The client id the e-sign stand-in answers in signData (our choice). */
export const ESIGN_CLIENT_ID = 'openportal-esign';

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
    const token = randomToken(24);
    const r = await deps.db.query<{ id: number }>(
      `INSERT INTO certification_documents (customer_id, kind, status, sign_token_hash) VALUES ($1, $2, 'none', $3) RETURNING id`,
      [customerId, input.form, sha256Hex(token)],
    );
    const signUrl = `${deps.publicUrl.replace(/\/$/, '')}/esign/${r.rows[0]!.id}/${token}`;
    return { signData: { clientId: ESIGN_CLIENT_ID, signUrl, signUrls: [signUrl] } };
  });
