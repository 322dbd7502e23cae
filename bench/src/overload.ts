// Issue 25: overload. Transfers through gateway → core → PostgreSQL: the sustainable rate measured
// closed-loop (16 clients, ~5 s), then an open-loop generator at 4x that rate for 10 s (requests
// sent on a fixed schedule whatever the answers). Accepted/s, busy answers (503 AE serverBusy),
// other 5xx, p50/p99 of accepted (from each request's scheduled time), then the bank's invariants
// and the ledger's count of transfers against the accepted ones (nothing lost, nothing extra).
//
//   node bench/src/overload.ts [--seconds 10] [--factor 4] [--direct]   or   node bench/src/run.ts --only overload
// (`--direct`: straight to core, no gateway, to see which tier's queue the excess waits in)
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ERROR_MESSAGES, METHOD_CALLS, methodCallUrl } from '@openportal/contract';
import { openDatabase } from '@openportal/db';
import { checkInvariants } from '@openportal/ledger';
import { signInDirect } from './group-commit.ts';
import { jsonClient, seedCustomers, type TJsonClient, type TSeeded } from './lib/customers.ts';
import { withScratchDb } from './lib/scratch.ts';
import { startStack } from './lib/stack.ts';
import { closedLoop, fixed, percentile } from './lib/stats.ts';
import { payers, type TPayer } from './transfers.ts';

const TRANSFER = methodCallUrl('', METHOD_CALLS.transferBetweenAccounts.method);
/** As the Kubernetes manifests run core and the gateway (infra/k8s/base/*.env). */
const SHEDDING = { MAX_EVENT_LOOP_DELAY_MS: '1000' };
/** Client connections: enough that the excess waits in the server under test, not in this process. */
const CONNECTIONS = 1024;
/** In-flight requests still unanswered this long after the last was sent are counted as lost answers. */
const DRAIN_MS = 30_000;

type TOutcome = 'accepted' | 'busy' | 'server error' | 'refused' | 'no answer';

export interface TOverloadFigures {
  sustainablePerSecond: number;
  offeredPerSecond: number;
  sent: number;
  /** Seconds from the first request sent to the last answer. */
  answeredIn: number;
  acceptedPerSecond: number;
  counts: Record<TOutcome, number>;
  p50Ms: number;
  p99Ms: number;
  /** Other refusals and server errors by status and code. */
  reasons: Map<string, number>;
  invariants: string[];
  /** Transfers in the ledger against those answered accepted (closed-loop phase included). */
  ledgerTransfers: number;
  acceptedTotal: number;
}

/** Through the gateway (`/api` on the brand's host) or straight to core (`--direct`). */
let transferPath = `/api${TRANSFER}`;

async function send(client: TJsonClient, payer: TPayer, turn: number): Promise<[TOutcome, string]> {
  const [a, b] = payer.accounts as [number, number];
  const [from, to] = turn % 2 === 0 ? [a, b] : [b, a];
  try {
    const r = await client.post(
      transferPath,
      { toAmount: '0.01', currency: 'USD', fromAccount: from, toAccount: to },
      { ...payer.headers, 'idempotency-key': randomBytes(12).toString('hex') },
    );
    const why = `${r.status} ${String(r.body.responseCode)} ${String(r.body.responseDescription ?? '')}`;
    if (r.status === 200 && r.body.responseCode === '00') return ['accepted', ''];
    if (r.status === 503 && r.body.responseDescription === ERROR_MESSAGES.serverBusy) return ['busy', why];
    return [r.status >= 500 ? 'server error' : 'refused', why];
  } catch (error) {
    return ['no answer', (error as Error).message];
  }
}

