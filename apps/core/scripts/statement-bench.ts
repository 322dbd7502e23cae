// Benchmark (printed, never asserted; issue 24): the monthly statement PDF of an account with
// STATEMENT_BENCH_ROWS (default 100,000) entries in the month, rendered by the export job's code
// (money/exports/produce.ts: streamed from the ledger into the file store), beside the time to
// only read those entries from the database (accountStatement pages). Peak memory is the
// process's resident set, sampled every 20 ms during each phase (the seeding's left out).
//
//   node apps/core/scripts/statement-bench.ts     (bench/src/statement.ts runs it)
//
// PGlite in memory by default; DATABASE_URL: a server (a scratch schema is not made: use an empty database).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { migrate, openDatabase } from '@openportal/db';
import {
  accountStatement,
  migrateLedger,
  openAccount,
  postBatch,
  systemAccount,
  SYSTEM_ACCOUNT_CODES,
} from '@openportal/ledger';
import { createFileStore, FILE_LIMITS } from '../src/files/index.ts';
import { coreMigrations } from '../src/migrations.ts';
import { insertExport, exportRow } from '../src/money/exports/data.ts';
import { produceExport } from '../src/money/exports/produce.ts';
import { loadBrandContext } from '../src/platform/brand-context.ts';

const ROWS = Number(process.env.STATEMENT_BENCH_ROWS ?? 100_000);
const BATCH = 500;
// STATEMENT_BENCH_FORMAT=csv: the same rows as CSV (what the PDF adds beside it).
const FORMAT = process.env.STATEMENT_BENCH_FORMAT === 'csv' ? 'csv' : 'pdf';
const brandsDir = path.resolve(import.meta.dirname, '../../../brands');

async function measure<T>(fn: () => Promise<T>): Promise<{ ms: number; peakMb: number; value: T }> {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t0 = performance.now();
  const value = await fn();
  const ms = performance.now() - t0;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { ms, peakMb: (peak - base) / 2 ** 20, value };
}

const db = await openDatabase({ url: process.env.DATABASE_URL });
await migrateLedger(db);
await migrate(db, 'core', coreMigrations());
await db.query(
  `INSERT INTO customers (id, kind, brand, first_name, last_name) VALUES ('bench', 0, 'paywave', 'Bench', 'Customer')`,
);
const opened = await openAccount(db, { customerId: 'bench', currency: 'USD', type: 1001 });
if (!opened.ok) throw new Error(opened.error);
const account = opened.value;
const world = await systemAccount(db, SYSTEM_ACCOUNT_CODES.world, 'USD');
const seedStart = performance.now();
for (let i = 0; i < ROWS; i += BATCH) {
  const n = Math.min(BATCH, ROWS - i);
  const requests = Array.from({ length: n }, (_, k) => ({
    idempotencyScope: 'bench',
    idempotencyKey: `seed-${i + k}`,
    type: 'deposit' as const,
    description: `Deposit ${i + k}`,
    moves: [
      { fromAccountId: world.accountId, toAccountId: account.accountId, amountMinor: BigInt(100 + ((i + k) % 900)) },
    ],
  }));
  await db.transaction((tx) => postBatch(tx, requests));
}
console.log(`seeded ${ROWS} entries in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

const now = new Date();
const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
const read = await measure(async () => {
  let n = 0;
  let page = await accountStatement(db, account.accountId, from, to, 1000);
  for (;;) {
    n += page.entries.length;
    if (!page.next) return n;
    page = await accountStatement(db, account.accountId, from, to, 1000, page.next);
  }
});
const exportId = randomUUID();
await insertExport(db, {
  ...{ id: exportId, customerId: 'bench', userId: 'bench', brand: 'paywave', lang: 'en', kind: 'statement' },
  ...{ format: FORMAT, filter: {}, accountId: Number(account.accountId) },
  ...{
    dateFrom: from.toISOString().slice(0, 10),
    dateTo: new Date(to.getTime() - 86_400_000).toISOString().slice(0, 10),
  },
});
const files = createFileStore(
  { kind: 'database', db },
  { maxBytes: FILE_LIMITS.maxBytesCeiling, contentTypes: ['application/pdf', 'text/csv'] },
);
const deps = { db, readDb: db, files, brandContext: await loadBrandContext(brandsDir), brandsDir };
const render = await measure(() => produceExport(deps, exportId));
const done = await exportRow(db, exportId);
const size = done?.fileId ? (await files.stat(done.fileId))?.sizeBytes : 0;
console.log(
  `read ${read.value} entries (accountStatement pages of 1000): ${(read.ms / 1000).toFixed(2)} s, peak +${read.peakMb.toFixed(0)} MiB RSS`,
);
console.log(
  `statement ${FORMAT.toUpperCase()} (${done?.status}, ${((size ?? 0) / 2 ** 20).toFixed(1)} MiB): ${(render.ms / 1000).toFixed(2)} s, peak +${render.peakMb.toFixed(0)} MiB RSS; ${(render.ms / read.ms).toFixed(1)}x the read`,
);
await db.close();
