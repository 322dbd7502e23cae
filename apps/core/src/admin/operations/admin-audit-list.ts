import { adminAuditList } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import type { AdminDeps } from '../module.ts';

const PAGE_SIZE = 50;

/** The audit log, newest first, optionally of one action. */
export const adminAuditListOp = (deps: AdminDeps) =>
  operation(adminAuditList, async (_ctx, input) => {
    const size = input.pageSize ?? PAGE_SIZE;
    const offset = ((input.page ?? 1) - 1) * size;
    const action = input.action ?? null;
    const total = await deps.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM admin_audit_log WHERE $1::text IS NULL OR action = $1',
      [action],
    );
    const rows = await deps.db.query<{
      id: string;
      at: Date;
      admin_id: number;
      username: string;
      action: string;
      target: string;
      before: unknown;
      after: unknown;
    }>(
      `SELECT l.id::text AS id, l.at, l.admin_id, a.username, l.action, l.target, l.before, l.after
         FROM admin_audit_log l JOIN admin_users a ON a.id = l.admin_id
        WHERE $1::text IS NULL OR l.action = $1 ORDER BY l.at DESC, l.id DESC LIMIT ${size} OFFSET ${offset}`,
      [action],
    );
    return {
      responseCode: '00' as const,
      data: rows.rows.map((r) => ({
        id: Number(r.id),
        at: r.at.toISOString(),
        adminId: Number(r.admin_id),
        adminUsername: r.username,
        action: r.action,
        target: r.target,
        before: r.before ?? null,
        after: r.after ?? null,
      })),
      meta: { total: Number(total.rows[0]?.n ?? 0) },
    };
  });
