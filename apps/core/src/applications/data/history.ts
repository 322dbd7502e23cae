import type { TApplicationEvent, TApplicationStatus } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { TApplicationRow } from './applications.ts';

/** At most this many changed paths are kept per write (a body has about a hundred leaves). */
const MAX_PATHS = 200;

/** The leaf paths whose value differs between two bodies (`companyInfo.tin`, `websites.1.url`). */
export function changedPaths(before: unknown, after: unknown, path = ''): string[] {
  const isObj = (v: unknown) => v !== null && typeof v === 'object';
  if (!isObj(before) && !isObj(after)) return before === after ? [] : [path];
  if (!isObj(before) || !isObj(after) || Array.isArray(before) !== Array.isArray(after)) return [path];
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return keys
    .flatMap((k) => changedPaths(a[k], b[k], path ? `${path}.${Array.isArray(b) ? Number(k) + 1 : k}` : k))
    .filter((p) => p !== '');
}

/** Who wrote: the applicant's user or an operator. */
export type TActor = { kind: 'applicant'; userId: string } | { kind: 'operator'; adminId: number };

/**
 * One line of an application's history (migration 0045), in the write's transaction: who, which
 * move or edit, the statuses, the version written and the body paths it changed.
 */
export async function recordEvent(
  q: Queryable,
  actor: TActor,
  action: TApplicationEvent['action'],
  before: Pick<TApplicationRow, 'status' | 'data'> | null,
  after: TApplicationRow,
  reason: string | null = null,
): Promise<void> {
  const changed = changedPaths(before?.data ?? {}, after.data).slice(0, MAX_PATHS);
  await q.query(
    `INSERT INTO merchant_application_events
       (application_id, actor_kind, actor_id, action, from_status, to_status, version, changed, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      after.id,
      actor.kind,
      actor.kind === 'applicant' ? actor.userId : String(actor.adminId),
      action,
      before?.status ?? null,
      after.status,
      after.version,
      changed,
      reason,
    ],
  );
}

interface TEventRow {
  at: Date;
  actor_kind: 'applicant' | 'operator';
  actor: string | null;
  action: TApplicationEvent['action'];
  from_status: TApplicationStatus | null;
  to_status: TApplicationStatus;
  version: number;
  changed: string[];
  reason: string | null;
}

/** An application's history, oldest first, each writer named (the user's e-mail, the operator's name). */
export async function listHistory(q: Queryable, applicationId: number): Promise<TApplicationEvent[]> {
  const r = await q.query<TEventRow>(
    `SELECT e.at, e.actor_kind, e.action, e.from_status, e.to_status, e.version, e.changed, e.reason,
       CASE WHEN e.actor_kind = 'applicant' THEN (SELECT u.email FROM users u WHERE u.id = e.actor_id)
            ELSE (SELECT a.name FROM admin_users a WHERE a.id::text = e.actor_id) END AS actor
     FROM merchant_application_events e WHERE e.application_id = $1 ORDER BY e.id`,
    [applicationId],
  );
  return r.rows.map((e) => ({
    at: new Date(e.at).toISOString(),
    actorKind: e.actor_kind,
    actor: e.actor ?? '—',
    action: e.action,
    fromStatus: e.from_status,
    toStatus: e.to_status,
    version: Number(e.version),
    changed: e.changed,
    reason: e.reason,
  }));
}
