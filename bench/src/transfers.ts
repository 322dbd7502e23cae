// Benchmarks 1 and 2 of issue 11: transfers between own accounts over HTTP, client → gateway →
// core → database, at 16 and 64 clients, uniform (every client its own customers) and hot (every
// transfer credits one account); on a PostgreSQL server and on PGlite.
import { randomBytes } from 'node:crypto';
import { METHOD_CALLS, methodCallUrl } from '@openportal/contract';
import {
  brandHost,
  jsonClient,
  seedCustomers,
  signIn,
  type TJsonAnswer,
  type TJsonClient,
  type TSeeded,
} from './lib/customers.ts';
import { cpuLine, cpuMeter } from './lib/processes.ts';
import { startStatementCounter } from './lib/statement-counter.ts';
import { startStack, type TStack, type TStackOptions } from './lib/stack.ts';
import { closedLoop, describeLoad, type TLoadFigures } from './lib/stats.ts';
import { massP2p, p2pLoad, type TMassFigures } from './p2p.ts';

/** Rows of the mass p2p batch (issue 20). */
const MASS_ROWS = Number(process.env.BENCH_MASS_ROWS ?? 10_000);

const TRANSFER_PATH = `/api${methodCallUrl('', METHOD_CALLS.transferBetweenAccounts.method)}`;
/** Enough for every phase: transfers are 0.01 and alternate direction (uniform). */
const BALANCE_MINOR = '100000000';

export interface TPayer {
  headers: Record<string, string>;
  accounts: number[];
  seeded: TSeeded;
}

export async function payers(stack: TStack, client: TJsonClient, seeded: readonly TSeeded[]): Promise<TPayer[]> {
  const out: TPayer[] = [];
  // Sign-ins are argon2id: a few at a time.
  for (let i = 0; i < seeded.length; i += 4) {
    const batch = seeded.slice(i, i + 4);
    const tokens = await Promise.all(batch.map((s) => signIn(stack, client, s)));
    batch.forEach((s, k) =>
      out.push({
        headers: { ...brandHost(stack, s.brand), authorization: `Bearer ${tokens[k]!}` },
        accounts: s.accountIds,
        seeded: s,
      }),
    );
  }
  return out;
}

/** Refusals of the current phase by HTTP status and response code (printed with the phase). */
let refusals = new Map<string, number>();

/** One `transferBetweenAccounts` of 0.01 USD through the gateway, with a fresh idempotency key. */
export function postTransfer(client: TJsonClient, payer: TPayer, from: number, to: number): Promise<TJsonAnswer> {
  return client.post(
    TRANSFER_PATH,
    { toAmount: '0.01', currency: 'USD', fromAccount: from, toAccount: to },
    { ...payer.headers, 'idempotency-key': randomBytes(12).toString('hex') },
  );
}

async function transfer(client: TJsonClient, payer: TPayer, from: number, to: number): Promise<boolean> {
  const r = await postTransfer(client, payer, from, to);
  const ok = r.body.responseCode === '00';
  if (!ok) {
    const why = `${r.status} ${String(r.body.responseCode)} ${String(r.body.responseDescription ?? '')}`;
    refusals.set(why, (refusals.get(why) ?? 0) + 1);
  }
  return ok;
}

/** Worker w moves money within customers w, w + clients, … (no two workers share a customer), alternating direction. */
function uniformLoad(client: TJsonClient, list: readonly TPayer[], clients: number, seconds: number) {
  const turns = new Array<number>(clients).fill(0);
  return closedLoop(clients, seconds, (w) => {
    const turn = turns[w]!++;
    const owned = Math.max(1, Math.floor(list.length / clients));
    const payer = list[(w + clients * (turn % owned)) % list.length]!;
    const [a, b] = payer.accounts as [number, number];
    return turn % 2 === 0 ? transfer(client, payer, a, b) : transfer(client, payer, b, a);
  });
}

/** Every transfer credits the hot customer's first account, from its other accounts in turn. */
function hotLoad(client: TJsonClient, hot: TPayer, clients: number, seconds: number) {
  const [target, ...sources] = hot.accounts as [number, ...number[]];
  let turn = 0;
  return closedLoop(clients, seconds, () => transfer(client, hot, sources[turn++ % sources.length]!, target));
}

/** Issue 25's budget per tier, measured in a phase: CPU µs per request of core and the gateway, statements and commits per request. */
export interface TTierBudget {
  coreUs: number;
  gatewayUs: number;
  statements: number;
  commits: number;
}

