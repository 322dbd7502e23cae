import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '@openportal/db';
import { AppError } from '../../platform/app-error.ts';
import { newId, randomToken, sha256Hex } from '../../platform/crypto.ts';
import { notify } from '../../platform/notifications/index.ts';
import type { KycDeps } from '../module.ts';
import { lockKyc } from '../status.ts';
import { verifyIfComplete } from '../verified.ts';

export type TProvider = 'jmo' | 'nfd';
/** Passport: the document type an identity check confirms (reference data, identity proof). */
export const VERIFIED_DOCUMENT_TYPE = 1;

/** The provider's token page of a run: where the user uploads a selfie and a document image. */
export const tokenPageUrl = (publicUrl: string, runId: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/idv/${encodeURIComponent(runId)}/${encodeURIComponent(token)}`;

/**
 * A new workflow run for the customer at the provider; the token is only ever known to the
 * browser. With `representativeId` (a company's representative, issue 26) the run is theirs: the
 * company's own video identity status is left as it is.
 */
export async function startRun(
  deps: Pick<KycDeps, 'db' | 'publicUrl'>,
  customerId: string,
  provider: TProvider,
  isDueDiligence: boolean,
  representativeId: number | null = null,
) {
  const workflowRunId = newId();
  const token = randomToken(24);
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO identity_verifications (id, customer_id, provider, token_hash, is_due_diligence, representative_id)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [workflowRunId, customerId, provider, sha256Hex(token), isDueDiligence, representativeId],
    );
    if (representativeId !== null) return;
    await lockKyc(tx, customerId);
    await tx.query(`UPDATE customer_kyc SET video_identity_status = 'NEW', updated_at = now() WHERE customer_id = $1`, [
      customerId,
    ]);
  });
  return { workflowRunId, token, url: tokenPageUrl(deps.publicUrl, workflowRunId, token) };
}

export interface TRunRow {
  id: string;
  customer_id: string;
  provider: TProvider;
  token_hash: string;
  status: 'NEW' | 'PROCESSING' | 'SUCCESS' | 'FAILED';
  is_due_diligence: boolean;
  representative_id: string | null;
}

/** The run a token page names, when the token is its own and the run still waits for uploads. */
export async function runOfToken(q: Queryable, runId: string, token: string): Promise<TRunRow> {
  const r = await q.query<TRunRow>(`SELECT * FROM identity_verifications WHERE id = $1`, [runId]);
  const run = r.rows[0];
  const given = Buffer.from(sha256Hex(token));
  if (!run || !timingSafeEqual(given, Buffer.from(run.token_hash)) || run.status !== 'NEW')
    throw new AppError('VF', 'verificationLinkInvalid');
  return run;
}

/** The provider's signature of a callback body (HMAC-SHA256 with the shared secret). */
export const signCallback = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');
export function callbackSigned(secret: string, body: string, signature: string | undefined): boolean {
  const want = Buffer.from(signCallback(secret, body));
  const got = Buffer.from(signature ?? '');
  return got.length === want.length && timingSafeEqual(got, want);
}

export interface TCallback {
  workflowRunId: string;
  status: 'SUCCESS' | 'FAILED';
  documentFileId: string | null;
  selfieFileId: string | null;
  reason: string | null;
}

/**
 * The provider's result (the callback): the run ends; SUCCESS files the document image as a
 * confirmed identity document (the provider checked it against the selfie) and verifies the
 * customer when the address proof is confirmed too; FAILED is the rejected video identity the
 * status counts as a required action. A representative's run files the document for that
 * representative and touches nothing of the company's own verification. A run already ended is
 * left as it is (a repeated callback).
 */
export async function completeRun(deps: KycDeps, cb: TCallback): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const r = await tx.query<TRunRow & { brand: string }>(
      `SELECT v.*, c.brand FROM identity_verifications v JOIN customers c ON c.id = v.customer_id
        WHERE v.id = $1 FOR UPDATE OF v`,
      [cb.workflowRunId],
    );
    const run = r.rows[0];
    if (!run || run.status === 'SUCCESS' || run.status === 'FAILED') return;
    const forCustomer = run.representative_id === null;
    if (forCustomer) await lockKyc(tx, run.customer_id);
    let documentId: number | null = null;
    if (cb.status === 'SUCCESS' && cb.documentFileId) {
      const d = await tx.query<{ id: number }>(
        `INSERT INTO customer_documents (customer_id, type, file_id, is_due_diligence, status, uploaded_by, reviewed_by,
           reviewed_at, representative_id)
         VALUES ($1, $2, $3, $4, 'confirmed', 'provider', $5, now(), $6) RETURNING id`,
        [
          ...[run.customer_id, VERIFIED_DOCUMENT_TYPE, cb.documentFileId, run.is_due_diligence],
          ...[`provider:${run.provider}`, run.representative_id],
        ],
      );
      documentId = d.rows[0]!.id;
    }
    await tx.query(
      `UPDATE identity_verifications SET status = $2, completed_at = now(), selfie_file_id = $3, document_file_id = $4,
              document_id = $5 WHERE id = $1`,
      [run.id, cb.status, cb.selfieFileId, cb.documentFileId, documentId],
    );
    if (!forCustomer) return;
    await tx.query(`UPDATE customer_kyc SET video_identity_status = $2, updated_at = now() WHERE customer_id = $1`, [
      run.customer_id,
      cb.status,
    ]);
    if (cb.status === 'SUCCESS' && (await verifyIfComplete(tx, run.customer_id))) {
      const users = await tx.query<{ user_id: string }>(
        `SELECT user_id FROM customer_access WHERE customer_id = $1 AND is_primary`,
        [run.customer_id],
      );
      await notify(tx, deps, { userIds: users.rows.map((u) => u.user_id), brand: run.brand }, 'identityVerified', {});
    }
  });
}

/** Marks a run as being processed (the uploads arrived). */
export async function markProcessing(q: Queryable, runId: string): Promise<void> {
  await q.query(`UPDATE identity_verifications SET status = 'PROCESSING' WHERE id = $1 AND status = 'NEW'`, [runId]);
}
