import type { TKybCompanyView, TKybDecision, TKybQueueRow, TKybStatus } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { writeAudit } from '../../admin/audit.ts';
import { customerDocuments, setVerified, uploadedDocument } from '../../kyc/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AdminCaller } from '../../platform/caller.ts';
import { shareTree } from './kyb-tree.ts';

const QUEUE_LIMIT = 100;

/** The audit target of an operator's action on a company: one prefix per company (its history). */
export const kybTarget = (customerId: string, what?: string) => `kyb:${customerId}${what ? `:${what}` : ''}`;

/** Activated companies waiting for their KYB decision, oldest registration first, by brand. */
export async function kybQueue(q: Queryable, f: { brand?: string }): Promise<TKybQueueRow[]> {
  const r = await q.query<{
    customer_id: string;
    brand: string;
    name: string;
    email: string;
    registration_country_code: string;
    created_at: Date;
    activated_at: Date | null;
    kyb_version: number;
  }>(
    `SELECT p.customer_id, c.brand, p.name, p.email, p.registration_country_code, p.created_at, p.activated_at,
            p.kyb_version
       FROM business_profiles p JOIN customers c ON c.id = p.customer_id
      WHERE p.kyb_status = 'waiting' AND p.status = 'active' AND ($1::text IS NULL OR c.brand = $1)
      ORDER BY p.created_at, p.customer_id LIMIT $2`,
    [f.brand ?? null, QUEUE_LIMIT],
  );
  return r.rows.map((x) => ({
    customerId: x.customer_id,
    brand: x.brand,
    name: x.name,
    email: x.email,
    registrationCountryCode: x.registration_country_code,
    registeredAt: x.created_at.toISOString(),
    activatedAt: x.activated_at?.toISOString() ?? null,
    version: Number(x.kyb_version),
  }));
}

interface TProfileRow {
  customer_id: string;
  brand: string;
  name: string;
  trading_name: string | null;
  email: string;
  registration_country_code: string;
  registration_number: string;
  registration_date: string | null;
  business_tax_id: string | null;
  website: string | null;
  phone: string | null;
  status: 'pending' | 'active';
  created_at: Date;
  activated_at: Date | null;
  kyb_status: TKybStatus;
  kyb_version: number;
  kyb_reason: string | null;
  kyb_decided_at: Date | null;
  verified: boolean;
  financial_detail: Record<string, unknown>;
  due_diligence: Record<string, unknown>;
}

/** The company's profile and KYB state (a customer that is no company: not found). */
export async function kybProfile(q: Queryable, customerId: string, lock = false): Promise<TProfileRow> {
  const r = await q.query<TProfileRow>(
    `SELECT p.customer_id, c.brand, p.name, p.trading_name, p.email, p.registration_country_code,
            p.registration_number, to_char(p.registration_date, 'YYYY-MM-DD') AS registration_date, p.business_tax_id,
            p.website, p.phone, p.status, p.created_at, p.activated_at, p.kyb_status, p.kyb_version, p.kyb_reason,
            p.kyb_decided_at, p.financial_detail, p.due_diligence,
            coalesce((SELECT k.verified FROM customer_kyc k WHERE k.customer_id = p.customer_id), false) AS verified
       FROM business_profiles p JOIN customers c ON c.id = p.customer_id WHERE p.customer_id = $1
       ${lock ? 'FOR UPDATE OF p' : ''}`,
    [customerId],
  );
  if (!r.rows[0]) throw new AppError('VF', 'notFound');
  return r.rows[0];
}

async function representatives(q: Queryable, customerId: string) {
  const r = await q.query<{
    id: string;
    kind: 'person' | 'company';
    name: string;
    email: string | null;
    position_ids: number[];
    effective_share: string | null;
    access_rights: number | null;
  }>(
    `SELECT r.id::text, r.kind, r.email, r.position_ids, r.effective_share::text, a.access_rights,
            CASE WHEN r.kind = 'company' THEN coalesce(r.company_name, '')
                 ELSE concat_ws(' ', r.first_name, nullif(r.last_name, '')) END AS name
       FROM business_representatives r
       LEFT JOIN customer_access a ON a.user_id = r.user_id AND a.customer_id = r.customer_id
      WHERE r.customer_id = $1 AND r.deleted_at IS NULL ORDER BY r.id`,
    [customerId],
  );
  return r.rows.map((x) => ({
    id: Number(x.id),
    kind: x.kind,
    name: x.name,
    email: x.email,
    positionIds: (x.position_ids ?? []).map(Number),
    effectiveShare: x.effective_share === null ? null : Math.round(Number(x.effective_share) * 1e6) / 1e4,
    accessRights: x.access_rights === null ? null : Number(x.access_rights),
  }));
}

