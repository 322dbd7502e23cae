// Issue 25's statement budget, read statement by statement: the SQL core sends PostgreSQL for one
// `transferBetweenAccounts` and for one `transferP2p` through gateway → core, after a warm-up,
// with nothing else running (one client, so the batch is of one). The job workers' statements in
// the same second are printed too (they share the relay).
//
//   node bench/src/statements.ts
import { randomBytes } from 'node:crypto';
import { METHOD_CALLS, methodCallUrl } from '@openportal/contract';
import { jsonClient, seedCustomers } from './lib/customers.ts';
import { withScratchDb } from './lib/scratch.ts';
import { startStack } from './lib/stack.ts';
import { startStatementCounter } from './lib/statement-counter.ts';
import { payers, postTransfer, type TPayer } from './transfers.ts';

const P2P = `/api${methodCallUrl('', METHOD_CALLS.transferP2p.method)}`;

/** The first words of a statement, enough to tell which it is. */
const shortly = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 110);

await withScratchDb('bench_statements', async (databaseUrl) => {
  const counter = await startStatementCounter(databaseUrl);
  const stack = await startStack({ databaseUrl: counter.url });
  const client = jsonClient(stack.gatewayUrl, 1);
  try {
    // Customers go round the brands: the first and the one after a full round share a brand (p2p stays in it).
    const seeded = await seedCustomers(stack, stack.brands.length + 1, ['100000000', '100000000']);
    const [payer, payee] = (await payers(stack, client, [seeded[0]!, seeded.at(-1)!])) as [TPayer, TPayer];
    const [a, b] = payer.accounts as [number, number];
    const between = (n: number) =>
      n % 2 === 0 ? postTransfer(client, payer, a, b) : postTransfer(client, payer, b, a);
    const p2p = () =>
      client.post(
        P2P,
        { accountId: payer.accounts[0], amount: '0.01', currency: 'USD', toEmail: payee.seeded.email },
        { ...payer.headers, 'idempotency-key': randomBytes(12).toString('hex') },
      );
    for (const [name, call] of [
      ['transferBetweenAccounts', between],
      ['transferP2p', p2p],
    ] as const) {
      for (let n = 0; n < 5; n++) await call(n);
      await new Promise((r) => setTimeout(r, 1000));
      const stop = counter.record();
      const answer = await call(0);
      await new Promise((r) => setTimeout(r, 1000));
      const texts = stop();
      console.log(`${name} (${String(answer.body.responseCode)}): ${texts.length} statements parsed or sent`);
      for (const t of texts) console.log(`  ${shortly(t)}`);
    }
  } finally {
    await client.close();
    await stack.close();
    await counter.close();
  }
});
