/**
 * A ledger process for the crash tests (not part of the package API): reads one JSON command
 * per line on stdin, answers one JSON line on stdout once its database transaction has
 * committed. Commands run concurrently. LEDGER_WORKER_DB is a postgres:// URL or a PGlite
 * data folder.
 *   {"op":"setup","n":10,"funding":"100000","run":"…"}  → {"accounts":["…"]}
 *   {"op":"post","key":"…","scope":"…","from":"…","to":"…","amount":"…"}  → {"key","ok","id"|"error","replayed"}
 *   {"op":"check","scope":"…","ids":["…"]}  → {"problems":[…],"posted":{id: "…"},"keys":n}
 */
import { createInterface } from 'node:readline';
import { openDatabase } from '@openportal/db';
import { getAccounts, openAccount, systemAccount } from './accounts.ts';
import { checkInvariants } from './invariants.ts';
import { migrateLedger } from './migrations.ts';
import { postTransaction } from './post.ts';

type TCommand = Record<string, string | number | string[]>;

// @openportal/db leaves no 'error' listener on a checked-out pool client, so a server that
// drops connections mid-transaction (a restart) raises an unhandled 'error' event. Survive
// exactly those; the query in flight fails anyway and its client retries.
const DROPPED = new Set(['ECONNRESET', 'EPIPE', '57P01', '57P02', '57P03']);
process.on('uncaughtException', (e: Error & { code?: string }) => {
  if (DROPPED.has(e.code ?? '') || /Connection terminated/.test(e.message)) return;
  process.stderr.write(`crash-worker: ${e.stack ?? e.message}\n`);
  process.exit(1);
});

const target = process.env.LEDGER_WORKER_DB ?? '';
const db = await openDatabase(target.startsWith('postgres') ? { url: target, poolSize: 16 } : { dataDir: target });
await migrateLedger(db);
const say = (value: unknown) =>
  process.stdout.write(`${JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? v.toString() : v))}\n`);

async function setup(c: TCommand): Promise<unknown> {
  const world = await systemAccount(db, 'world', 'EUR');
  const ids: bigint[] = [];
  for (let i = 0; i < Number(c.n); i++) {
    const r = await openAccount(db, { customerId: `crash-${String(c.run)}-${i}`, currency: 'EUR', type: 1001 });
    if (!r.ok) throw new Error(r.error);
    ids.push(r.value.accountId);
  }
  await db.transaction((tx) =>
    postTransaction(tx, {
      idempotencyScope: `crash-funding-${String(c.run)}`,
      idempotencyKey: 'funding',
      type: 'deposit',
      moves: ids.map((id) => ({
        fromAccountId: world.accountId,
        toAccountId: id,
        amountMinor: BigInt(c.funding as string),
      })),
    }),
  );
  return { accounts: ids };
}

async function post(c: TCommand): Promise<unknown> {
  try {
    const r = await db.transaction((tx) =>
      postTransaction(tx, {
        idempotencyScope: String(c.scope),
        idempotencyKey: String(c.key),
        type: 'p2p',
        moves: [
          {
            fromAccountId: BigInt(c.from as string),
            toAccountId: BigInt(c.to as string),
            amountMinor: BigInt(c.amount as string),
          },
        ],
      }),
    );
    return r.ok
      ? { key: c.key, ok: true, id: r.value.transaction.transactionId, replayed: r.value.replayed }
      : { key: c.key, ok: false, error: r.error };
  } catch (e) {
    return { key: c.key, ok: false, error: `exception: ${(e as Error).message}` };
  }
}

async function check(c: TCommand): Promise<unknown> {
  const ids = (c.ids as string[]).map(BigInt);
  const keys = await db.query<{ n: bigint }>('SELECT count(*)::int8 AS n FROM ledger_idempotency WHERE scope = $1', [
    c.scope,
  ]);
  const posted = Object.fromEntries((await getAccounts(db, ids)).map((a) => [a.accountId.toString(), a.postedMinor]));
  return { problems: await checkInvariants(db, ids), posted, keys: Number(keys.rows[0]!.n) };
}

async function handle(c: TCommand): Promise<void> {
  say(c.op === 'setup' ? await setup(c) : c.op === 'post' ? await post(c) : await check(c));
}

const input = createInterface({ input: process.stdin });
const running = new Set<Promise<unknown>>();
input.on('line', (line) => {
  const p = handle(JSON.parse(line) as TCommand).catch((e: Error) => say({ fatal: e.message }));
  running.add(p);
  void p.finally(() => running.delete(p));
});
input.on('close', () => {
  void Promise.all(running).then(() => db.close());
});
say({ ready: true });
