import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LedgerProcess } from './crash-support.ts';
import { DB_KIND, random } from './test-support.ts';

/**
 * Crash tests: a ledger process under load is killed with SIGKILL (or, gated by
 * LEDGER_PG_RESTART_TEST=1, the PostgreSQL server restarts under it); clients then retry
 * every request with the same key. No acknowledged transfer may be lost, none applied twice.
 */
const REQUESTS = Number(process.env.LEDGER_CRASH_REQUESTS ?? 400);
const IN_FLIGHT = 16;
const ACCOUNTS = 10;
const FUNDING = 1_000_000n;

type TRequest = {
  op: 'post';
  key: string;
  scope: string;
  from: string;
  to: string;
  amount: string;
};

function workload(run: string, accounts: string[]): TRequest[] {
  const rnd = random(Number(process.env.LEDGER_TEST_SEED ?? 7));
  return Array.from({ length: REQUESTS }, (_, n) => {
    const from = Math.floor(rnd() * ACCOUNTS);
    const to = (from + 1 + Math.floor(rnd() * (ACCOUNTS - 1))) % ACCOUNTS;
    const amount = String(1 + Math.floor(rnd() * 500));
    return { op: 'post', key: `k-${n}`, scope: `crash-${run}`, from: accounts[from]!, to: accounts[to]!, amount };
  });
}

/** Sends requests IN_FLIGHT at a time; calls `onAck` after each answer; stops at the first failure. */
async function load(p: LedgerProcess, requests: TRequest[], acked: Map<string, any>, onAck: () => void) {
  let next = 0;
  const client = async () => {
    for (let n = next++; n < requests.length; n = next++) {
      const answer = await p.send(requests[n]!);
      if (answer.ok) acked.set(answer.key, answer);
      onAck();
    }
  };
  await Promise.allSettled(Array.from({ length: IN_FLIGHT }, client));
}

/** Retries every request (same keys) until each is answered ok; returns the answers by key. */
async function retryAll(p: LedgerProcess, requests: TRequest[]): Promise<Map<string, any>> {
  const answers = new Map<string, any>();
  for (let attempt = 0; answers.size < requests.length && attempt < 100; attempt++) {
    await load(
      p,
      requests.filter((r) => !answers.has(r.key)),
      answers,
      () => undefined,
    );
    if (answers.size < requests.length) await new Promise((r) => setTimeout(r, 200));
  }
  return answers;
}

async function verify(
  p: LedgerProcess,
  run: string,
  accounts: string[],
  requests: TRequest[],
  before: Map<string, any>,
  after: Map<string, any>,
) {
  expect(after.size).toBe(requests.length);
  for (const [key, first] of before) expect(after.get(key)).toMatchObject({ ok: true, id: first.id, replayed: true });
  const model = new Map(accounts.map((a) => [a, FUNDING]));
  for (const r of requests) {
    model.set(r.from, model.get(r.from)! - BigInt(r.amount));
    model.set(r.to, model.get(r.to)! + BigInt(r.amount));
  }
  const state = await p.send({ op: 'check', scope: `crash-${run}`, ids: accounts });
  expect(state.problems).toEqual([]);
  expect(state.keys).toBe(requests.length);
  expect(Object.fromEntries(Object.entries(state.posted).map(([k, v]) => [k, BigInt(v as string)]))).toEqual(
    Object.fromEntries(model),
  );
}

/** One crash run: load, `crash` once enough answers came back, retry everything, verify. */
async function crashRun(target: string, crash: (p: LedgerProcess) => Promise<LedgerProcess>) {
  const run = randomUUID();
  let p = await LedgerProcess.start(target);
  const { accounts } = await p.send({ op: 'setup', n: ACCOUNTS, funding: FUNDING.toString(), run });
  const requests = workload(run, accounts);
  const before = new Map<string, any>();
  let crashing: Promise<LedgerProcess> | undefined;
  await load(p, requests, before, () => {
    if (before.size >= REQUESTS / 4) crashing ??= crash(p);
  });
  p = await crashing!;
  expect(before.size).toBeGreaterThan(0);
  expect(before.size).toBeLessThan(REQUESTS);
  const after = await retryAll(p, requests);
  await verify(p, run, accounts, requests, before, after);
  await p.stop();
  return { acked: before.size };
}

const killAndRestart = (target: string) => async (p: LedgerProcess) => {
  p.kill();
  return LedgerProcess.start(target);
};

describe(`crash: kill -9 of the ledger process under load (${DB_KIND})`, () => {
  it('loses no acknowledged transfer and applies none twice', { timeout: 120_000 }, async () => {
    if (process.env.DATABASE_URL) {
      const url = process.env.DATABASE_URL;
      expect((await crashRun(url, killAndRestart(url))).acked).toBeGreaterThan(0);
      return;
    }
    const dir = mkdtempSync(join(tmpdir(), 'ledger-crash-'));
    try {
      expect((await crashRun(dir, killAndRestart(dir))).acked).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.LEDGER_PG_RESTART_TEST === '1' && DB_KIND === 'postgres')(
  'crash: PostgreSQL restarts under load (LEDGER_PG_RESTART_TEST=1)',
  () => {
    it('loses no acknowledged transfer and applies none twice', { timeout: 180_000 }, async () => {
      const restart = async (p: LedgerProcess) => {
        // not awaited before the load goes on: requests keep arriving while the server goes down
        await promisify(execFile)('pg_ctlcluster', ['15', 'main', 'restart', '-m', 'immediate']);
        return p;
      };
      expect((await crashRun(process.env.DATABASE_URL!, restart)).acked).toBeGreaterThan(0);
    });
  },
);
