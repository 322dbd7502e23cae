import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '@openportal/db';
import { checkInvariants, getAccounts } from '@openportal/ledger';
import type { TRealtimeDelivery } from '@openportal/contract';
import { openRealtimeStream } from '../realtime/realtime-testing.ts';
import { CoreProcess, post, seededCustomer, transferUrl, type TSeededCustomer } from './crash-support.ts';

/**
 * Crash test of the group-commit path (CORE_CRASH_TEST=1; .ci/run runs it on PGlite and on
 * the server): core under transfer load is killed with SIGKILL, started again on the same
 * database, and clients retry every request with its idempotency key. Then: the ledger's
 * invariants hold; every acknowledged transfer exists exactly once and answers the same again;
 * every refused one moved nothing. Realtime events leave after their commit, at most once
 * (issue 25): no job row is written for them, and what the restarted core's stream carries is
 * one TransactionCreated and one BalanceChanged per movement it committed, never one for a
 * movement that does not exist.
 */
const REQUESTS = Number(process.env.CORE_CRASH_REQUESTS ?? 400);
const IN_FLIGHT = 16;
const CUSTOMERS = 8;
const FUNDING = 1_000_000n;
const BRAND = 'paywave';
const DB_KIND = process.env.DATABASE_URL ? 'postgres' : 'pglite';

interface TRequest {
  key: string;
  customer: TSeededCustomer;
  from: number;
  to: number;
  amountMinor: bigint;
}
/** A final answer: the movement, or a refusal that stays a refusal. */
type TFinal = { ok: true; transactionId: string } | { ok: false; refusal: string };

function workload(customers: readonly TSeededCustomer[]): TRequest[] {
  let seed = 11;
  const rnd = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) as number;
  return Array.from({ length: REQUESTS }, (_, n) => {
    const customer = customers[n % customers.length]!;
    const [a, b] = customer.accountIds as [number, number];
    const forward = rnd() < 0.5;
    // One in twenty asks for more than any balance: refused before and after the crash alike.
    const amountMinor = n % 20 === 19 ? 100n * FUNDING : BigInt(1 + Math.floor(rnd() * 500));
    return { key: `crash-${n}`, customer, from: forward ? a : b, to: forward ? b : a, amountMinor };
  });
}

const decimal = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

/** The request once; a final answer, or undefined when it must be asked again. */
async function send(core: CoreProcess, r: TRequest): Promise<TFinal | undefined> {
  try {
    const body = { toAmount: decimal(r.amountMinor), currency: 'USD', fromAccount: r.from, toAccount: r.to };
    const a = await post(transferUrl(core), body, { ...r.customer.auth, 'idempotency-key': r.key });
    if (a.status === 200 && a.body.responseCode === '00')
      return { ok: true, transactionId: String(a.body.transactionId) };
    if (a.body.responseCode === 'VF') return { ok: false, refusal: JSON.stringify(a.body.validationErrors) };
    return undefined; // in progress (409 AE), 5xx, 503 while closing: ask again
  } catch {
    return undefined; // the process is gone
  }
}

/** IN_FLIGHT clients send the requests not answered yet; `onAnswer` after each final answer. */
async function load(
  core: CoreProcess,
  requests: readonly TRequest[],
  answers: Map<string, TFinal>,
  onAnswer = () => false,
) {
  let next = 0;
  let stop = false;
  const client = async () => {
    while (!stop && next < requests.length) {
      const r = requests[next++]!;
      if (answers.has(r.key)) continue;
      const final = await send(core, r);
      if (final !== undefined) answers.set(r.key, final);
      if (onAnswer()) stop = true;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, client));
}

async function retryAll(core: CoreProcess, requests: readonly TRequest[]): Promise<Map<string, TFinal>> {
  const answers = new Map<string, TFinal>();
  for (let attempt = 0; answers.size < requests.length && attempt < 50; attempt++) {
    await load(core, requests, answers);
    if (answers.size < requests.length) await new Promise((r) => setTimeout(r, 200));
  }
  return answers;
}

interface TTarget {
  env: Record<string, string>;
  open(): Promise<Db>;
  jobsSchema: string;
  cleanUp(): Promise<void>;
}

async function serverTarget(serverUrl: string): Promise<TTarget> {
  const schema = `core_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ url: serverUrl, poolSize: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const sep = serverUrl.includes('?') ? '&' : '?';
  const url = `${serverUrl}${sep}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    env: { DATABASE_URL: url, JOBS_SCHEMA: `${schema}_jobs` },
    open: () => openDatabase({ url, poolSize: 2 }),
    jobsSchema: `${schema}_jobs`,
    async cleanUp() {
      await admin.exec(`DROP SCHEMA ${schema} CASCADE; DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE`);
      await admin.close();
    },
  };
}

