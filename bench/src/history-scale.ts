// Issue 25: historyGet at scale. One customer's account filled to 10,000 then 1,000,000 ledger
// entries by set-based SQL through the ledger's own tables (a scratch database), historyGet's p50
// through core (no gateway) at both sizes: the first page and a deep page, and the ratio.
//
//   node bench/src/history-scale.ts [--seconds 5]      or   node bench/src/run.ts --only history
import { parseArgs } from 'node:util';
import { METHOD_CALLS, methodCallUrl } from '@openportal/contract';
import { openDatabase, type Db } from '@openportal/db';
import { signInDirect } from './group-commit.ts';
import { jsonClient, seedCustomers, type TJsonClient } from './lib/customers.ts';
import { withScratchDb } from './lib/scratch.ts';
import { startStack } from './lib/stack.ts';
import { closedLoop, fixed } from './lib/stats.ts';

const HISTORY = methodCallUrl('', METHOD_CALLS.historyGet.method);
const SIZES = [10_000, 1_000_000] as const;
/** A page inside both histories: entries 4,981-5,000 of 20 a page. */
export const DEEP_PAGE = 250;
/** Rows (entries) per INSERT statement of the fill. */
const CHUNK = 200_000;

/**
 * `entries` more entries on `accountId`, older than everything there: each transaction moves
 * 0.01 from the account to itself (two entries, +1 and −1, both the customer's), so the ledger
 * still balances and the balance row stays right (checkInvariants holds).
 */
async function fill(db: Db, customerId: string, accountId: number, from: number, entries: number) {
  for (let done = 0; done < entries; done += CHUNK) {
    const n = Math.min(CHUNK, entries - done) / 2;
    const start = (from + done) / 2;
    await db.query(
      `WITH t AS (
         INSERT INTO ledger_transactions (id, type, status, description, created_at, posted_at)
         SELECT gen_random_uuid(), 'betweenAccounts', 'completed', 'bench history ' || g,
                ts, ts
         FROM generate_series($1::int8, $1::int8 + $2::int8 - 1) g,
              LATERAL (SELECT now() - interval '1 day' - g * interval '1 second' AS ts) x
         RETURNING id, created_at)
       INSERT INTO ledger_entries (transaction_id, account_id, customer_id, counterparty_account_id, currency,
                                   amount_minor, type, created_at, posted_at)
       SELECT t.id, $3::int8, $4, $3::int8, 'USD', s.amount, 'betweenAccounts', t.created_at, t.created_at
       FROM t CROSS JOIN (VALUES (1::int8), (-1::int8)) s(amount)`,
      [start, n, accountId, customerId],
    );
  }
  await db.exec('VACUUM ANALYZE ledger_entries');
  await db.exec('VACUUM ANALYZE ledger_transactions');
}

async function p50(client: TJsonClient, headers: Record<string, string>, body: object, seconds: number) {
  let bad = '';
  const f = await closedLoop(1, seconds, async () => {
    const r = await client.post(HISTORY, body, headers);
    if (r.body.responseCode !== '00') bad = JSON.stringify(r.body).slice(0, 200);
    return r.body.responseCode === '00';
  });
  if (bad) throw new Error(`historyGet refused: ${bad}`);
  return f;
}

export interface THistoryScale {
  /** Per size: p50 ms of the first page, of the deep page (cursor known), one cold deep page (walk). */
  sizes: { entries: number; firstMs: number; deepMs: number; coldDeepMs: number; total: number }[];
}

export async function measureHistoryScale(seconds: number): Promise<THistoryScale> {
  return withScratchDb('bench_history', async (url) => {
    const stack = await startStack({ databaseUrl: url, gateway: false });
    const db = await openDatabase({ url, poolSize: 1 });
    const client = jsonClient(stack.coreUrl, 1);
    try {
      const [seeded] = await seedCustomers(stack, 1, ['100000000']);
      const headers = await signInDirect(client, seeded!);
      const accountId = seeded!.accountIds[0]!;
      const sizes: THistoryScale['sizes'] = [];
      let have = 0;
      for (const size of SIZES) {
        const t0 = performance.now();
        await fill(db, seeded!.customerId, accountId, have, size - have);
        have = size;
        console.log(`  filled to ${size} entries in ${fixed((performance.now() - t0) / 1000, 1)} s`);
        const first = await p50(client, headers, { pageNumber: 1 }, seconds);
        const c0 = performance.now();
        const cold = await client.post(HISTORY, { accountId, pageNumber: DEEP_PAGE }, headers);
        const coldDeepMs = performance.now() - c0;
        const deep = await p50(client, headers, { accountId, pageNumber: DEEP_PAGE }, seconds);
        const total = Number(cold.body.total);
        sizes.push({ entries: size, firstMs: first.p50Ms, deepMs: deep.p50Ms, coldDeepMs, total });
        console.log(
          `  ${size} entries: first page p50 ${fixed(first.p50Ms, 2)} ms (${first.ok} calls), page ${DEEP_PAGE} ` +
            `p50 ${fixed(deep.p50Ms, 2)} ms (${deep.ok} calls; its first call, by walking the index, ` +
            `${fixed(coldDeepMs, 1)} ms); total answered ${total}`,
        );
      }
      return { sizes };
    } finally {
      await client.close();
      await db.close();
      await stack.close();
    }
  });
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { seconds: { type: 'string', default: '5' } } });
  console.log('issue 25: historyGet p50 through core at 10,000 and 1,000,000 entries on one account');
  const { sizes } = await measureHistoryScale(Number(values.seconds));
  const [small, large] = sizes as [THistoryScale['sizes'][0], THistoryScale['sizes'][0]];
  console.log(
    `  ratio 1,000,000 ÷ 10,000: first page ${fixed(large.firstMs / small.firstMs, 2)}, ` +
      `page ${DEEP_PAGE} ${fixed(large.deepMs / small.deepMs, 2)} (target <= 1.5)`,
  );
}
