import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTransaction, systemAccount } from '@openportal/ledger';
import { accountIn, call, startCardsWorld, type TCardsWorld } from '../cards/cards-test-kit.ts';

let w: TCardsWorld;
let usd: number;
beforeAll(async () => {
  w = await startCardsWorld();
  usd = (await accountIn(w.t, w.me, 'USD')).accountId;
  for (let i = 0; i < 50; i++) await deposit(`paging ${i}`);
});
afterAll(async () => w?.t.close());

/** One deposit into the customer's USD account: one entry in its history. */
async function deposit(description: string) {
  const world = await systemAccount(w.t.db, 'world', 'USD');
  const r = await w.t.db.transaction((tx) =>
    postTransaction(tx, {
      idempotencyScope: 'paging-test',
      idempotencyKey: randomUUID(),
      type: 'deposit',
      description,
      moves: [{ fromAccountId: world.accountId, toAccountId: BigInt(usd), amountMinor: 1n }],
    }),
  );
  if (!r.ok) throw new Error(r.error);
}

interface TPage {
  history: Array<{ transactionId: string }>;
  total: number;
}
const page = async (filter: object, pageNumber: number) =>
  (await call(w.t, w.me, 'historyGet', { ...filter, pageNumber })).body as unknown as TPage;
const ids = (p: TPage) => p.history.map((r) => r.transactionId);

describe('historyGet pages by number, read by keyset', () => {
  it('gives the same page whether reached page by page (remembered cursor) or at once (index walk)', async () => {
    const filter = { accountId: usd, transactionDirection: 'in' };
    const jumped = await page(filter, 3);
    const walked = [await page(filter, 1), await page(filter, 2), await page(filter, 3)];
    expect(ids(jumped).length).toBeGreaterThan(0);
    expect(ids(walked[2]!)).toEqual(ids(jumped));
    const all = walked.flatMap(ids);
    expect(new Set(all).size).toBe(all.length);
    expect(walked.map((p) => p.total)).toEqual([jumped.total, jumped.total, jumped.total]);
  });

  it('shows no entry twice when money arrives between pages, and counts it', async () => {
    const filter = { accountId: usd };
    const first = await page(filter, 1);
    await deposit('arrived while paging');
    const second = await page(filter, 2);
    expect(ids(second).filter((id) => ids(first).includes(id))).toEqual([]);
    expect(second.total).toBe(first.total + 1);
    const fresh = await page(filter, 1);
    expect(ids(fresh)[0]).not.toBe(ids(first)[0]);
    // Page 1 read again refreshes page 2's cursor: everything moved down by the one new entry.
    expect(ids(fresh).slice(1)).toEqual(ids(first).slice(0, 19));
    expect(ids(await page(filter, 2))[0]).toBe(ids(first)[19]);
  });
});
