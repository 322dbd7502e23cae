import type { TApplication, TApplicationStatus } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { AppError } from '../../platform/app-error.ts';

/** A row of merchant_applications as core reads it. */
export interface TApplicationRow {
  id: number;
  customer_id: string;
  brand: string;
  status: TApplicationStatus;
  data: Record<string, unknown>;
  version: number;
  reject_reason: string | null;
  submitted_at: Date | null;
  decided_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, customer_id, brand, status, data, version, reject_reason, submitted_at, decided_at, created_at, updated_at`;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The contract's Application of a row. */
export function applicationOf(r: TApplicationRow): TApplication {
  return {
    id: Number(r.id),
    customerId: r.customer_id,
    status: r.status,
    data: r.data as TApplication['data'],
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    version: Number(r.version),
    rejectReason: r.reject_reason,
    submittedAt: iso(r.submitted_at),
    decidedAt: iso(r.decided_at),
  };
}

export async function insertApplication(q: Queryable, customerId: string, brand: string, userId: string) {
  const r = await q.query<{ id: number }>(
    `INSERT INTO merchant_applications (customer_id, brand, created_by) VALUES ($1, $2, $3) RETURNING id`,
    [customerId, brand, userId],
  );
  return Number(r.rows[0]!.id);
}

/** The customer's applications, newest first (DELETED ones are gone for them). */
export async function listOwnApplications(q: Queryable, customerId: string) {
  const r = await q.query<TApplicationRow>(
    `SELECT ${COLUMNS} FROM merchant_applications WHERE customer_id = $1 AND status <> 'DELETED' ORDER BY id DESC`,
    [customerId],
  );
  return r.rows;
}

/**
 * One application: the customer's own (`customerId` given) or any (an operator), locked for the
 * caller's transaction when `lock`. Another customer's application is not found, like one that
 * does not exist (IM), so ids reveal nothing.
 */
export async function findApplication(
  q: Queryable,
  id: number,
  opts: { customerId?: string; lock?: boolean } = {},
): Promise<TApplicationRow> {
  const own = opts.customerId !== undefined;
  const r = await q.query<TApplicationRow>(
    `SELECT ${COLUMNS} FROM merchant_applications WHERE id = $1 ${own ? `AND customer_id = $2 AND status <> 'DELETED'` : ''}
     ${opts.lock ? 'FOR UPDATE' : ''}`,
    own ? [id, opts.customerId] : [id],
  );
  const row = r.rows[0];
  if (!row) throw new AppError('IM', 'notFound');
  return row;
}

/** Writes the body (and a status, when a move goes with it), raising the version. */
export async function saveApplication(
  q: Queryable,
  id: number,
  set: {
    data?: object;
    status?: TApplicationStatus;
    rejectReason?: string | null;
    submitted?: boolean;
    decidedBy?: number;
  },
): Promise<TApplicationRow> {
  const r = await q.query<TApplicationRow>(
    `UPDATE merchant_applications SET
       data = COALESCE($2::jsonb, data),
       status = COALESCE($3, status),
       reject_reason = CASE WHEN $4::boolean THEN $5 ELSE reject_reason END,
       submitted_at = CASE WHEN $6::boolean THEN now() ELSE submitted_at END,
       decided_at = CASE WHEN $7::integer IS NULL THEN decided_at ELSE now() END,
       decided_by = COALESCE($7::integer, decided_by),
       version = version + 1,
       updated_at = now()
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [
      id,
      set.data === undefined ? null : JSON.stringify(set.data),
      set.status ?? null,
      set.rejectReason !== undefined,
      set.rejectReason ?? null,
      set.submitted === true,
      set.decidedBy ?? null,
    ],
  );
  return r.rows[0]!;
}

export interface TAdminFilter {
  status?: TApplicationStatus | undefined;
  brand?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  applicant?: string | undefined;
  page: number;
  pageSize: number;
}

/** The operators' list: filters by status, brand, creation day range and applicant (customer id or e-mail part). */
export async function listApplications(q: Queryable, f: TAdminFilter) {
  const where: string[] = [];
  const args: unknown[] = [];
  const arg = (v: unknown) => `$${args.push(v)}`;
  if (f.status) where.push(`a.status = ${arg(f.status)}`);
  if (f.brand) where.push(`a.brand = ${arg(f.brand)}`);
  if (f.from) where.push(`a.created_at >= ${arg(f.from)}::date`);
  if (f.to) where.push(`a.created_at < ${arg(f.to)}::date + 1`);
  if (f.applicant) {
    const p = arg(f.applicant);
    const like = arg(`%${f.applicant.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`);
    where.push(`(a.customer_id = ${p} OR EXISTS (SELECT 1 FROM customer_access ca JOIN users u ON u.id = ca.user_id
      WHERE ca.customer_id = a.customer_id AND lower(u.email) LIKE ${like}))`);
  }
  const cond = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = await q.query<{ n: string }>(`SELECT count(*)::text AS n FROM merchant_applications a ${cond}`, args);
  const rows = await q.query<TApplicationRow>(
    `SELECT ${COLUMNS.split(', ')
      .map((c) => `a.${c}`)
      .join(', ')} FROM merchant_applications a ${cond}
     ORDER BY a.id DESC LIMIT ${arg(f.pageSize)} OFFSET ${arg((f.page - 1) * f.pageSize)}`,
    args,
  );
  return { rows: rows.rows, total: Number(total.rows[0]!.n) };
}