/** `rate` requests per second for `seconds`, each sent at its scheduled time, latency from that time. */
async function openLoop(client: TJsonClient, list: readonly TPayer[], rate: number, seconds: number) {
  const total = Math.round(rate * seconds);
  const counts: Record<TOutcome, number> = { accepted: 0, busy: 0, 'server error': 0, refused: 0, 'no answer': 0 };
  const reasons = new Map<string, number>();
  const latencies: number[] = [];
  const inflight: Promise<void>[] = [];
  const t0 = performance.now();
  let lastAnswer = t0;
  for (let i = 0; i < total; i++) {
    const due = t0 + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const request = send(client, list[i % list.length]!, Math.floor(i / list.length)).then(([outcome, why]) => {
      counts[outcome]++;
      lastAnswer = performance.now();
      if (outcome === 'accepted') latencies.push(performance.now() - due);
      else if (outcome !== 'busy') reasons.set(why, (reasons.get(why) ?? 0) + 1);
    });
    inflight.push(request);
  }
  const drained = await Promise.race([
    Promise.all(inflight).then(() => true),
    new Promise<false>((r) => setTimeout(() => r(false), DRAIN_MS).unref()),
  ]);
  const answered = Object.values(counts).reduce((s, n) => s + n, 0);
  if (!drained) counts['no answer'] += total - answered;
  latencies.sort((a, b) => a - b);
  return {
    sent: total,
    counts,
    reasons,
    answeredIn: (lastAnswer - t0) / 1000,
    acceptedPerSecond: counts.accepted / Math.max(seconds, (lastAnswer - t0) / 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

/** `direct`: core alone, no gateway (where the excess waits: in the gateway or in core). */
export async function measureOverload(
  seconds: number,
  factor: number,
  probeSeconds = 5,
  direct = false,
  coreEnv: Record<string, string> = {},
): Promise<TOverloadFigures> {
  return withScratchDb('bench_overload', async (url) => {
    const stack = await startStack({
      databaseUrl: url,
      coreEnv: { ...SHEDDING, ...coreEnv },
      gatewayEnv: SHEDDING,
      gateway: !direct,
    });
    const client = jsonClient(direct ? stack.coreUrl : stack.gatewayUrl, CONNECTIONS);
    transferPath = direct ? TRANSFER : `/api${TRANSFER}`;
    const db = await openDatabase({ url, poolSize: 1 });
    try {
      const seeded = await seedCustomers(stack, 64, ['100000000', '100000000']);
      const list = direct ? await directPayers(client, seeded) : await payers(stack, client, seeded);
      const before = await db.query<{ n: bigint }>(`SELECT count(*)::int8 AS n FROM ledger_transactions`);
      let turn = 0;
      const probe = await closedLoop(16, probeSeconds, async () => {
        const i = turn++;
        return (await send(client, list[i % list.length]!, Math.floor(i / list.length)))[0] === 'accepted';
      });
      const sustainable = probe.perSecond;
      console.log(`  sustainable (closed loop, 16 clients, ${probeSeconds} s): ${fixed(sustainable)}/s`);
      const offered = sustainable * factor;
      const f = await openLoop(client, list, offered, seconds);
      const after = await db.query<{ n: bigint }>(`SELECT count(*)::int8 AS n FROM ledger_transactions`);
      const invariants = await checkInvariants(db);
      return {
        sustainablePerSecond: sustainable,
        offeredPerSecond: offered,
        sent: f.sent,
        answeredIn: f.answeredIn,
        acceptedPerSecond: f.acceptedPerSecond,
        counts: f.counts,
        p50Ms: f.p50Ms,
        p99Ms: f.p99Ms,
        reasons: f.reasons,
        invariants,
        ledgerTransfers: Number(after.rows[0]!.n) - Number(before.rows[0]!.n),
        acceptedTotal: probe.ok + f.counts.accepted,
      };
    } finally {
      await db.close();
      await client.close();
      await stack.close();
    }
  });
}

async function directPayers(client: TJsonClient, seeded: readonly TSeeded[]): Promise<TPayer[]> {
  const out: TPayer[] = [];
  for (const s of seeded) out.push({ headers: await signInDirect(client, s), accounts: s.accountIds, seeded: s });
  return out;
}

export function printOverload(f: TOverloadFigures, factor: number, seconds: number): void {
  console.log(
    `  open loop at ${factor}x = ${fixed(f.offeredPerSecond)}/s for ${seconds} s: ${f.sent} sent, the last answer after ${fixed(f.answeredIn, 1)} s; ` +
      `accepted ${f.counts.accepted} (${fixed(f.acceptedPerSecond)}/s, p50 ${fixed(f.p50Ms, 1)} ms, ` +
      `p99 ${fixed(f.p99Ms, 1)} ms); busy ${f.counts.busy}; other 5xx ${f.counts['server error']}; ` +
      `other refusals ${f.counts.refused}; no answer ${f.counts['no answer']}`,
  );
  for (const [why, n] of f.reasons) console.log(`    ${n}×: ${why}`);
  console.log(
    `  invariants: ${f.invariants.length === 0 ? 'hold' : f.invariants.join('; ')}; ` +
      `transfers in the ledger ${f.ledgerTransfers} against ${f.acceptedTotal} answered accepted`,
  );
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '10' },
      factor: { type: 'string', default: '4' },
      direct: { type: 'boolean', default: false },
      /** `--core-env GROUP_COMMIT_MAX_BATCH=8`: core's settings (the group commit's queue bound is 4 × batch × lanes). */
      'core-env': { type: 'string', default: '' },
    },
  });
  const [seconds, factor] = [Number(values.seconds), Number(values.factor)];
  const via = values.direct ? 'straight to core' : 'through the gateway';
  console.log(`issue 25: overload, ${factor}x the sustainable rate of transfers for ${seconds} s, ${via}`);
  const coreEnv = Object.fromEntries(
    values['core-env']
      .split(',')
      .filter(Boolean)
      .map((kv) => kv.split('=', 2) as [string, string]),
  );
  if (Object.keys(coreEnv).length > 0) console.log(`  core: ${JSON.stringify(coreEnv)}`);
  printOverload(await measureOverload(seconds, factor, 5, values.direct, coreEnv), factor, seconds);
}
