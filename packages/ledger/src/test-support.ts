import { randomUUID } from 'node:crypto';
import { openDatabase, type Db } from '@openportal/db';
import type { TCurrencyCode } from '@openportal/contract';
import { openAccount, systemAccount } from './accounts.ts';
import { migrateLedger } from './migrations.ts';
import { postTransaction } from './post.ts';
import type { TLedgerAccount, TMove, TPostRequest } from './types.ts';

/** Test helpers only (not exported from the package). */
export const DB_KIND = process.env.DATABASE_URL ? 'postgres' : 'pglite';

const shared = globalThis as { ledgerTestDb?: Promise<Db> };

/**
 * One migrated database for every test file of the worker (the files run in one worker, see
 * vitest.config.ts). Test files do not close it: the worker's exit does.
 */
export function openTestLedger(): Promise<Db> {
  shared.ledgerTestDb ??= openDatabase({ url: process.env.DATABASE_URL }).then(async (db) => {
    await migrateLedger(db);
    return db;
  });
  return shared.ledgerTestDb;
}

/** A customer id no other test run uses, so runs on a shared server never collide. */
export function uniqueCustomer(label = 'c'): string {
  return `${label}-${randomUUID()}`;
}

export async function customerAccount(
  db: Db,
  currency: TCurrencyCode = 'USD',
  floorMinor = 0n,
  customerId = uniqueCustomer(),
): Promise<TLedgerAccount> {
  const r = await openAccount(db, { customerId, currency, type: 1001, floorMinor });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** Moves `amountMinor` from the outside world into the account, completed. */
export async function fund(db: Db, account: TLedgerAccount, amountMinor: bigint): Promise<void> {
  const world = await systemAccount(db, 'world', account.currency);
  const r = await db.transaction((tx) =>
    postTransaction(tx, {
      idempotencyScope: 'test',
      idempotencyKey: randomUUID(),
      type: 'deposit',
      moves: [{ fromAccountId: world.accountId, toAccountId: account.accountId, amountMinor }],
    }),
  );
  if (!r.ok) throw new Error(r.error);
}

export function moveRequest(moves: TMove[], extra: Partial<TPostRequest> = {}): TPostRequest {
  return { idempotencyScope: 'test', idempotencyKey: randomUUID(), type: 'betweenAccounts', moves, ...extra };
}

/** A small seeded generator, so a failing run can be repeated (LEDGER_TEST_SEED). */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
