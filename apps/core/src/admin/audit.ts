import { CALLS, type Call } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { AppError } from '../platform/app-error.ts';
import type { AdminCaller, Caller } from '../platform/caller.ts';

export interface TAuditEntry {
  adminId: number;
  /** What was done: a stable verb such as 'fxRate.update'. */
  action: string;
  /** What it was done to, e.g. 'USD/EUR'. */
  target: string;
  before: unknown;
  after: unknown;
  ip: string | null;
}

/**
 * Appends one row to the audit log. Call it with the transaction of the change it records, so
 * the change and its record commit or fail together. The table refuses UPDATE, DELETE and
 * TRUNCATE (trigger of migration 0011).
 */
export async function writeAudit(tx: Queryable, e: TAuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO admin_audit_log (admin_id, action, target, before, after, ip) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6)`,
    [e.adminId, e.action, e.target, toJson(e.before), toJson(e.after), e.ip],
  );
}

const toJson = (v: unknown) =>
  v === null || v === undefined
    ? null
    : JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x));

/** The operator of an admin call (the dispatcher has established it). */
export function adminOf(caller: Caller): AdminCaller {
  if (caller.kind !== 'admin') throw new AppError('13', 'accessDenied');
  return caller;
}

/** The audit action of an operator's refused call (target: the call's contract key). */
export const REFUSED_ACTION = 'call.refused';
const keyOfCall = new Map<Call, string>(Object.entries(CALLS).map(([k, c]) => [c, k]));

/**
 * Records an operator's call that was refused after they were known (a role that may not make
 * it, a bad input, a refusal of the handler): who, which call, and why (the catalogue code, its
 * message and the fields at fault; an error outside the catalogue is 'internal'). Written on
 * its own, outside the refused call's transaction, which rolled back.
 */
export async function auditRefusal(db: Queryable, admin: AdminCaller, call: Call, error: unknown, ip: string | null) {
  const why =
    error instanceof AppError
      ? {
          code: error.code,
          message: error.messageKey ?? error.message,
          ...(error.validationErrors ? { fields: error.validationErrors.map((v) => v.field) } : {}),
        }
      : { code: 'internal' };
  await writeAudit(db, {
    adminId: admin.adminId,
    action: REFUSED_ACTION,
    target: keyOfCall.get(call) ?? (call.transport === 'method' ? call.method : `${call.verb} ${call.path}`),
    before: null,
    after: why,
    ip,
  });
}
