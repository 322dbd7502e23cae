import type { Db, Queryable, Tx } from '@openportal/db';

type Hook = () => void;

/** A transaction's hooks, and the savepoints open in it with the hook count each began at. */
interface Pending {
  hooks: Hook[];
  savepoints: { name: string; mark: number }[];
}

/** Open transactions of wrapped databases (the Queryable handed to `transaction`'s fn). */
const open = new WeakMap<Queryable, Pending>();

const SAVEPOINT_SQL =
  /^\s*(SAVEPOINT|RELEASE(?:\s+SAVEPOINT)?|ROLLBACK\s+TO(?:\s+SAVEPOINT)?)\s+([A-Za-z_]\w*)\s*;?\s*$/i;

/**
 * Work rolled back to a savepoint takes its hooks with it (eachInSavepoint's failed item, a
 * recovery task undone): the statements are matched as they are sent, so no caller has to.
 */
function followSavepoints(p: Pending, sql: string): void {
  if (sql.length > 100 || !/^\s*[RSrs]/.test(sql)) return;
  const m = SAVEPOINT_SQL.exec(sql);
  if (!m) return;
  const verb = m[1]!.toUpperCase();
  const name = m[2]!.toLowerCase();
  if (verb === 'SAVEPOINT') return void p.savepoints.push({ name, mark: p.hooks.length });
  const at = p.savepoints.findLastIndex((s) => s.name === name);
  if (at < 0) return;
  if (verb.startsWith('ROLLBACK')) {
    p.hooks.length = p.savepoints[at]!.mark;
    p.savepoints.length = at + 1; // the savepoint itself stays after ROLLBACK TO
  } else p.savepoints.length = at;
}

/**
 * The database with post-commit hooks: `afterCommit(tx, hook)` inside `transaction` runs the
 * hook once that transaction has committed, never when it rolls back (a transient retry runs
 * fn again with fresh hooks). Hooks run in the order they were added; one that throws does not
 * stop the others (`onHookError` hears it).
 */
export function withAfterCommit(db: Db, onHookError: (error: unknown) => void = () => undefined): Db {
  return {
    ...db,
    transaction: async (fn, options) => {
      let pending: Pending | undefined;
      const result = await db.transaction(async (inner) => {
        const p: Pending = { hooks: [], savepoints: [] };
        pending = p;
        const tx: Tx = {
          query: (sql, params) => {
            followSavepoints(p, sql);
            return inner.query(sql, params);
          },
        };
        open.set(tx, p);
        return fn(tx);
      }, options);
      for (const hook of pending?.hooks ?? []) {
        try {
          hook();
        } catch (error) {
          onHookError(error);
        }
      }
      return result;
    },
  };
}

/**
 * Runs `hook` after `q`'s transaction commits. `q` not an open transaction of a wrapped
 * database (the database itself: its statements commit as they run) runs it at once.
 */
export function afterCommit(q: Queryable, hook: Hook): void {
  const p = open.get(q);
  if (p) p.hooks.push(hook);
  else hook();
}

/** Whether `q` is an open transaction whose hooks wait for its commit (tests). */
export const inTransaction = (q: Queryable): boolean => open.has(q);
