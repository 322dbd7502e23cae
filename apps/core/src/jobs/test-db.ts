import { randomBytes } from 'node:crypto';
import { openDatabase, type Db } from '@openportal/db';

export const DB_KIND = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A database for one test file: in-memory PGlite, or a fresh schema on the server of
 * DATABASE_URL (dropped on close). `bossSchema()` names a new schema for pg-boss's tables.
 */
export async function openTestDb(): Promise<{ db: Db; bossSchema: () => string; close(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  const schema = `jobs_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  let n = 0;
  const bossSchema = () => `${schema}_boss${++n}`;
  if (!serverUrl) {
    const db = await openDatabase({});
    return { db, bossSchema, close: () => db.close() };
  }
  const admin = await openDatabase({ url: serverUrl, poolSize: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const sep = serverUrl.includes('?') ? '&' : '?';
  const db = await openDatabase({
    url: `${serverUrl}${sep}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    poolSize: 8,
  });
  return {
    db,
    bossSchema,
    async close() {
      const all = await db.query<{ nspname: string }>(
        'SELECT nspname FROM pg_namespace WHERE starts_with(nspname, $1)',
        [schema],
      );
      for (const { nspname } of all.rows) await db.exec(`DROP SCHEMA ${nspname} CASCADE`);
      await db.close();
    },
  };
}
