import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Db } from '@openportal/db';
import { migrateLedger } from '@openportal/ledger';
import { createFileStore } from '../files/index.ts';
import { coreMigrations } from '../migrations.ts';
import { ISSUED_FILES_KEEP_DAYS, RETENTION, retentionJobs } from './retention.ts';
import { DB_KIND, openTestDb } from './test-db.ts';

const DAY_MS = 86_400_000;
let t: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;
const userId = randomUUID();
const deviceId = randomUUID();
let adminId = 0;
let customerId = '';

beforeAll(async () => {
  t = await openTestDb();
  db = t.db;
  await migrateLedger(db);
  await migrate(db, 'core', coreMigrations());
  await db.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, status, brand)
     VALUES ($1, 'r@example.com', 'x', 'R', 'T', 'active', 'paywave')`,
    [userId],
  );
  await db.query(`INSERT INTO devices (id, user_id, name, type, secret_hash) VALUES ($1, $2, 'p', 'ios', $1)`, [
    deviceId,
    userId,
  ]);
  adminId = (
    await db.query<{ id: number }>(
      `INSERT INTO admin_users (username, name, password_hash) VALUES ('op', 'Op', 'x') RETURNING id`,
    )
  ).rows[0]!.id;
  customerId = randomUUID();
  await db.query(`INSERT INTO customers (id, kind, brand) VALUES ($1, 0, 'paywave')`, [customerId]);
});
afterAll(async () => t?.close());

/** One row of the table whose age column is `at` (the other columns as the table needs). */
const ROW: Record<string, (at: Date) => Promise<unknown>> = {
  idempotent_answers: (at) =>
    db.query(
      `INSERT INTO idempotent_answers (scope, key, call, request_hash, created_at) VALUES ('s', $1, 'c', 'h', $2)`,
      [randomUUID(), at],
    ),
  auth_codes: (at) =>
    db.query(
      `INSERT INTO auth_codes (code_hash, user_id, code_challenge, needs_otp, expires_at) VALUES ($1, $2, 'c', false, $3)`,
      [randomUUID(), userId, at],
    ),
  refresh_tokens: (at) =>
    db.query(`INSERT INTO refresh_tokens (token_hash, family_id, user_id, expires_at) VALUES ($1, 'f', $2, $3)`, [
      randomUUID(),
      userId,
      at,
    ]),
  login_history: (at) =>
    db.query(`INSERT INTO login_history (user_id, ip, result, created_at) VALUES ($1, '::1', 'ok', $2)`, [userId, at]),
  security_codes: (at) =>
    db.query(`INSERT INTO security_codes (id, user_id, purpose, channel, expires_at) VALUES ($1, $2, 'p', 'sms', $3)`, [
      randomUUID(),
      userId,
      at,
    ]),
  code_failures: (at) => db.query(`INSERT INTO code_failures (ip, created_at) VALUES ('::1', $1)`, [at]),
  device_pushes: (at) =>
    db.query(`INSERT INTO device_pushes (device_id, title, body, created_at) VALUES ($1, 't', 'b', $2)`, [
      deviceId,
      at,
    ]),
  admin_login_tickets: (at) =>
    db.query(`INSERT INTO admin_login_tickets (ticket_hash, admin_id, expires_at) VALUES ($1, $2, $3)`, [
      randomUUID(),
      adminId,
      at,
    ]),
  admin_sessions: (at) =>
    db.query(`INSERT INTO admin_sessions (token_hash, admin_id, expires_at) VALUES ($1, $2, $3)`, [
      randomUUID(),
      adminId,
      at,
    ]),
};

const ctx = () => ({ db, signal: new AbortController().signal, id: 'test' });
const count = async (table: string) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

describe(`retention jobs (${DB_KIND})`, () => {
  it('every table of the retention list has a test row here', () => {
    expect(RETENTION.map((r) => r.table).sort()).toEqual(Object.keys(ROW).sort());
  });

  it.each(RETENTION.map((r) => [r.table, r] as const))(
    'prunes %s past its retention, keeps the recent',
    async (_n, r) => {
      const now = Date.now();
      for (let i = 0; i < 3; i++) await ROW[r.table]!(new Date(now - (r.keepDays + 1) * DAY_MS));
      await ROW[r.table]!(new Date(now - (r.keepDays - 0.5) * DAY_MS));
      const before = await count(r.table);
      // A batch of two: three old rows take two statements of one run.
      await retentionJobs(createFileStore({ kind: 'database', db }), { batch: 2 })[0]!.run(ctx());
      expect([before, await count(r.table)]).toEqual([4, 1]);
    },
  );

  it('deletes issued files past their retention with their content, keeps the recent', async () => {
    const store = createFileStore({ kind: 'database', db });
    const issue = async (ageDays: number) => {
      const meta = await store.put({ body: Buffer.from('%PDF-1.7\n'), contentType: 'application/pdf' });
      await db.query(`INSERT INTO issued_files (file_id, customer_id, document, created_at) VALUES ($1, $2, 'd', $3)`, [
        meta.id,
        customerId,
        new Date(Date.now() - ageDays * DAY_MS),
      ]);
      return meta.id;
    };
    const old = await issue(ISSUED_FILES_KEEP_DAYS + 1);
    const recent = await issue(1);
    await retentionJobs(store)[1]!.run(ctx());
    expect([await store.stat(old), (await store.stat(recent))?.id]).toEqual([null, recent]);
    expect((await db.query('SELECT file_id::text FROM issued_files')).rows).toEqual([{ file_id: recent }]);
  });
});
