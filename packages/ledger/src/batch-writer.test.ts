import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@openportal/db';
import { getAccounts } from './accounts.ts';
import { createBatchWriter } from './batch-writer.ts';
import { checkInvariants } from './invariants.ts';
import { customerAccount, DB_KIND, fund, openTestLedger } from './test-support.ts';
import type { TLedgerAccount } from './types.ts';

describe(`createBatchWriter: group commit and the hot-account path (${DB_KIND})`, () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestLedger();
  });

  it('many payers paying one merchant: each keeps its key, refusal and replay', async () => {
    const merchant = await customerAccount(db);
    const payers: TLedgerAccount[] = [];
    for (let i = 0; i < 20; i++) payers.push(await customerAccount(db));
    for (const p of payers.slice(0, 15)) await fund(db, p, 100n);
    const writer = createBatchWriter(db, { lanes: 3, maxBatch: 16 });
    const req = (i: number, key = randomUUID()) => ({
      idempotencyScope: payers[i % 20]!.customerId!,
      idempotencyKey: key,
      type: 'p2p' as const,
      moves: [{ fromAccountId: payers[i % 20]!.accountId, toAccountId: merchant.accountId, amountMinor: 10n }],
    });
    const requests = Array.from({ length: 200 }, (_, i) => req(i));
    const results = await Promise.all([...requests, requests[0]!, requests[1]!].map((r) => writer.post(r)));
    await writer.close();
    const ok = results.slice(0, 200).filter((r) => r.ok);
    // 15 funded payers x 100 / 10 = 150 transfers fit; the 5 unfunded payers' 50 are refused
    expect(ok).toHaveLength(150);
    for (const r of results.slice(0, 200)) if (!r.ok) expect(r.error).toBe('insufficientFunds');
    expect(results.slice(200).every((r) => r.ok && r.value.replayed)).toBe(true);
    expect((await getAccounts(db, [merchant.accountId]))[0]!.postedMinor).toBe(1_500n);
    expect(await checkInvariants(db, [merchant.accountId, ...payers.map((p) => p.accountId)])).toEqual([]);
  });
});
