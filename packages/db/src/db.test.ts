import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, migrate, type Db } from './index.ts';
import { splitStatements } from './migrate.ts';

describe('splitStatements', () => {
  it('keeps dollar-quoted bodies and quoted semicolons whole', () => {
    const sql = `CREATE TABLE a (x text DEFAULT ';'); -- a; comment\nCREATE FUNCTION f() RETURNS int AS $$ BEGIN RETURN 1; END $$ LANGUAGE plpgsql;`;
    expect(splitStatements(sql)).toEqual([
      "CREATE TABLE a (x text DEFAULT ';')",
      'CREATE FUNCTION f() RETURNS int AS $$ BEGIN RETURN 1; END $$ LANGUAGE plpgsql',
    ]);
  });
});

describe(`database (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let db: Db;
  const scope = `dbtest_${process.pid}_${Date.now()}`;
  beforeAll(async () => {
    db = await openDatabase({ url: process.env.DATABASE_URL });
  });
  afterAll(async () => {
    await db.exec(`DROP TABLE IF EXISTS ${scope}_t; DELETE FROM schema_migrations WHERE scope = '${scope}'`);
    await db.close();
  });

  it('applies each migration once and rolls back a failed transaction', async () => {
    const m = [{ name: '0001.sql', sql: `CREATE TABLE ${scope}_t (n int8 NOT NULL)` }];
    expect(await migrate(db, scope, m)).toEqual(['0001.sql']);
    expect(await migrate(db, scope, m)).toEqual([]);
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO ${scope}_t VALUES (1)`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await db.transaction((tx) => tx.query(`INSERT INTO ${scope}_t VALUES ($1)`, [9007199254740993n]));
    const r = await db.query<{ n: bigint }>(`SELECT n FROM ${scope}_t`);
    expect(r.rows).toEqual([{ n: 9007199254740993n }]);
  });

  it.skipIf(!process.env.DATABASE_URL)('names its sessions with applicationName (a server only)', async () => {
    const named = await openDatabase({ url: process.env.DATABASE_URL, poolSize: 1, applicationName: `${scope}_read` });
    try {
      const r = await named.query<{ name: string }>("SELECT current_setting('application_name') AS name");
      expect(r.rows[0]!.name).toBe(`${scope}_read`);
      // Its LISTEN connection too (the job runner's): pg_stat_activity names every session of it.
      const stop = await named.listen(`${scope}_ch`, () => undefined);
      const listening = await db.query<{ n: bigint }>(
        "SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1 AND query ILIKE 'LISTEN%'",
        [`${scope}_read`],
      );
      await stop();
      expect(listening.rows[0]!.n).toBe(1n);
      expect(
        (await db.query<{ name: string }>("SELECT current_setting('application_name') AS name")).rows[0]!.name,
      ).not.toBe(`${scope}_read`);
    } finally {
      await named.close();
    }
  });
});

describe('embedded data folder', () => {
  it('creates a missing data folder with its parents and keeps data across opens', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const root = mkdtempSync(path.join(tmpdir(), 'op-db-'));
    const dataDir = path.join(root, 'nested', 'core');
    try {
      const first = await openDatabase({ dataDir });
      await first.exec('CREATE TABLE kept (n int8)');
      await first.query('INSERT INTO kept VALUES (7)');
      await first.close();
      const second = await openDatabase({ dataDir });
      expect((await second.query<{ n: bigint }>('SELECT n FROM kept')).rows).toEqual([{ n: 7n }]);
      await second.close();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe(`listen (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('delivers a NOTIFY only after its transaction commits, and not after stop', async () => {
    const db = await openDatabase({ url: process.env.DATABASE_URL });
    const channel = `dbtest_${process.pid}`;
    const got: string[] = [];
    const stop = await db.listen(channel, (p) => got.push(p));
    await expect(
      db.transaction(async (tx) => {
        await tx.query('SELECT pg_notify($1, $2)', [channel, 'rolled back']);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await db.transaction((tx) => tx.query('SELECT pg_notify($1, $2)', [channel, 'committed']));
    await expect.poll(() => got).toEqual(['committed']);
    await stop();
    await db.query('SELECT pg_notify($1, $2)', [channel, 'after stop']);
    await new Promise((r) => setTimeout(r, 200));
    expect(got).toEqual(['committed']);
    await db.close();
  });
});