async function history(q: Queryable, customerId: string) {
  const r = await q.query<{ at: Date; username: string; action: string; after: Record<string, unknown> | null }>(
    `SELECT l.at, a.username, l.action, l.after FROM admin_audit_log l JOIN admin_users a ON a.id = l.admin_id
      WHERE l.target = $1 OR l.target LIKE $2 ORDER BY l.at DESC, l.id DESC LIMIT 100`,
    [kybTarget(customerId), `${kybTarget(customerId)}:%`],
  );
  return r.rows.map((h) => ({
    at: h.at.toISOString(),
    operator: h.username,
    action: h.action,
    detail: h.after
      ? Object.entries(h.after)
          .map(([k, x]) => `${k}: ${typeof x === 'object' ? JSON.stringify(x) : String(x)}`)
          .join(', ')
      : '',
  }));
}

/** A company for the reviewer: profile, KYB state, share tree, representatives, documents, history. */
export async function kybCompanyView(q: Queryable, customerId: string): Promise<TKybCompanyView> {
  const p = await kybProfile(q, customerId);
  const [tree, reps, docs, log] = await Promise.all([
    shareTree(q, customerId),
    representatives(q, customerId),
    customerDocuments(q, customerId),
    history(q, customerId),
  ]);
  return {
    company: {
      customerId: p.customer_id,
      brand: p.brand,
      name: p.name,
      tradingName: p.trading_name,
      email: p.email,
      registrationCountryCode: p.registration_country_code,
      registrationNumber: p.registration_number,
      registrationDate: p.registration_date,
      businessTaxId: p.business_tax_id,
      website: p.website,
      phone: p.phone,
      accountStatus: p.status,
      registeredAt: p.created_at.toISOString(),
      activatedAt: p.activated_at?.toISOString() ?? null,
    },
    kyb: {
      status: p.kyb_status,
      version: Number(p.kyb_version),
      reason: p.kyb_reason,
      decidedAt: p.kyb_decided_at?.toISOString() ?? null,
      verified: p.verified,
    },
    financialDetail: p.financial_detail,
    dueDiligence: p.due_diligence,
    directors: tree.directors,
    tree: tree.tree,
    representatives: reps,
    documents: docs.map((d) => uploadedDocument(d)),
    history: log,
  };
}

/**
 * Compliance's KYB decision, in one transaction with its audit row: approve verifies the company
 * (customer_kyc, the KYC level the limits read), reject leaves it unverified with the reason. The
 * update names the version the operator saw: a second decision on the same company changes
 * nothing and is told so. A rejected company may be decided again (approved once it is put right);
 * an approved one is final here. A company not yet activated cannot be decided.
 */
export async function decideKyb(
  tx: Queryable,
  a: { admin: AdminCaller; ip: string; customerId: string },
  d: TKybDecision,
) {
  const p = await kybProfile(tx, a.customerId, true);
  if (p.status !== 'active') throw new AppError('VF', 'businessNotActivated');
  if (Number(p.kyb_version) !== d.version || p.kyb_status === 'approved') throw new AppError('VF', 'kybAlreadyDecided');
  const status: TKybStatus = d.decision === 'approve' ? 'approved' : 'rejected';
  const reason = d.decision === 'reject' ? d.reason : null;
  const r = await tx.query<{ kyb_version: number }>(
    `UPDATE business_profiles SET kyb_status = $2, kyb_reason = $3, kyb_decided_at = now(), kyb_version = kyb_version + 1
      WHERE customer_id = $1 RETURNING kyb_version`,
    [a.customerId, status, reason],
  );
  const verified = status === 'approved';
  await setVerified(tx, a.customerId, verified);
  await writeAudit(tx, {
    adminId: a.admin.adminId,
    action: `kyb.${d.decision}`,
    target: kybTarget(a.customerId),
    before: { status: p.kyb_status, verified: p.verified },
    after: { status, verified, ...(reason ? { reason } : {}) },
    ip: a.ip,
  });
  return { status, verified, version: Number(r.rows[0]!.kyb_version) };
}