function pgliteTarget(): TTarget {
  const dir = mkdtempSync(join(tmpdir(), 'core-crash-'));
  return {
    env: { DATA_DIR: dir },
    open: () => openDatabase({ dataDir: dir }),
    jobsSchema: 'pgboss',
    cleanUp: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** What the database holds after the run, read directly. */
async function stateOf(db: Db, jobsSchema: string, customers: readonly TSeededCustomer[]) {
  const scopes = customers.map((c) => c.customerId);
  const ids = customers.flatMap((c) => c.accountIds.map(BigInt));
  const keys = await db.query<{ key: string; transaction_id: string }>(
    'SELECT key, transaction_id::text FROM ledger_idempotency WHERE scope = ANY($1::text[])',
    [scopes],
  );
  const moved = await db.query<{ transaction_id: string }>(
    `SELECT DISTINCT e.transaction_id::text FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE e.account_id = ANY($1::int8[]) AND t.type = 'betweenAccounts'`,
    [ids],
  );
  const jobs = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${jobsSchema}.job WHERE name = 'realtime'`,
  );
  return {
    problems: await checkInvariants(db, ids),
    keys: new Map(keys.rows.map((r) => [r.key, r.transaction_id])),
    moved: moved.rows.map((r) => r.transaction_id).sort(),
    posted: new Map((await getAccounts(db, ids)).map((a) => [Number(a.accountId), a.postedMinor])),
    realtimeJobs: jobs.rows[0]?.n ?? 0,
  };
}

describe.runIf(process.env.CORE_CRASH_TEST === '1')(`crash: kill -9 of core under transfer load (${DB_KIND})`, () => {
  it(
    'keeps every acknowledged transfer exactly once, with its side effects and nothing else',
    { timeout: 300_000 },
    async () => {
      const target = process.env.DATABASE_URL ? await serverTarget(process.env.DATABASE_URL) : pgliteTarget();
      const secret = randomBytes(16).toString('hex');
      const env = {
        ...target.env,
        INTERNAL_SECRET: secret,
        TEST_SEEDING: 'true',
        SEED_DEMO: 'false',
        JOBS: 'false',
        MAIL_CATCHER_SMTP_PORT: '0',
        MAIL_CATCHER_HTTP_PORT: '0',
        LOGIN_RATE_PER_MIN: '100000',
        STANDARD_RATE_PER_MIN: '1000000',
        GROUP_COMMIT_WINDOW_MS: '2',
        LOG_LEVEL: 'fatal',
        OTEL_SDK_DISABLED: 'true',
      };
      try {
        let core = await CoreProcess.start(env);
        const customers: TSeededCustomer[] = [];
        for (let i = 0; i < CUSTOMERS; i++)
          customers.push(await seededCustomer(core, secret, BRAND, [String(FUNDING), String(FUNDING)]));
        const requests = workload(customers);

        const before = new Map<string, TFinal>();
        await load(core, requests, before, () => before.size >= REQUESTS / 4);
        await core.kill();
        expect(before.size).toBeGreaterThan(0);
        expect(before.size).toBeLessThan(REQUESTS);

        core = await CoreProcess.start(env);
        const stream = await openRealtimeStream(core.url, secret);
        const after = await retryAll(core, requests);
        // Published before each answer left: the stream has had time to carry the last ones.
        await new Promise((resolve) => setTimeout(resolve, 500));
        stream.close();
        await core.stop();
        expect(after.size).toBe(REQUESTS);
        for (const [key, first] of before) expect(after.get(key), key).toEqual(first);

        const db = await target.open();
        try {
          const state = await stateOf(db, target.jobsSchema, customers);
          expect(state.problems).toEqual([]);
          const acked = requests.filter((r) => after.get(r.key)!.ok);
          const idOf = (r: TRequest) => (after.get(r.key) as { transactionId: string }).transactionId;
          // Every acknowledged transfer exactly once, under its key; no refused one kept its key.
          expect(state.moved).toEqual(acked.map(idOf).sort());
          expect(state.keys).toEqual(new Map(acked.map((r) => [r.key, idOf(r)])));
          const model = new Map<number, bigint>(
            customers.flatMap((c) => c.accountIds.map((id) => [id, FUNDING] as const)),
          );
          for (const r of acked) {
            model.set(r.from, model.get(r.from)! - r.amountMinor);
            model.set(r.to, model.get(r.to)! + r.amountMinor);
          }
          expect(state.posted).toEqual(model);
          // Side effects: no realtime job; on the stream, events only for movements that exist, each once.
          expect(state.realtimeJobs).toBe(0);
          const ours = (d: TRealtimeDelivery) =>
            'customerId' in d.event &&
            customers.some((c) => c.customerId === (d.event as { customerId: string }).customerId);
          const heard = stream.heard.filter(ours);
          const created = heard.flatMap((d) => (d.event.type === 'TransactionCreated' ? [d.event.transactionId] : []));
          expect(created.length).toBeGreaterThan(0);
          expect(new Set(created).size).toBe(created.length);
          expect(created.filter((id) => !state.moved.includes(id))).toEqual([]);
          expect(heard.filter((d) => d.event.type === 'BalanceChanged')).toHaveLength(created.length);
          expect(acked.length).toBeGreaterThan(before.size / 2);
          console.log(
            `core crash (${DB_KIND}): ${before.size} answered before the kill, then ${acked.length} transfers and ` +
              `${REQUESTS - acked.length} refusals; ${created.length} movements announced after the restart, 0 realtime jobs`,
          );
        } finally {
          await db.close();
        }
      } finally {
        await target.cleanUp();
      }
    },
  );
});
