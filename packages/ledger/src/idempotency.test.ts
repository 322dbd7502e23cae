import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@openportal/db';
import { customerAccountsWith, getAccounts } from './accounts.ts';
import { keyOfScope, transactionIdsOfKeys } from './idempotency.ts';
import { postTransaction } from './post.ts';
import { customerAccount, DB_KIND, fund, openTestLedger } from './test-support.ts';
import {
  LEDGER_LIMITS,
  type TLedgerAccount,
  type TLedgerResult,
  type TPostOutcome,
  type TPostRequest,
} from './types.ts';

describe(`idempotency table (${DB_KIND})`, () => {
  let db: Db;
  let a: TLedgerAccount;
  let b: TLedgerAccount;
  const post = (req: TPostRequest) =>
    db.transaction((tx) => postTransaction(tx, req)) as Promise<TLedgerResult<TPostOutcome>>;
  const posted = async (x: TLedgerAccount) => (await getAccounts(db, [x.accountId]))[0]!.postedMinor;
  const request = (amountMinor: bigint, extra: Partial<TPostRequest> = {}): TPostRequest => ({
    idempotencyScope: a.customerId!,
    idempotencyKey: randomUUID(),
    type: 'p2p',
    moves: [{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor }],
    ...extra,
  });
  beforeAll(async () => {
    db = await openTestLedger();
  });
  beforeEach(async () => {
    [a, b] = [await customerAccount(db), await customerAccount(db)];
    await fund(db, a, 1_000n);
  });

  it('sequential replays answer the first transaction and move nothing more', async () => {
    const req = request(100n);
    const first = await post(req);
    if (!first.ok) throw new Error(first.error);
    for (let i = 0; i < 5; i++)
      expect(await post({ ...req, moves: req.moves.map((m) => ({ ...m })) })).toMatchObject({
        ok: true,
        value: { replayed: true, touched: [], transaction: { transactionId: first.value.transaction.transactionId } },
      });
    expect([await posted(a), await posted(b)]).toEqual([900n, 100n]);
  });

  it('a changed amount under the same key is refused and moves nothing', async () => {
    const req = request(100n);
    expect(await post(req)).toMatchObject({ ok: true });
    expect(await post({ ...req, moves: [{ ...req.moves[0]!, amountMinor: 101n }] })).toEqual({
      ok: false,
      error: 'idempotencyKeyReused',
    });
    expect(await post({ ...req, description: 'other' })).toMatchObject({ ok: false, error: 'idempotencyKeyReused' });
    expect(await posted(a)).toBe(900n);
  });

  it('20 concurrent requests with one key: one writes, the rest replay it or answer in progress', async () => {
    const req = request(100n);
    const results = await Promise.all(Array.from({ length: 20 }, () => post(req)));
    const written = results.filter((r) => r.ok && !r.value.replayed);
    expect(written).toHaveLength(1);
    const id = written[0]!.ok && written[0]!.value.transaction.transactionId;
    for (const r of results) {
      if (r.ok) expect(r.value.transaction.transactionId).toBe(id);
      else expect(r.error).toBe('idempotencyInProgress');
    }
    // a client told "in progress" retries and gets the first result
    expect(await post(req)).toMatchObject({ ok: true, value: { replayed: true, transaction: { transactionId: id } } });
    expect([await posted(a), await posted(b)]).toEqual([900n, 100n]);
  });

  it.runIf(DB_KIND === 'postgres')(
    'a duplicate sent while the first is in flight is answered in progress at once',
    async () => {
      const req = request(100n);
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let firstWrote!: () => void;
      const wrote = new Promise<void>((r) => (firstWrote = r));
      const first = db.transaction(async (tx) => {
        const r = await postTransaction(tx, req);
        firstWrote();
        await gate;
        return r;
      });
      await wrote;
      const t0 = performance.now();
      expect(await post(req)).toEqual({ ok: false, error: 'idempotencyInProgress' });
      expect(performance.now() - t0).toBeLessThan(2_000);
      release();
      const r = await first;
      expect(r).toMatchObject({ ok: true, value: { replayed: false } });
      expect(await post(req)).toMatchObject({ ok: true, value: { replayed: true } });
      // a first attempt that rolls back frees the key for the retry
      const req2 = request(50n);
      await expect(
        db.transaction(async (tx) => {
          await postTransaction(tx, req2);
          throw new Error('crash');
        }),
      ).rejects.toThrow('crash');
      expect(await post(req2)).toMatchObject({ ok: true, value: { replayed: false } });
    },
  );

  it('the same key from another customer is independent', async () => {
    const key = randomUUID();
    const other = await customerAccount(db);
    await fund(db, other, 1_000n);
    const mine = await post(request(100n, { idempotencyKey: key }));
    const theirs = await post({
      idempotencyScope: other.customerId!,
      idempotencyKey: key,
      type: 'p2p',
      moves: [{ fromAccountId: other.accountId, toAccountId: b.accountId, amountMinor: 100n }],
    });
    expect(mine).toMatchObject({ ok: true, value: { replayed: false } });
    expect(theirs).toMatchObject({ ok: true, value: { replayed: false } });
    expect(
      mine.ok && theirs.ok && mine.value.transaction.transactionId !== theirs.value.transaction.transactionId,
    ).toBe(true);
    expect(await posted(b)).toBe(200n);
  });

  it('an over-long, empty or missing key is refused; the longest allowed one works', async () => {
    const long = 'k'.repeat(LEDGER_LIMITS.idempotencyKeyLength + 1);
    for (const key of [long, '', undefined, 42])
      expect(await post(request(1n, { idempotencyKey: key as string }))).toEqual({
        ok: false,
        error: 'invalidParams',
        detail: 'idempotencyKey',
      });
    expect(await post(request(1n, { idempotencyScope: '' }))).toMatchObject({ detail: 'idempotencyScope' });
    expect(await post(request(1n, { idempotencyKey: long.slice(1) }))).toMatchObject({ ok: true });
  });

  it('a refused request is not remembered: the same key works once it can succeed', async () => {
    const req = request(5_000n);
    expect(await post(req)).toMatchObject({ ok: false, error: 'insufficientFunds' });
    expect(await post({ ...req, moves: [] })).toMatchObject({ ok: false, error: 'invalidParams' });
    await fund(db, a, 4_000n);
    expect(await post(req)).toMatchObject({ ok: true, value: { replayed: false } });
    expect(await posted(b)).toBe(5_000n);
  });

  it('answers the transactions of many keys in one probe: used keys only, each with its own scope', async () => {
    const req = request(10n);
    const first = await post(req);
    if (!first.ok) throw new Error(first.error);
    const usedKey = req.idempotencyKey;
    const unused = randomUUID();
    const ids = await transactionIdsOfKeys(db, [
      { scope: a.customerId!, key: usedKey },
      { scope: a.customerId!, key: unused },
      { scope: b.customerId!, key: usedKey },
    ]);
    expect([...ids.entries()]).toEqual([[keyOfScope(a.customerId!, usedKey), first.value.transaction.transactionId]]);
    expect((await transactionIdsOfKeys(db, [])).size).toBe(0);
  });

  it("reads a customer's own accounts by id and a row of the caller's in one statement", async () => {
    const read = await customerAccountsWith<{ n: number }>(db, a.customerId!, [a.accountId, b.accountId], {
      sql: 'SELECT $3::int AS n',
      params: [7],
    });
    expect(read.accounts.map((x) => x.accountId)).toEqual([a.accountId]);
    expect(read.accounts[0]!.postedMinor).toBe(1_000n);
    expect(read.beside).toEqual({ n: 7 });
    const none = await customerAccountsWith(db, a.customerId!, [b.accountId], { sql: 'SELECT 1 AS n', params: [] });
    expect(none).toEqual({ accounts: [], beside: null });
  });
});
