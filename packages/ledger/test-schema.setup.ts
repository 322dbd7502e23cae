import { randomBytes } from 'node:crypto';
import { openDatabase } from '@openportal/db';

/**
 * With DATABASE_URL set, every test run gets a schema of its own on that server (search_path
 * in the URL, so worker processes and the crash test's children use it too) and drops it at
 * the end: runs never see each other's rows, and the server does not grow run after run.
 * A run killed before its end leaves its schema behind; the name carries its start time, and
 * the next run drops those older than STALE_AFTER_S (no run takes that long).
 */
const STALE_AFTER_S = 6 * 3600;
const PREFIX = 'ledger_test_';

export default async function setup() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return undefined;
  const started = Math.floor(Date.now() / 1000);
  const schema = `${PREFIX}${started}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ url: serverUrl, poolSize: 1 });
  const all = await admin.query<{ nspname: string }>(
    'SELECT nspname FROM pg_namespace WHERE starts_with(nspname, $1)',
    [PREFIX],
  );
  for (const { nspname } of all.rows) {
    const at = Number(/^ledger_test_(\d{10})_\d+_[0-9a-f]{8}$/.exec(nspname)?.[1]);
    if (at > 0 && started - at > STALE_AFTER_S) await admin.exec(`DROP SCHEMA IF EXISTS ${nspname} CASCADE`);
  }
  await admin.exec(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  process.env.DATABASE_URL = url.toString();
  return async () => {
    process.env.DATABASE_URL = serverUrl;
    const db = await openDatabase({ url: serverUrl, poolSize: 1 });
    await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await db.close();
  };
}
