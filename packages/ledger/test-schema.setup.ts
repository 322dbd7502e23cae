import { randomBytes } from 'node:crypto';
import { openDatabase } from '@openportal/db';

/**
 * With DATABASE_URL set, every test run gets a schema of its own on that server (search_path
 * in the URL, so worker processes and the crash test's children use it too) and drops it at
 * the end: runs never see each other's rows, and the server does not grow run after run.
 */
export default async function setup() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return undefined;
  const schema = `ledger_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ url: serverUrl, poolSize: 1 });
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
