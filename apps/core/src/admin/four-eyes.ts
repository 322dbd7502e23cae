import type { TOperatorChange } from '@openportal/contract';
import type { Db, Queryable } from '@openportal/db';
import { AppError, fieldError } from '../platform/app-error.ts';
import { writeAudit } from './audit.ts';

/**
 * Four eyes (issue 18): one small mechanism for every operator change that one operator may not
 * make alone. The change's own call decides that (FX beyond the band, a fee rule touching an
 * active limit) and calls `proposeChange` instead of applying; a second operator then approves
 * (the kind's `apply` runs) or rejects it. The proposer can decide neither way (the table checks
 * it too). Each step is audited as `<kind>.propose`, `<kind>.approve`, `<kind>.reject`.
 */
export type TChangeKind = TOperatorChange['kind'];
export type TChangeValues = TOperatorChange['values'];

/** How an approved change of one kind is applied: answers the fields before and after. */
export type TApplyChange = (
  tx: Queryable,
  values: TChangeValues,
  adminId: number,
) => Promise<{ before: TChangeValues | null; after: TChangeValues }>;

/** The registry four-eyes applies approved changes through: one applier per kind, from its domain. */
export type TChangeAppliers = Record<TChangeKind, TApplyChange>;

interface ChangeRow {
  id: string;
  kind: TChangeKind;
  target: string;
  values: TChangeValues;
  before: TChangeValues | null;
  status: TOperatorChange['status'];
  proposed_by: number;
  proposed_by_name: string;
  proposed_at: Date;
  decided_by_name: string | null;
  decided_at: Date | null;
}

const SELECT = `SELECT c.id::text, c.kind, c.target, c."values", c.before, c.status, c.proposed_by,
    p.username AS proposed_by_name, c.proposed_at, d.username AS decided_by_name, c.decided_at
  FROM operator_changes c JOIN admin_users p ON p.id = c.proposed_by LEFT JOIN admin_users d ON d.id = c.decided_by`;

const toWire = (r: ChangeRow, adminId: number): TOperatorChange => ({
  changeId: Number(r.id),
  kind: r.kind,
  target: r.target,
  values: r.values,
  before: r.before,
  status: r.status,
  proposedBy: r.proposed_by_name,
  proposedAt: r.proposed_at.toISOString(),
  proposedByYou: Number(r.proposed_by) === adminId,
  decidedBy: r.decided_by_name,
  decidedAt: r.decided_at?.toISOString() ?? null,
});

async function readChange(q: Queryable, id: string, adminId: number, lock = false): Promise<TOperatorChange | null> {
  const row = (await q.query<ChangeRow>(`${SELECT} WHERE c.id = $1::int8${lock ? ' FOR UPDATE OF c' : ''}`, [id]))
    .rows[0];
  return row ? toWire(row, adminId) : null;
}

/** Stores a change for a second operator, audited as `<kind>.propose`, in the caller's transaction. */
export async function proposeChange(
  tx: Queryable,
  p: { kind: TChangeKind; target: string; values: TChangeValues; before: TChangeValues | null; adminId: number },
  ip: string | null,
): Promise<TOperatorChange> {
  const id = (
    await tx.query<{ id: string }>(
      `INSERT INTO operator_changes (kind, target, "values", before, proposed_by) VALUES ($1, $2, $3::jsonb, $4::jsonb, $5)
       RETURNING id::text`,
      [p.kind, p.target, JSON.stringify(p.values), p.before && JSON.stringify(p.before), p.adminId],
    )
  ).rows[0]!.id;
  await writeAudit(tx, {
    adminId: p.adminId,
    action: `${p.kind}.propose`,
    target: p.target,
    before: p.before,
    after: { changeId: Number(id), ...p.values },
    ip,
  });
  return (await readChange(tx, id, p.adminId))!;
}

/** The changes of a status and kind (all when unset), newest first, at most 100. */
export async function listChanges(
  q: Queryable,
  filter: { status?: TOperatorChange['status']; kind?: TChangeKind },
  adminId: number,
): Promise<TOperatorChange[]> {
  const rows = await q.query<ChangeRow>(
    `${SELECT} WHERE ($1::text IS NULL OR c.status = $1) AND ($2::text IS NULL OR c.kind = $2) ORDER BY c.id DESC LIMIT 100`,
    [filter.status ?? null, filter.kind ?? null],
  );
  return rows.rows.map((r) => toWire(r, adminId));
}

/** Equal field by field (jsonb does not keep key order). */
function sameValues(a: TChangeValues | null, b: TChangeValues | null): boolean {
  if (a === null || b === null) return a === b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
}

/**
 * A second operator's decision: approving applies the change with its kind's `apply`, both in one
 * transaction with the decision and its audit row. Refuses an unknown change (IM), a decided one,
 * the proposer's own, and an approval when the row no longer holds what it held when the change
 * was proposed (someone changed it since: propose again) — VF naming changeId.
 */
export async function decideChange(
  db: Db,
  p: { changeId: number; approve: boolean; adminId: number; ip: string | null },
  apply: TChangeAppliers,
): Promise<TOperatorChange> {
  return db.transaction(async (tx) => {
    const change = await readChange(tx, String(p.changeId), p.adminId, true);
    if (!change) throw new AppError('IM', 'notFound');
    if (change.status !== 'pending') throw fieldError('changeId', 'changeNotPending');
    if (change.proposedByYou) throw fieldError('changeId', 'ownChange');
    const applied = p.approve ? await apply[change.kind](tx, change.values, p.adminId) : null;
    // What the approver saw as "before" must still be so; else the transaction rolls back.
    if (applied && !sameValues(applied.before, change.before)) throw fieldError('changeId', 'changeOutdated');
    await tx.query(`UPDATE operator_changes SET status = $2, decided_by = $3, decided_at = now() WHERE id = $1::int8`, [
      String(p.changeId),
      p.approve ? 'approved' : 'rejected',
      p.adminId,
    ]);
    await writeAudit(tx, {
      adminId: p.adminId,
      action: `${change.kind}.${p.approve ? 'approve' : 'reject'}`,
      target: change.target,
      before: applied ? applied.before : change.before,
      after: { changeId: change.changeId, ...(applied ? applied.after : change.values) },
      ip: p.ip,
    });
    return (await readChange(tx, String(p.changeId), p.adminId))!;
  });
}
