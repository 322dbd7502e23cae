import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db, type ListenState } from './index.ts';

const serverUrl = process.env.DATABASE_URL;
const CHANNEL = 'op_listen_reconnect_test';

/**
 * A LISTEN whose backend is killed while connecting is refused (its database allows no
 * connections for a while) must keep trying, say so, and deliver again once it can connect.
 * On its own database, so the server and other tests are left alone.
 */
describe.skipIf(!serverUrl)('LISTEN on a server after its connection is killed', () => {
  const name = `listen_test_${process.pid}_${randomBytes(3).toString('hex')}`;
  let admin: Db;
  let db: Db;
  beforeAll(async () => {
    admin = await openDatabase({ url: serverUrl, poolSize: 1 });
    await admin.exec(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    db = await openDatabase({ url: url.toString(), poolSize: 1 });
  });
  afterAll(async () => {
    await db?.close();
    await admin?.exec(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await admin?.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.close();
  });

  const killListener = () =>
    admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query = $2 AND pid <> pg_backend_pid()`,
      [name, `LISTEN ${CHANNEL}`],
    );

  it('retries until it can connect, reports down and up, and delivers NOTIFY again', async () => {
    const payloads: string[] = [];
    const states: ListenState[] = [];
    const stop = await db.listen(
      CHANNEL,
      (p) => payloads.push(p),
      (s) => states.push(s),
    );
    try {
      await db.query('SELECT pg_notify($1, $2)', [CHANNEL, 'before']);
      await expect.poll(() => payloads).toContain('before');
      expect(states).toEqual([{ listening: true, failedAttempts: 0 }]);

      await admin.exec(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      expect((await killListener()).rowCount).toBe(1);
      // Down, then attempt after attempt refused while the database takes no connection.
      await expect.poll(() => states.at(-1)?.failedAttempts ?? 0).toBeGreaterThanOrEqual(3);
      expect(states.slice(1).every((s) => !s.listening)).toBe(true);

      await admin.exec(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await expect.poll(() => states.at(-1)).toEqual({ listening: true, failedAttempts: 0 });
      await db.query('SELECT pg_notify($1, $2)', [CHANNEL, 'after']);
      await expect.poll(() => payloads).toContain('after');
    } finally {
      await stop();
    }
  });
});