export type TPhaseFigures = TLoadFigures & { budget: TTierBudget };

export interface TTransferFigures {
  uniform16: TPhaseFigures;
  /** Issue 20: p2p to another customer of the brand, 16 clients, beside uniform16. */
  p2p16: TPhaseFigures;
  /** Issue 20: a 10,000-row mass p2p batch (upload, then confirm in one ledger batch). */
  mass: TMassFigures;
  uniform64?: TPhaseFigures;
  hot16?: TPhaseFigures;
  hot64?: TPhaseFigures;
}

/**
 * One stack (core + gateway on `options`' database), `customers` customers with two USD
 * accounts and one hot customer with ten; then the phases, each `seconds` long.
 */
export async function measureTransfers(
  label: string,
  options: TStackOptions,
  seconds: number,
  full: boolean,
): Promise<TTransferFigures> {
  // On a server, core's statements pass a counting relay (statements and commits per request).
  const counter = options.databaseUrl ? await startStatementCounter(options.databaseUrl) : undefined;
  const stack = await startStack(counter ? { ...options, databaseUrl: counter.url } : options);
  const client = jsonClient(stack.gatewayUrl, 64);
  try {
    const customers = full ? 64 : 16;
    const seeded = await seedCustomers(stack, customers, [BALANCE_MINOR, BALANCE_MINOR]);
    const list = await payers(stack, client, seeded);
    const phase = async (name: string, run: () => Promise<TLoadFigures>) => {
      const meter = cpuMeter({ core: stack.core.pid, gateway: stack.gateway?.pid });
      const [statements, commits, notifying] = [
        counter?.statements() ?? 0,
        counter?.commits() ?? 0,
        counter?.notifyingCommits() ?? 0,
      ];
      refusals = new Map();
      const f = await run();
      const n = f.ok + f.refused;
      const us = meter.perRequestUs(n);
      const cpu = cpuLine(us);
      const sql = counter
        ? `; statements per request ${((counter.statements() - statements) / n).toFixed(1)}, ` +
          `commits ${((counter.commits() - commits) / n).toFixed(2)}, notifying commits ` +
          `${((counter.notifyingCommits() - notifying) / n).toFixed(2)} (all of core's connections, jobs included)`
        : '';
      console.log(`  ${label} ${name}: ${describeLoad(f)}; CPU µs per request: ${cpu}${sql}`);
      for (const [why, n] of refusals) console.log(`    refused ${n}×: ${why}`);
      const budget: TTierBudget = {
        coreUs: us.core ?? Number.NaN,
        gatewayUs: us.gateway ?? Number.NaN,
        statements: counter ? (counter.statements() - statements) / n : Number.NaN,
        commits: counter ? (counter.commits() - commits) / n : Number.NaN,
      };
      return { ...f, budget };
    };
    const uniform16 = await phase('uniform, 16 clients', () => uniformLoad(client, list, 16, seconds));
    const p2p16 = await phase('p2p, 16 clients', () =>
      p2pLoad(client, list, 16, seconds, (why) => refusals.set(why, (refusals.get(why) ?? 0) + 1)),
    );
    // The mass batch goes last: its 10,000 payees' notices (mail, stored toasts) are worked off
    // in the background for a while, which slowed the phase after it (and had it shed load).
    const massPhase = async () => {
      const mass = await massP2p(client, list[0]!, list, MASS_ROWS);
      console.log(
        `  ${label} mass p2p, ${mass.rows} rows: upload (validation) ${mass.uploadRowsPerSecond.toFixed(0)} rows/s, ` +
          `confirm (one ledger batch) ${mass.confirmRowsPerSecond.toFixed(0)} rows/s`,
      );
      return mass;
    };
    if (!full) return { uniform16, p2p16, mass: await massPhase() };
    const [hotSeeded] = await seedCustomers(stack, 1, new Array<string>(10).fill(BALANCE_MINOR));
    const [hot] = await payers(stack, client, [hotSeeded!]);
    const uniform64 = await phase('uniform, 64 clients', () => uniformLoad(client, list, 64, seconds));
    const hot16 = await phase('hot, 16 clients', () => hotLoad(client, hot!, 16, seconds));
    const hot64 = await phase('hot, 64 clients', () => hotLoad(client, hot!, 64, seconds));
    return { uniform16, p2p16, mass: await massPhase(), uniform64, hot16, hot64 };
  } finally {
    await client.close();
    await stack.close();
    await counter?.close();
  }
}
