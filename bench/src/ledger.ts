/**
 * The ledger against PostgreSQL itself, in one run on one server (figures printed, never
 * asserted): pgbench TPC-B (c=16) in a scratch database, then ledger transfers/s in-process
 * with durable commits — uniform, then 100% crediting one account — each with one commit per
 * transfer (postTransaction in db.transaction, 16 clients) and through the set-based batch
 * writer (createBatchWriter: ledger_post_batch, one statement and one commit per batch,
 * BATCH_CLIENTS concurrent requests), then one client on PGlite vs one client on the server,
 * same workload, each with postTransaction and with postBatch of one transfer (one round
 * trip). The ratios use the fastest path. Prints the ratios the issue asks for.
 *
 *   node bench/src/ledger.ts        (Node 24; or `pnpm --filter @openportal/bench bench:ledger`)
 *
 * LEDGER_BENCH_URL (default DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres):
 * the server, where a scratch database is created and dropped. LEDGER_BENCH_SECONDS (default
 * 8): length of each phase; the whole run stays near two minutes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '@openportal/db';
import {
  checkInvariants,
  createBatchWriter,
  migrateLedger,
  postBatch,
  openAccount,
  postTransaction,
  systemAccount,
  SYSTEM_ACCOUNT_CODES,
  withTransientRetry,
  type TLedgerAccount,
  type TLedgerResult,
  type TPostOutcome,
  type TPostRequest,
} from '@openportal/ledger';

const URL_BASE =
  process.env.LEDGER_BENCH_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.LEDGER_BENCH_SECONDS ?? 8);
const CLIENTS = 16;
/** Requests in flight through the batch writer (callers waiting on it, as in a busy server). */
const BATCH_CLIENTS = 1024;
const WRITER = { lanes: 4, maxBatch: 256 };
const ACCOUNTS = 1000;

type TPost = (req: TPostRequest) => Promise<TLedgerResult<TPostOutcome>>;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function pgbench(url: string): number {
  const u = new URL(url);
  const env = {
    ...process.env,
    PGHOST: u.hostname,
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username || 'postgres'),
    PGPASSWORD: decodeURIComponent(u.password),
    PGDATABASE: u.pathname.slice(1),
  };
  execFileSync('pgbench', ['-i', '-q', '-s', '16'], { env, stdio: 'ignore' });
  const out = execFileSync('pgbench', ['-c', '16', '-j', '2', '-T', String(SECONDS), '-n'], { env }).toString();
  const tps = /tps = ([0-9.]+)/.exec(out)?.[1];
  if (!tps) throw new Error(`no tps in pgbench output:\n${out}`);
  return Number(tps);
}

async function setup(db: Db, tag: string): Promise<TLedgerAccount[]> {
  await migrateLedger(db);
  const world = await systemAccount(db, SYSTEM_ACCOUNT_CODES.world, 'USD');
  const accounts: TLedgerAccount[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const r = await openAccount(db, { customerId: `${tag}-${i}`, currency: 'USD', type: 1001 });
    if (!r.ok) throw new Error(r.error);
    accounts.push(r.value);
  }
  for (let i = 0; i < ACCOUNTS; i += 50) {
    const moves = accounts
      .slice(i, i + 50)
      .map((a) => ({ fromAccountId: world.accountId, toAccountId: a.accountId, amountMinor: 1_000_000_000n }));
    const r = await db.transaction((tx) =>
      postTransaction(tx, { idempotencyScope: tag, idempotencyKey: `fund-${i}`, type: 'deposit', moves }),
    );
    if (!r.ok) throw new Error(`funding refused: ${r.error} ${r.detail ?? ''}`);
  }
  return accounts;
}

