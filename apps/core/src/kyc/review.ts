import type { TKycCustomerView, TKycDecision, TKycQueueRow, TLanguage } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { writeAudit } from '../admin/audit.ts';
import { AppError } from '../platform/app-error.ts';
import type { AdminCaller } from '../platform/caller.ts';
import { notify } from '../platform/notifications/index.ts';
import {
  ADDRESS_TYPE_IDS,
  DOC_COLUMNS,
  documentTypeName,
  IDENTITY_TYPE_IDS,
  isoDay,
  statusIdOf,
  type TDocRow,
} from './documents.ts';
import type { KycDeps } from './module.ts';
import { loadVerification, lockKyc } from './status.ts';
import { verifyIfComplete, syncKycLevel } from './verified.ts';

const QUEUE_LIMIT = 100;
const categoryOf = (type: number): TKycQueueRow['category'] =>
  IDENTITY_TYPE_IDS.includes(type) ? 'identityProof' : ADDRESS_TYPE_IDS.includes(type) ? 'addressProof' : 'other';

/** The audit target of a decision: the customer first, so a customer's history is one prefix. */
const auditTarget = (customerId: string, documentId: number) => `kyc:${customerId}:document:${documentId}`;

/** Documents waiting for review, oldest first, by brand and type. */
export async function kycQueue(q: Queryable, f: { brand?: string; type?: number }): Promise<TKycQueueRow[]> {
  const r = await q.query<TDocRow & { brand: string; name: string }>(
    `SELECT ${DOC_COLUMNS}, c.brand, coalesce(c.business_name, concat_ws(' ', c.first_name, c.last_name)) AS name
       FROM customer_documents d JOIN customers c ON c.id = d.customer_id
      WHERE d.status = 'waiting' AND ($1::text IS NULL OR c.brand = $1) AND ($2::int IS NULL OR d.type = $2)
      ORDER BY d.created_at, d.id LIMIT $3`,
    [f.brand ?? null, f.type ?? null, QUEUE_LIMIT],
  );
  return r.rows.map((d) => ({
    documentId: d.id,
    version: d.version,
    customerId: d.customer_id,
    brand: d.brand,
    customerName: d.name,
    documentTypeId: d.type,
    documentType: documentTypeName(d.type),
    category: categoryOf(d.type),
    isDueDiligence: d.is_due_diligence,
    uploadedAt: d.created_at.toISOString(),
    expiresDate: isoDay(d.expires_date),
  }));
}

/** One customer's verification for the reviewer: documents, the computed status and why, history. */
export async function kycCustomerView(q: Queryable, customerId: string): Promise<TKycCustomerView> {
  const c = await q.query<{
    id: string;
    brand: string;
    kind: number;
    name: string;
    email: string | null;
    kyc_level: number;
  }>(
    `SELECT c.id, c.brand, c.kind, c.kyc_level, coalesce(c.business_name, concat_ws(' ', c.first_name, c.last_name)) AS name,
            (SELECT u.email FROM customer_access a JOIN users u ON u.id = a.user_id
              WHERE a.customer_id = c.id AND a.is_primary LIMIT 1) AS email
       FROM customers c WHERE c.id = $1`,
    [customerId],
  );
  const customer = c.rows[0];
  if (!customer) throw new AppError('VF', 'notFound');
  const v = await loadVerification(q, customerId);
  const [docs, runs, history] = await Promise.all([
    q.query<TReviewedDoc>(
      `SELECT ${DOC_COLUMNS}, d.number, d.reviewed_by, d.reviewed_at FROM customer_documents d
        WHERE d.customer_id = $1 ORDER BY d.created_at DESC, d.id DESC`,
      [customerId],
    ),
    q.query<{ provider: string; status: string; created_at: Date }>(
      `SELECT provider, status, created_at FROM identity_verifications WHERE customer_id = $1 ORDER BY created_at DESC LIMIT 20`,
      [customerId],
    ),
    q.query<{ at: Date; username: string; action: string; after: Record<string, unknown> | null }>(
      `SELECT l.at, a.username, l.action, l.after FROM admin_audit_log l JOIN admin_users a ON a.id = l.admin_id
        WHERE l.target LIKE $1 ORDER BY l.at DESC, l.id DESC LIMIT 100`,
      [`kyc:${customerId}:%`],
    ),
  ]);
  return {
    customer: {
      customerId: customer.id,
      brand: customer.brand,
      kind: customer.kind,
      name: customer.name,
      email: customer.email,
    },
    status: v.status,
    verified: v.kyc.verified,
    limited: v.reasons.length > 0,
    dueDiligenceLevel: v.kyc.due_diligence_level,
    kycLevel: customer.kyc_level,
    documents: docs.rows.map(documentView),
    limitReasons: v.reasons.map((r) => ({
      reasonId: r.reason_id,
      documentTypeIds: r.document_type_ids,
      createdAt: r.created_at.toISOString(),
    })),
    identityVerifications: runs.rows.map((r) => ({
      provider: r.provider,
      status: r.status,
      createdAt: r.created_at.toISOString(),
    })),
    history: history.rows.map((h) => ({
      at: h.at.toISOString(),
      operator: h.username,
      action: h.action,
      detail: h.after
        ? Object.entries(h.after)
            .map(([k, x]) => `${k}: ${String(x)}`)
            .join(', ')
        : '',
    })),
  };
}

