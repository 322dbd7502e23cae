import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@openportal/db';
import { getAccounts, systemAccount } from './accounts.ts';
import { postFxTransaction, type TFxRequest } from './fx.ts';
import { postBatch } from './post-batch.ts';
import { transactionIdOfKey } from './idempotency.ts';
import { postPending, voidPending } from './pending.ts';
import { checkInvariants } from './invariants.ts';
import { customerAccount, DB_KIND, fund, openTestLedger } from './test-support.ts';

describe(`postFxTransaction (${DB_KIND})`, () => {
  let db: Db;
  const fx = (req: TFxRequest) => db.transaction((tx) => postFxTransaction(tx, req));
  const posted = async (id: bigint) => (await getAccounts(db, [id]))[0]!.postedMinor;
  beforeAll(async () => {
    db = await openTestLedger();
  });

  it('sells EUR for USD through both FX accounts with a fee leg, rate and spread recorded', async () => {
    const [eur, usd] = [await customerAccount(db, 'EUR'), await customerAccount(db, 'USD')];
    const [fxEur, fxUsd, feesEur] = [
      await systemAccount(db, 'fx', 'EUR'),
      await systemAccount(db, 'fx', 'USD'),
      await systemAccount(db, 'fees', 'EUR'),
    ];
    await fund(db, eur, 20_000n);
    const req: TFxRequest = {
      idempotencyScope: eur.customerId!,
      idempotencyKey: randomUUID(),
      fromAccountId: eur.accountId,
      toAccountId: usd.accountId,
      sellAmountMinor: 10_000n,
      rate: '1.0845',
      spreadBps: 25,
      feeMinor: 150n,
      metadata: { note: 'holiday' },
    };
    const r = await fx(req);
    if (!r.ok) throw new Error(r.error);
    const t = r.value.transaction;
    expect(t.metadata).toEqual({
      note: 'holiday',
      fx: {
        rate: '1.0845',
        spreadBps: 25,
        sellCurrency: 'EUR',
        buyCurrency: 'USD',
        sellMinor: '10000',
        buyMinor: '10817',
        feeMinor: '150',
      },
    });
    expect(t.entries.map((e) => [e.accountId, e.currency, e.amountMinor, e.type])).toEqual([
      [eur.accountId, 'EUR', -10_000n, 'betweenAccounts'],
      [fxEur.accountId, 'EUR', 10_000n, 'betweenAccounts'],
      [fxUsd.accountId, 'USD', -10_817n, 'betweenAccounts'],
      [usd.accountId, 'USD', 10_817n, 'betweenAccounts'],
      [eur.accountId, 'EUR', -150n, 'fees'],
      [feesEur.accountId, 'EUR', 150n, 'fees'],
    ]);
    expect([await posted(eur.accountId), await posted(usd.accountId)]).toEqual([9_850n, 10_817n]);
    expect(r.value.touched.map((x) => x.accountId).sort()).toEqual([eur.accountId, usd.accountId].sort());

    const again = await fx({ ...req });
    expect(again).toMatchObject({
      ok: true,
      value: { replayed: true, transaction: { transactionId: t.transactionId } },
    });
    expect(await fx({ ...req, rate: '1.0846' })).toMatchObject({ ok: false, error: 'idempotencyKeyReused' });
    expect(await posted(eur.accountId)).toBe(9_850n);
    expect(await checkInvariants(db, [eur.accountId, usd.accountId])).toEqual([]);
  });

  it('buys an exact amount, charging the sell side rounded up', async () => {
    const [usd, jpy] = [await customerAccount(db, 'USD'), await customerAccount(db, 'JPY')];
    await fund(db, usd, 1_000n);
    const r = await fx({
      idempotencyScope: usd.customerId!,
      idempotencyKey: randomUUID(),
      fromAccountId: usd.accountId,
      toAccountId: jpy.accountId,
      buyAmountMinor: 1_000n,
      rate: '151.37',
      spreadBps: 0,
    });
    // 1000 JPY / 151.37 = 6.6063 USD -> 6.61 USD
    expect(r).toMatchObject({ ok: true, value: { transaction: { metadata: { fx: { sellMinor: '661' } } } } });
    expect([await posted(usd.accountId), await posted(jpy.accountId)]).toEqual([339n, 1_000n]);
  });

  it('refuses bad input, an unfunded sale and a same-currency pair, and writes nothing', async () => {
    const [eur, usd, eur2] = [
      await customerAccount(db, 'EUR'),
      await customerAccount(db, 'USD'),
      await customerAccount(db, 'EUR'),
    ];
    await fund(db, eur, 100n);
    const base: TFxRequest = {
      idempotencyScope: eur.customerId!,
      idempotencyKey: randomUUID(),
      fromAccountId: eur.accountId,
      toAccountId: usd.accountId,
      sellAmountMinor: 100n,
      rate: '1.1',
      spreadBps: 10,
    };
    for (const [patch, field] of [
      [{ rate: '1.1e2' }, 'rate'],
      [{ rate: 1.1 as unknown as string }, 'rate'],
      [{ rate: '0' }, 'rate'],
      [{ spreadBps: -1 }, 'spreadBps'],
      [{ spreadBps: 2.5 }, 'spreadBps'],
      [{ buyAmountMinor: 5n }, 'amountMinor'],
      [{ sellAmountMinor: undefined }, 'amountMinor'],
      [{ feeMinor: -1n }, 'feeMinor'],
      [{ idempotencyKey: '' }, 'idempotencyKey'],
      [{ toAccountId: eur2.accountId }, 'currency'],
      [{ rate: '0.0001', sellAmountMinor: 1n }, 'amountMinor'],
    ] as const)
      expect(await fx({ ...base, ...patch })).toMatchObject({ ok: false, error: 'invalidParams', detail: field });
    expect(await fx({ ...base, feeMinor: 1n })).toMatchObject({ ok: false, error: 'insufficientFunds' });
    expect(await fx(base)).toMatchObject({ ok: true, value: { replayed: false } });
    expect(await posted(eur.accountId)).toBe(0n);
  });

  it('holds an exchange (pending): reserved, then posted once or voided, and finds it by its key', async () => {
    const [eur, usd] = [await customerAccount(db, 'EUR'), await customerAccount(db, 'USD')];
    await fund(db, eur, 1_000n);
    const view = async (id: bigint) => {
      const [a] = await getAccounts(db, [id]);
      return [a!.postedMinor, a!.heldMinor, a!.availableMinor];
    };
    const req: TFxRequest = {
      idempotencyScope: eur.customerId!,
      idempotencyKey: randomUUID(),
      fromAccountId: eur.accountId,
      toAccountId: usd.accountId,
      sellAmountMinor: 400n,
      rate: '1.1',
      spreadBps: 0,
      pending: true,
    };
    const r = await fx(req);
    if (!r.ok) throw new Error(r.error);
    const id = r.value.transaction.transactionId;
    expect(r.value.transaction.status).toBe('pending');
    expect(await view(eur.accountId)).toEqual([1_000n, 400n, 600n]);
    expect(await view(usd.accountId)).toEqual([0n, 0n, 0n]);
    expect(await transactionIdOfKey(db, req.idempotencyScope, req.idempotencyKey)).toBe(id);
    expect(await transactionIdOfKey(db, req.idempotencyScope, 'unused')).toBeNull();
    expect(await fx({ ...req })).toMatchObject({ ok: true, value: { replayed: true } });
    expect(await fx({ ...req, pending: undefined })).toMatchObject({ ok: false, error: 'idempotencyKeyReused' });
    expect(await db.transaction((tx) => postPending(tx, id))).toMatchObject({ ok: true, value: { replayed: false } });
    expect(await view(eur.accountId)).toEqual([600n, 0n, 600n]);
    expect(await view(usd.accountId)).toEqual([440n, 0n, 440n]);

    const second = await fx({ ...req, idempotencyKey: randomUUID() });
    if (!second.ok) throw new Error(second.error);
    await db.transaction((tx) => voidPending(tx, second.value.transaction.transactionId));
    expect(await view(eur.accountId)).toEqual([600n, 0n, 600n]);
    expect(await checkInvariants(db, [eur.accountId, usd.accountId])).toEqual([]);
  });

  it('books exchanges inside postBatch, in the same engine call as transfers, as postFxTransaction books them', async () => {
    const [eur, usd, other] = [
      await customerAccount(db, 'EUR'),
      await customerAccount(db, 'USD'),
      await customerAccount(db, 'EUR'),
    ];
    await fund(db, eur, 50_000n);
    const exchange = (key: string): TFxRequest => ({
      idempotencyScope: eur.customerId!,
      idempotencyKey: key,
      fromAccountId: eur.accountId,
      toAccountId: usd.accountId,
      sellAmountMinor: 10_000n,
      rate: '1.0845',
      spreadBps: 25,
      feeMinor: 150n,
      references: { invoiceId: 'inv-1' },
    });
    const [single, again] = [await fx(exchange(randomUUID())), await fx(exchange(randomUUID()))];
    const batchKey = randomUUID();
    const batch = await db.transaction((tx) =>
      postBatch(tx, [
        exchange(batchKey),
        {
          idempotencyScope: eur.customerId!,
          idempotencyKey: randomUUID(),
          type: 'betweenAccounts',
          moves: [{ fromAccountId: eur.accountId, toAccountId: other.accountId, amountMinor: 1_000n }],
        },
        { ...exchange(randomUUID()), toAccountId: other.accountId },
        { ...exchange(randomUUID()), rate: '0.0000000001' },
      ]),
    );
    if (!single.ok || !again.ok || !batch[0]!.ok) throw new Error('refused');
    const shape = (t: typeof single.value.transaction) => ({
      metadata: t.metadata,
      references: t.references,
      entries: t.entries.map((e) => [e.accountId, e.amountMinor, e.type]),
    });
    expect(shape(batch[0]!.value.transaction)).toEqual(shape(single.value.transaction));
    expect(batch[1]).toMatchObject({ ok: true });
    expect(batch[2]).toMatchObject({ ok: false, error: 'invalidParams', detail: 'currency' });
    expect(batch[3]).toMatchObject({ ok: false, error: 'invalidParams', detail: 'amountMinor' });
    expect(await fx(exchange(batchKey))).toMatchObject({
      ok: true,
      value: { replayed: true, transaction: { transactionId: batch[0]!.value.transaction.transactionId } },
    });
    expect(await checkInvariants(db, [eur.accountId, usd.accountId, other.accountId])).toEqual([]);
  });
});