/** Transfers per second over SECONDS with `clients` concurrent clients. */
async function rate(post: TPost, clients: number, tag: string, pick: (n: number) => [TLedgerAccount, TLedgerAccount]) {
  let n = 0;
  let refused = 0;
  const end = performance.now() + SECONDS * 1000;
  const t0 = performance.now();
  const client = async () => {
    while (performance.now() < end) {
      const i = n++;
      const [from, to] = pick(i);
      const r = await post({
        idempotencyScope: tag,
        idempotencyKey: `t-${i}`,
        type: 'p2p',
        moves: [{ fromAccountId: from.accountId, toAccountId: to.accountId, amountMinor: 1n }],
      });
      if (!r.ok && refused++ === 0) console.log(`  first refusal in ${tag}: ${r.error} ${r.detail ?? ''}`);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  if (refused > 0) console.log(`  (${tag}: ${refused} refused)`);
  return n / ((performance.now() - t0) / 1000);
}

const direct =
  (db: Db): TPost =>
  (req) =>
    withTransientRetry(() => db.transaction((tx) => postTransaction(tx, req)));

/** One transfer per ledger_post_batch call: one statement, its own commit. */
const single =
  (db: Db): TPost =>
  async (req) =>
    (await withTransientRetry(() => postBatch(db, [req])))[0]!;

function uniform(accounts: TLedgerAccount[]) {
  return (n: number): [TLedgerAccount, TLedgerAccount] => {
    const a = (n * 7919) % accounts.length;
    const b = (a + 1 + ((n * 104_729) % (accounts.length - 1))) % accounts.length;
    return [accounts[a]!, accounts[b]!];
  };
}

function hot(accounts: TLedgerAccount[]) {
  return (n: number): [TLedgerAccount, TLedgerAccount] => [
    accounts[1 + ((n * 7919) % (accounts.length - 1))]!,
    accounts[0]!,
  ];
}

async function serverPhases(url: string) {
  const db = await openDatabase({ url, poolSize: CLIENTS + 2 });
  const accounts = await setup(db, 'native');
  const writer = createBatchWriter(db, WRITER);
  const f = {
    uniform: await rate(direct(db), CLIENTS, 'uniform', uniform(accounts)),
    hot: await rate(direct(db), CLIENTS, 'hot', hot(accounts)),
    uniformBatched: await rate(writer.post, BATCH_CLIENTS, 'uniform-batched', uniform(accounts)),
    hotBatched: await rate(writer.post, BATCH_CLIENTS, 'hot-batched', hot(accounts)),
  };
  await writer.close();
  const problems = await checkInvariants(db);
  await db.close();
  const one = await openDatabase({ url, poolSize: 1 });
  const native1 = await rate(direct(one), 1, 'native-1', uniform(accounts));
  const native1Set = await rate(single(one), 1, 'native-1-set', uniform(accounts));
  await one.close();
  return { ...f, native1, native1Set, problems };
}

async function pgliteSingle(): Promise<{ pglite1: number; pglite1Set: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-bench-'));
  try {
    const db = await openDatabase({ dataDir: dir });
    const accounts = await setup(db, 'pglite');
    const pglite1 = await rate(direct(db), 1, 'pglite-1', uniform(accounts));
    const pglite1Set = await rate(single(db), 1, 'pglite-1-set', uniform(accounts));
    const problems = await checkInvariants(db);
    if (problems.length > 0) console.log(`PGlite invariants: ${problems.length} PROBLEMS\n${problems.join('\n')}`);
    await db.close();
    return { pglite1, pglite1Set };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const admin = await openDatabase({ url: URL_BASE, poolSize: 1 });
  const name = `ledger_bench_${process.pid}`;
  await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.exec(`CREATE DATABASE ${name}`);
  try {
    const url = withDatabase(URL_BASE, name);
    const tpcb = pgbench(url);
    const f = await serverPhases(url);
    const p = await pgliteSingle();
    report(tpcb, f, p);
  } finally {
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }
}

function report(
  tpcb: number,
  f: Awaited<ReturnType<typeof serverPhases>>,
  p: Awaited<ReturnType<typeof pgliteSingle>>,
): void {
  const r = (x: number) => Math.round(x).toString();
  console.log(
    `ledger bench, ${SECONDS} s per phase, ${CLIENTS} clients per transfer, ${BATCH_CLIENTS} through the set-based ` +
      `writer (lanes ${WRITER.lanes}, maxBatch ${WRITER.maxBatch}), ${ACCOUNTS} accounts`,
  );
  console.table({
    'pgbench TPC-B c=16 (tps)': r(tpcb),
    'ledger uniform, commit per transfer': r(f.uniform),
    'ledger hot (100% to one account), commit per transfer': r(f.hot),
    'ledger uniform, set-based batch writer': r(f.uniformBatched),
    'ledger hot, set-based batch writer': r(f.hotBatched),
    'native PostgreSQL, 1 client, postTransaction': r(f.native1),
    'native PostgreSQL, 1 client, postBatch of 1': r(f.native1Set),
    'PGlite (data dir), 1 client, postTransaction': r(p.pglite1),
    'PGlite (data dir), 1 client, postBatch of 1': r(p.pglite1Set),
  });
  const batched = f.uniformBatched >= f.uniform;
  const best = batched ? f.uniformBatched : f.uniform;
  const hotBest = batched ? f.hotBatched : f.hot;
  const native = Math.max(f.native1, f.native1Set);
  const pglite = Math.max(p.pglite1, p.pglite1Set);
  console.log(
    `ratio ledger/pgbench:      ${(best / tpcb).toFixed(2)} (target >= 2.0; per-transfer commit ${(f.uniform / tpcb).toFixed(2)})`,
  );
  console.log(
    `ratio hot/uniform:         ${(hotBest / best).toFixed(2)} (target >= 0.9; per-transfer commit ${(f.hot / f.uniform).toFixed(2)})`,
  );
  console.log(
    `ratio PGlite/native:       ${(pglite / native).toFixed(2)} (target >= 0.9; each its fastest path; same path: ` +
      `postTransaction ${(p.pglite1 / f.native1).toFixed(2)}, postBatch of 1 ${(p.pglite1Set / f.native1Set).toFixed(2)})`,
  );
  console.log(`ratio batched/per-transfer: ${(f.uniformBatched / f.uniform).toFixed(2)}`);
  // Little's law: requests in flight / throughput.
  console.log(
    `mean latency through the writer: uniform ${((BATCH_CLIENTS / f.uniformBatched) * 1000).toFixed(0)} ms, ` +
      `hot ${((BATCH_CLIENTS / f.hotBatched) * 1000).toFixed(0)} ms; per-transfer commit ` +
      `${((CLIENTS / f.uniform) * 1000).toFixed(1)} ms`,
  );
  console.log(
    f.problems.length === 0 ? 'invariants: ok' : `invariants: ${f.problems.length} PROBLEMS\n${f.problems.join('\n')}`,
  );
}

await main();