/**
 * An operator's decision on a waiting document, in one transaction with its audit row and the
 * customer's notice. The update names the version the operator saw and needs the document still
 * waiting: a second decision on the same document changes nothing and is told so.
 */
export async function decideDocument(
  deps: KycDeps,
  a: { admin: AdminCaller; ip: string; lang: TLanguage; documentId: number },
  d: TKycDecision,
) {
  return deps.db.transaction(async (tx) => {
    const doc = (
      await tx.query<TDocRow & { brand: string }>(
        `SELECT ${DOC_COLUMNS}, c.brand FROM customer_documents d JOIN customers c ON c.id = d.customer_id WHERE d.id = $1`,
        [a.documentId],
      )
    ).rows[0];
    if (!doc) throw new AppError('VF', 'notFound');
    await lockKyc(tx, doc.customer_id);
    const status = d.decision === 'confirm' ? 'confirmed' : 'rejected';
    const reason = d.decision === 'confirm' ? null : d.reason;
    const moved = await tx.query(
      `UPDATE customer_documents SET status = $3, reject_reason = $4, reviewed_by = $5, reviewed_at = now(),
              status_changed_at = now(), version = version + 1
        WHERE id = $1 AND version = $2 AND status = 'waiting'`,
      [doc.id, d.version, status, reason, `operator:${a.admin.adminId}`],
    );
    if (moved.rowCount === 0) throw new AppError('VF', 'documentAlreadyDecided');
    if (d.decision === 'request')
      await tx.query(
        `INSERT INTO kyc_document_requests (customer_id, document_type_id, reason, requested_by) VALUES ($1, $2, $3, $4)`,
        [doc.customer_id, d.documentTypeId, d.reason, a.admin.adminId],
      );
    let verified = false;
    if (status === 'confirmed') {
      await clearAnswered(tx, doc);
      verified = await verifyIfComplete(tx, doc.customer_id);
    } else await syncKycLevel(tx, doc.customer_id);
    await writeAudit(tx, {
      adminId: a.admin.adminId,
      action: `kycDocument.${d.decision}`,
      target: auditTarget(doc.customer_id, doc.id),
      before: { status: doc.status, version: doc.version },
      after: {
        status,
        document: documentTypeName(doc.type),
        ...(reason ? { reason } : {}),
        ...(d.decision === 'request' ? { requested: documentTypeName(d.documentTypeId) } : {}),
        ...(verified ? { verified: true } : {}),
      },
      ip: a.ip,
    });
    await tellCustomer(tx, deps, doc, d, verified);
    const now = (
      await tx.query<{ verified: boolean }>(`SELECT verified FROM customer_kyc WHERE customer_id = $1`, [
        doc.customer_id,
      ])
    ).rows[0];
    return { documentId: doc.id, status: status as 'confirmed' | 'rejected', verified: now?.verified ?? false };
  });
}

/** A confirmed document answers the limit reasons and requests that asked for its type. */
async function clearAnswered(tx: Queryable, doc: TDocRow) {
  await tx.query(
    `UPDATE customer_limit_reasons SET cleared_at = now()
      WHERE customer_id = $1 AND cleared_at IS NULL AND document_type_ids @> to_jsonb(ARRAY[$2::int])`,
    [doc.customer_id, doc.type],
  );
  await tx.query(
    `UPDATE kyc_document_requests SET fulfilled_at = now()
      WHERE customer_id = $1 AND fulfilled_at IS NULL AND document_type_id = $2`,
    [doc.customer_id, doc.type],
  );
}

async function tellCustomer(
  tx: Queryable,
  deps: KycDeps,
  doc: TDocRow & { brand: string },
  d: TKycDecision,
  verified: boolean,
) {
  const users = (
    await tx.query<{ user_id: string }>(`SELECT user_id FROM customer_access WHERE customer_id = $1 AND is_primary`, [
      doc.customer_id,
    ])
  ).rows.map((u) => u.user_id);
  const audience = { userIds: users, brand: doc.brand };
  const document = documentTypeName(doc.type);
  if (d.decision === 'confirm') await notify(tx, deps, audience, 'documentConfirmed', { document });
  else if (d.decision === 'reject')
    await notify(tx, deps, audience, 'documentRejected', { document, reason: d.reason });
  else
    await notify(tx, deps, audience, 'documentRequested', {
      document: documentTypeName(d.documentTypeId),
      reason: d.reason,
    });
  if (verified) await notify(tx, deps, audience, 'identityVerified', {});
}

type TReviewedDoc = TDocRow & { number: string | null; reviewed_by: string | null; reviewed_at: Date | null };
const documentView = (d: TReviewedDoc): TKycCustomerView['documents'][number] => ({
  documentId: d.id,
  version: d.version,
  documentTypeId: d.type,
  documentType: documentTypeName(d.type),
  status: d.status,
  statusId: statusIdOf(d.status),
  isDueDiligence: d.is_due_diligence,
  uploadedAt: d.created_at.toISOString(),
  issuedDate: isoDay(d.issued_date),
  expiresDate: isoDay(d.expires_date),
  number: d.number,
  rejectReason: d.reject_reason,
  reviewedBy: d.reviewed_by,
  reviewedAt: d.reviewed_at?.toISOString() ?? null,
  hasBack: d.file_back_id !== null,
});
