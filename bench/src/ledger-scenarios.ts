/**
 * Ledger throughput and latency. Prints figures and ratios; never fails a build.
 *
 *   node bench/src/ledger-scenarios.ts                       # embedded PGlite
 *   DATABASE_URL=postgres://… node bench/src/ledger-scenarios.ts
 *
 * Settings (environment): LEDGER_BENCH_OPS (transfers per scenario, default 2000),
 * LEDGER_BENCH_CLIENTS (concurrent clients, default 16), LEDGER_BENCH_ACCOUNTS (default 1000).
 */
import { randomUUID } from 'node:crypto';
import { openDatabase, type Db } from '@openportal/db';
import {
  checkInvariants,
  migrateLedger,
  openAccount,
  postTransaction,
  systemAccount,
  SYSTEM_ACCOUNT_CODES,
  withTransientRetry,
  type TLedgerAccount,
  type TMove,
} from '@openportal/ledger';

const OPS = positiveInt('LEDGER_BENCH_OPS', 2000, 1_000_000);
const CLIENTS = positiveInt('LEDGER_BENCH_CLIENTS', 16, 256);
const ACCOUNTS = positiveInt('LEDGER_BENCH_ACCOUNTS', 1000, 100_000);
const SCOPE = `bench-${randomUUID()}`;

interface TFigures {
  name: string;
  ops: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  refused: number;
}

function positiveInt(name: string, fallback: number, max: number): number {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`${name} must be an integer from 1 to ${max}`);
  return n;
}

async function setup(db: Db): Promise<{ accounts: TLedgerAccount[]; fees: TLedgerAccount }> {
  const world = await systemAccount(db, SYSTEM_ACCOUNT_CODES.world, 'USD');
  const fees = await systemAccount(db, SYSTEM_ACCOUNT_CODES.fees, 'USD');
  const accounts: TLedgerAccount[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const r = await openAccount(db, { customerId: `${SCOPE}-${i}`, currency: 'USD', type: 1001 });
    if (!r.ok) throw new Error(r.error);
    accounts.push(r.value);
  }
  const batch = 50;
  for (let i = 0; i < accounts.length; i += batch) {
    const moves = accounts
      .slice(i, i + batch)
      .map((a) => ({ fromAccountId: world.accountId, toAccountId: a.accountId, amountMinor: 100_000_000n }));
    await db.transaction((tx) =>
      postTransaction(tx, { idempotencyScope: SCOPE, idempotencyKey: `fund-${i}`, type: 'deposit', moves }),
    );
  }
  return { accounts, fees };
}

/** Runs `ops` transfers over `clients` concurrent clients; `movesFor(n)` builds transfer n. */
async function scenario(
  db: Db,
  name: string,
  clients: number,
  ops: number,
  movesFor: (n: number) => TMove[],
  keyFor = (n: number) => `${name}-${n}`,
): Promise<TFigures> {
  const latencies: number[] = [];
  let next = 0;
  let refused = 0;
  const started = performance.now();
  const client = async () => {
    for (let n = next++; n < ops; n = next++) {
      const t0 = performance.now();
      const r = await withTransientRetry(() =>
        db.transaction((tx) =>
          postTransaction(tx, { idempotencyScope: SCOPE, idempotencyKey: keyFor(n), type: 'p2p', moves: movesFor(n) }),
        ),
      );
      latencies.push(performance.now() - t0);
      if (!r.ok) refused++;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { name, ops, seconds, perSecond: ops / seconds, p50Ms: at(0.5), p99Ms: at(0.99), refused };
}

function pick(accounts: TLedgerAccount[], n: number, salt: number): TLedgerAccount {
  return accounts[(n * 7919 + salt * 104_729) % accounts.length]!;
}

async function main(): Promise<void> {
  const db = await openDatabase({ url: process.env.DATABASE_URL });
  await migrateLedger(db);
  const { accounts, fees } = await setup(db);
  const spread = (n: number): TMove[] => {
    const from = pick(accounts, n, 1);
    const to = pick(accounts, n + 1, 3) === from ? pick(accounts, n + 2, 3) : pick(accounts, n + 1, 3);
    return [{ fromAccountId: from.accountId, toAccountId: to.accountId, amountMinor: 100n }];
  };
  const withFee = (n: number): TMove[] => [
    ...spread(n),
    { fromAccountId: spread(n)[0]!.fromAccountId, toAccountId: fees.accountId, amountMinor: 1n, type: 'fees' },
  ];
  const hot = (n: number): TMove[] => [
    { fromAccountId: accounts[0]!.accountId, toAccountId: pick(accounts.slice(1), n, 5).accountId, amountMinor: 1n },
  ];

  const results: TFigures[] = [];
  results.push(await scenario(db, 'sequential, 1 client', 1, OPS, spread));
  results.push(await scenario(db, `spread, ${CLIENTS} clients`, CLIENTS, OPS, spread));
  results.push(await scenario(db, `spread + fee to a system account, ${CLIENTS} clients`, CLIENTS, OPS, withFee));
  results.push(await scenario(db, `one hot payer, ${CLIENTS} clients`, CLIENTS, OPS, hot));
  results.push(
    await scenario(
      db,
      `replay of used keys, ${CLIENTS} clients`,
      CLIENTS,
      OPS,
      spread,
      (n) => `spread, ${CLIENTS} clients-${n}`,
    ),
  );

  const problems = await checkInvariants(
    db,
    accounts.map((a) => a.accountId),
  );
  report(db.kind, results, problems);
  await db.close();
}

function report(kind: string, results: TFigures[], problems: string[]): void {
  console.log(`ledger bench on ${kind}: ${ACCOUNTS} accounts, ${OPS} transfers per scenario`);
  console.table(
    results.map((r) => ({
      scenario: r.name,
      'transfers/s': Math.round(r.perSecond),
      'p50 ms': r.p50Ms.toFixed(2),
      'p99 ms': r.p99Ms.toFixed(2),
      refused: r.refused,
      seconds: r.seconds.toFixed(2),
    })),
  );
  const [sequential, spread, fee, hot, replay] = results as [TFigures, TFigures, TFigures, TFigures, TFigures];
  console.log(`ratio concurrent/sequential: ${(spread.perSecond / sequential.perSecond).toFixed(2)}`);
  console.log(
    `ratio with-fee/spread:       ${(fee.perSecond / spread.perSecond).toFixed(2)} (system accounts are not locked)`,
  );
  console.log(
    `ratio hot-payer/spread:      ${(hot.perSecond / spread.perSecond).toFixed(2)} (one payer's transfers run one at a time)`,
  );
  console.log(`ratio replay/spread:         ${(replay.perSecond / spread.perSecond).toFixed(2)}`);
  console.log(
    problems.length === 0 ? 'invariants: ok' : `invariants: ${problems.length} PROBLEMS\n${problems.join('\n')}`,
  );
}

await main();
