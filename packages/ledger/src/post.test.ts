import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@openportal/db';
import { getAccounts, setAccountStatus, systemAccount } from './accounts.ts';
import { checkInvariants } from './invariants.ts';
import { postTransaction } from './post.ts';
import { customerAccount, DB_KIND, fund, moveRequest, openTestLedger } from './test-support.ts';
import { LEDGER_LIMITS, type TLedgerAccount, type TPostRequest } from './types.ts';

describe(`postTransaction (${DB_KIND})`, () => {
  let db: Db;
  const post = (req: TPostRequest) => db.transaction((tx) => postTransaction(tx, req));
  const balance = async (a: TLedgerAccount) => (await getAccounts(db, [a.accountId]))[0]!.postedMinor;
  beforeAll(async () => {
    db = await openTestLedger();
  });

  it('moves money with a fee in one balanced transaction', async () => {
    const [a, b] = [await customerAccount(db), await customerAccount(db)];
    const fees = await systemAccount(db, 'fees', 'USD');
    await fund(db, a, 10_000n);
    const r = await post(
      moveRequest(
        [
          { fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 2_500n },
          { fromAccountId: a.accountId, toAccountId: fees.accountId, amountMinor: 50n, type: 'fees' },
        ],
        { description: 'rent', metadata: { note: 'May' } },
      ),
    );
    if (!r.ok) throw new Error(r.error);
    const t = r.value.transaction;
    expect(t).toMatchObject({
      type: 'betweenAccounts',
      status: 'completed',
      description: 'rent',
      metadata: { note: 'May' },
    });
    expect(t.entries.map((e) => [e.accountId, e.amountMinor, e.type, e.counterpartyAccountId])).toEqual([
      [a.accountId, -2_500n, 'betweenAccounts', b.accountId],
      [b.accountId, 2_500n, 'betweenAccounts', a.accountId],
      [a.accountId, -50n, 'fees', fees.accountId],
      [fees.accountId, 50n, 'fees', a.accountId],
    ]);
    expect(r.value.replayed).toBe(false);
    expect(r.value.touched.map((x) => x.accountId).sort()).toEqual([a.accountId, b.accountId].sort());
    expect([await balance(a), await balance(b)]).toEqual([7_450n, 2_500n]);
    expect(await checkInvariants(db, [a.accountId, b.accountId])).toEqual([]);
  });

  it('converts between currencies through an FX account, each leg balanced', async () => {
    const [usd, eur] = [await customerAccount(db, 'USD'), await customerAccount(db, 'EUR', 0n)];
    const [fxUsd, fxEur] = [await systemAccount(db, 'fx', 'USD'), await systemAccount(db, 'fx', 'EUR')];
    await fund(db, usd, 1_000n);
    const r = await post(
      moveRequest([
        { fromAccountId: usd.accountId, toAccountId: fxUsd.accountId, amountMinor: 1_000n },
        { fromAccountId: fxEur.accountId, toAccountId: eur.accountId, amountMinor: 920n },
      ]),
    );
    expect(r.ok).toBe(true);
    expect([await balance(usd), await balance(eur)]).toEqual([0n, 920n]);
  });

  it('allows an overdraft down to the floor and no further; a refusal writes nothing', async () => {
    const [a, b] = [await customerAccount(db, 'USD', -1_000n), await customerAccount(db)];
    const req = moveRequest([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 1_001n }]);
    expect(await post(req)).toMatchObject({ ok: false, error: 'insufficientFunds', detail: a.accountId.toString() });
    expect(await balance(a)).toBe(0n);
    await fund(db, a, 1n);
    expect(await post(req)).toMatchObject({ ok: true, value: { replayed: false } });
    expect(await balance(a)).toBe(-1_000n);
  });

  it('replays the same key and request, refuses the same key with another request', async () => {
    const [a, b] = [await customerAccount(db), await customerAccount(db)];
    await fund(db, a, 500n);
    const req = moveRequest([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 100n }]);
    const first = await post(req);
    const again = await post({ ...req, moves: [{ ...req.moves[0]! }] });
    if (!first.ok || !again.ok) throw new Error('expected success');
    expect(again.value.replayed).toBe(true);
    expect(again.value.transaction.transactionId).toBe(first.value.transaction.transactionId);
    expect(again.value.touched).toEqual([]);
    expect(await post({ ...req, moves: [{ ...req.moves[0]!, amountMinor: 101n }] })).toEqual({
      ok: false,
      error: 'idempotencyKeyReused',
    });
    expect(await post({ ...req, idempotencyScope: 'another-customer' })).toMatchObject({
      ok: true,
      value: { replayed: false },
    });
    expect(await balance(b)).toBe(200n);
  });

  it('leaves nothing behind, key included, when the caller rolls back', async () => {
    const [a, b] = [await customerAccount(db), await customerAccount(db)];
    await fund(db, a, 500n);
    const req = moveRequest([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 100n }]);
    await expect(
      db.transaction(async (tx) => {
        expect((await postTransaction(tx, req)).ok).toBe(true);
        throw new Error('crash after posting');
      }),
    ).rejects.toThrow('crash');
    expect(await balance(b)).toBe(0n);
    expect(await post(req)).toMatchObject({ ok: true, value: { replayed: false } });
    expect(await balance(b)).toBe(100n);
  });

  it('credits a frozen account but does not debit it', async () => {
    const [a, b] = [await customerAccount(db), await customerAccount(db)];
    await fund(db, a, 500n);
    await setAccountStatus(db, b.accountId, 'frozen');
    expect(
      (await post(moveRequest([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 100n }]))).ok,
    ).toBe(true);
    expect(
      await post(moveRequest([{ fromAccountId: b.accountId, toAccountId: a.accountId, amountMinor: 1n }])),
    ).toMatchObject({ ok: false, error: 'frozenAccount' });
  });

  const refusals: Array<
    [
      string,
      (a: TLedgerAccount, b: TLedgerAccount, eur: TLedgerAccount, closed: TLedgerAccount) => TPostRequest,
      string,
    ]
  > = [
    [
      'zero amount',
      (a, b) => moveRequest([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 0n }]),
      'invalidParams',
    ],
    ['no moves', () => moveRequest([]), 'invalidParams'],
    [
      'too many moves',
      (a, b) =>
        moveRequest(
          Array.from({ length: LEDGER_LIMITS.movesPerTransaction + 1 }, () => ({
            fromAccountId: a.accountId,
            toAccountId: b.accountId,
            amountMinor: 1n,
          })),
        ),
      'invalidParams',
    ],
    [
      'unknown type',
      (a, b) =>
        moveRequest([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 1n }], {
          type: 'gift' as 'p2p',
        }),
      'invalidParams',
    ],
    [
      'empty key',
      (a, b) =>
        moveRequest([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 1n }], {
          idempotencyKey: '',
        }),
      'invalidParams',
    ],
    [
      'expiry without pending',
      (a, b) =>
        moveRequest([{ fromAccountId: a.accountId, toAccountId: b.accountId, amountMinor: 1n }], {
          expiresAt: new Date(),
        }),
      'invalidParams',
    ],
    [
      'same account',
      (a) => moveRequest([{ fromAccountId: a.accountId, toAccountId: a.accountId, amountMinor: 1n }]),
      'sameAccount',
    ],
    [
      'unknown account',
      (a) => moveRequest([{ fromAccountId: a.accountId, toAccountId: 1n, amountMinor: 1n }]),
      'notFound',
    ],
    [
      'currency mismatch',
      (a, _b, eur) => moveRequest([{ fromAccountId: a.accountId, toAccountId: eur.accountId, amountMinor: 1n }]),
      'currencyMismatch',
    ],
    [
      'closed target',
      (a, _b, _e, closed) =>
        moveRequest([{ fromAccountId: a.accountId, toAccountId: closed.accountId, amountMinor: 1n }]),
      'closedAccount',
    ],
  ];
  it.each(refusals)('refuses %s', async (_name, build, error) => {
    const [a, b, eur, closed] = [
      await customerAccount(db),
      await customerAccount(db),
      await customerAccount(db, 'EUR'),
      await customerAccount(db),
    ];
    await setAccountStatus(db, closed.accountId, 'closed');
    await fund(db, a, 100n);
    expect(await post(build(a, b, eur, closed))).toMatchObject({ ok: false, error });
    expect(await balance(a)).toBe(100n);
  });
});
