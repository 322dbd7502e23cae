import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '@openportal/db';
import { getAccounts, setAccountStatus, systemAccount } from './accounts.ts';
import { postMovements, type TMovement } from './engine.ts';
import { postFxTransaction } from './fx.ts';
import { uuidV7 } from './ids.ts';
import { checkInvariants } from './invariants.ts';
import { postBatch } from './post-batch.ts';
import { postTransaction } from './post.ts';
import { reverseTransaction } from './reverse.ts';
import { customerAccount, DB_KIND, fund, moveRequest, openTestLedger } from './test-support.ts';
import { getTransaction } from './transactions.ts';
import type { TLedgerAccount, TLedgerResult, TPostOutcome } from './types.ts';

type TWrite = (q: Queryable, a: TLedgerAccount, b: TLedgerAccount) => Promise<TLedgerResult<TPostOutcome>>;

/** Posts `amountMinor` a → b and returns the transaction id. */
async function paid(q: Queryable, a: TLedgerAccount, b: TLedgerAccount, amountMinor: bigint): Promise<string> {
  const r = await postTransaction(
    q,
    moveRequest([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor }]),
  );
  if (!r.ok) throw new Error(`refused: ${r.error}`);
  return r.value.transaction.transactionId;
}

/**
 * Every writer goes through the one rules engine (ledger_post_batch) and builds its outcome
 * from its request and the ids the database gave: the outcome must equal what getTransaction
 * reads back, whichever writer. One case per line.
 */
const writers: Array<[string, TWrite]> = [
  [
    'postTransaction with a fee leg and metadata',
    async (q, a, b) =>
      postTransaction(
        q,
        moveRequest(
          [
            { fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 300n },
            {
              fromAccountId: a.accountId,
              toAccountId: (await systemAccount(q, 'fees', 'USD')).accountId,
              amountMinor: 7n,
              type: 'fees',
            },
          ],
          { description: 'rent', metadata: { note: 'May', n: 3, nested: { ok: true } } },
        ),
      ),
  ],
  [
    'postTransaction, a hold with an expiry',
    (q, a, b) =>
      postTransaction(
        q,
        moveRequest([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 40n }], {
          pending: true,
          expiresAt: new Date(Date.now() + 3_600_000),
        }),
      ),
  ],
  [
    'postBatch of one',
    async (q, a, b) =>
      (
        await postBatch(q, [moveRequest([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 5n }])])
      )[0]!,
  ],
  [
    'reverseTransaction',
    async (q, a, b) => reverseTransaction(q, { transactionId: await paid(q, a, b, 50n), metadata: { why: 'test' } }),
  ],
  [
    'reverseTransaction out of a frozen account (reversals may debit it)',
    async (q, a, b) => {
      const id = await paid(q, a, b, 60n);
      await setAccountStatus(q, b.accountId, 'frozen');
      return reverseTransaction(q, { transactionId: id });
    },
  ],
  [
    'postFxTransaction with a fee',
    async (q, a) =>
      postFxTransaction(q, {
        idempotencyScope: 'test',
        idempotencyKey: randomUUID(),
        fromAccountId: a.accountId,
        toAccountId: (await customerAccount(q as Db, 'EUR')).accountId,
        sellAmountMinor: 1_000n,
        rate: '0.9231',
        spreadBps: 30,
        feeMinor: 9n,
      }),
  ],
];

describe(`the rules engine: one writer for every movement (${DB_KIND})`, () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestLedger();
  });

  it.each(writers)('%s: the outcome equals the stored transaction', async (_name, write) => {
    const [a, b] = [await customerAccount(db), await customerAccount(db)];
    await fund(db, a, 10_000n);
    const r = await db.transaction((tx) => write(tx, a, b));
    if (!r.ok) throw new Error(`refused: ${r.error} ${r.detail ?? ''}`);
    expect(r.value.replayed).toBe(false);
    expect(await getTransaction(db, r.value.transaction.transactionId)).toEqual(r.value.transaction);
    expect(await checkInvariants(db, [a.accountId, b.accountId])).toEqual([]);
  });

  it('FX asks the engine about its key first: replay, changed request refused, nothing moved twice', async () => {
    const [usd, eur] = [await customerAccount(db), await customerAccount(db, 'EUR')];
    await fund(db, usd, 5_000n);
    const req = {
      idempotencyScope: 'test',
      idempotencyKey: randomUUID(),
      fromAccountId: usd.accountId,
      toAccountId: eur.accountId,
      buyAmountMinor: 900n,
      rate: '0.9',
      spreadBps: 0,
    };
    const first = await db.transaction((tx) => postFxTransaction(tx, req));
    const again = await db.transaction((tx) => postFxTransaction(tx, { ...req }));
    if (!first.ok) throw new Error(first.error);
    expect(again).toEqual({ ok: true, value: { transaction: first.value.transaction, replayed: true, touched: [] } });
    expect(await db.transaction((tx) => postFxTransaction(tx, { ...req, buyAmountMinor: 901n }))).toEqual({
      ok: false,
      error: 'idempotencyKeyReused',
    });
    const balances = (await getAccounts(db, [usd.accountId, eur.accountId])).map((x) => x.postedMinor);
    expect(balances).toEqual([4_000n, 900n]);
  });

  it('movements without a key are never grouped with each other', async () => {
    const [a, b] = [await customerAccount(db), await customerAccount(db)];
    await fund(db, a, 100n);
    const keyless = (): TMovement => ({
      claim: null,
      transactionId: uuidV7(),
      type: 'betweenAccounts',
      moves: [{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 10n }],
      description: '',
      metadata: {},
      pending: false,
      expiresAt: null,
      reversesId: null,
      allowFrozenDebit: false,
      references: {},
    });
    const answers = await postMovements(db, [keyless(), keyless()]);
    expect(answers.map((r) => r.ok && r.value.replayed)).toEqual([false, false]);
    expect((await getAccounts(db, [b.accountId]))[0]!.postedMinor).toBe(20n);
  });

  it('asserts what validate.ts guarantees: a move amount that is not positive fails the statement', async () => {
    const [a, b] = [await customerAccount(db), await customerAccount(db)];
    const bad: TMovement = {
      claim: { scope: 'test', key: randomUUID(), hash: 'x' },
      transactionId: uuidV7(),
      type: 'betweenAccounts',
      moves: [{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: -5n }],
      description: '',
      metadata: {},
      pending: false,
      expiresAt: null,
      reversesId: null,
      allowFrozenDebit: false,
      references: {},
    };
    await expect(postMovements(db, [bad])).rejects.toThrow(/not positive/);
  });
});
