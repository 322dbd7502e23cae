import type { Db, Migration } from './types.ts';

/**
 * Applies numbered SQL migrations once each, in name order, under an advisory lock so
 * that two processes starting together do not both apply them.
 */
export async function migrate(db: Db, scope: string, migrations: readonly Migration[]): Promise<string[]> {
  const sorted = [...migrations].sort((a, b) => a.name.localeCompare(b.name));
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    scope text NOT NULL, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (scope, name))`);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`migrate:${scope}`]);
    const done = await tx.query<{ name: string }>('SELECT name FROM schema_migrations WHERE scope = $1', [scope]);
    const applied = new Set(done.rows.map((r) => r.name));
    const now: string[] = [];
    for (const m of sorted) {
      if (applied.has(m.name)) continue;
      for (const statement of splitStatements(m.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (scope, name) VALUES ($1, $2)', [scope, m.name]);
      now.push(m.name);
    }
    return now;
  });
}

/** Splits SQL on semicolons outside quotes, dollar-quoted bodies and comments. */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i]!;
    if (ch === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
      continue;
    }
    if (ch === "'") {
      const end = sql.indexOf("'", i + 1);
      current += sql.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    if (ch === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i))?.[0];
      if (tag) {
        const end = sql.indexOf(tag, i + tag.length);
        current += sql.slice(i, end + tag.length);
        i = end + tag.length;
        continue;
      }
    }
    if (ch === ';') {
      if (current.trim()) out.push(current.trim());
      current = '';
      i++;
      continue;
    }
    current += ch;
    i++;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
