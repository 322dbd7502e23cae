// The ledger's batch rate beside the mass p2p confirm (issue 20): one postBatch of `rows` p2p
// moves (one statement, one commit) from one payer to 100 payees, in process on the same
// PostgreSQL server, in rows/s. What the confirm of a mass file could reach if the ledger were
// all it did: the confirm adds parsing the stored rows, pricing, limits, approvals, the payees'
// notices and realtime events around that one statement.
import { openDatabase } from '@openportal/db';
import {
  migrateLedger,
  openAccount,
  postBatch,
  postTransaction,
  systemAccount,
  SYSTEM_ACCOUNT_CODES,
  type TPostRequest,
} from '@openportal/ledger';
import { withScratchDb } from './lib/scratch.ts';

const PAYEES = 100;

/** One ledger batch of `rows` moves of 0.01 USD on a scratch database: rows/s (the statement and its commit). */
export function ledgerBatchRate(rows: number): Promise<number> {
  return withScratchDb('bench_ledger_batch', async (url) => {
    const db = await openDatabase({ url, poolSize: 2 });
    try {
      await migrateLedger(db);
      const world = await systemAccount(db, SYSTEM_ACCOUNT_CODES.world, 'USD');
      const open = async (customerId: string) => {
        const r = await openAccount(db, { customerId, currency: 'USD', type: 1001 });
        if (!r.ok) throw new Error(r.error);
        return r.value.accountId;
      };
      const payer = await open('payer');
      const payees: bigint[] = [];
      for (let i = 0; i < PAYEES; i++) payees.push(await open(`payee-${i}`));
      const fund = await db.transaction((tx) =>
        postTransaction(tx, {
          idempotencyScope: 'bench',
          idempotencyKey: 'fund',
          type: 'deposit',
          moves: [{ fromAccountId: world.accountId, toAccountId: payer, amountMinor: BigInt(rows) * 10n }],
        }),
      );
      if (!fund.ok) throw new Error(`funding refused: ${fund.error}`);
      const requests: TPostRequest[] = Array.from({ length: rows }, (_, i) => ({
        idempotencyScope: 'payer',
        idempotencyKey: `row-${i}`,
        type: 'p2p',
        moves: [{ fromAccountId: payer, toAccountId: payees[i % PAYEES]!, amountMinor: 1n }],
      }));
      const started = performance.now();
      const results = await db.transaction((tx) => postBatch(tx, requests));
      const seconds = (performance.now() - started) / 1000;
      const refused = results.filter((r) => !r.ok).length;
      if (refused > 0) throw new Error(`ledger batch: ${refused} of ${rows} refused`);
      return rows / seconds;
    } finally {
      await db.close();
    }
  });
}
