/**
 * The five benchmarks of issue 11 in one run on one machine, each beside its baseline measured
 * in the same run; prints the figures, then one table of ratios and the targets.
 * Figures only: nothing here passes or fails.
 *
 *   node bench/src/run.ts                               all five
 *   node bench/src/run.ts --only transfers,proxy        some: transfers, pglite, proxy, sign-in, fan-out
 *   node bench/src/run.ts --only group-commit           core alone: group commit ÷ commit per request
 *   node bench/src/run.ts --only p2p --seconds 5        issue 20: p2p ÷ between accounts at 16 clients, and a
 *                                                       10,000-row mass p2p file beside the ledger's batch rate
 *   node bench/src/run.ts --only history                issue 25: historyGet p50 at 10,000 and 1,000,000 entries
 *   node bench/src/run.ts --only overload               issue 25: transfers at 4x the sustainable rate for 10 s
 *   node bench/src/run.ts --only replicas               issue 25: events/s from core A's transfers to sockets on core B's gateway, 0 lost (Redis)
 *   node bench/src/run.ts --only floor                  issue 25: CPU per request of a bare Node server, with 1 and 3 statements, and a bare proxy
 *   node bench/src/run.ts --seconds 5                   length of each measured phase (default 10)
 *   BENCH_CPU_PROF_DIR=/tmp/prof node bench/src/run.ts  core and gateway write CPU profiles there
 *   node bench/src/run.ts --core-env GROUP_COMMIT_MAX_BATCH=1   core's settings (an A/B of two runs)
 *
 * Scratch databases bench_* on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * are dropped afterwards; everything listens on 127.0.0.1.
 */
import { parseArgs } from 'node:util';
import { measureFanOut } from './fan-out.ts';
import { measureFloor } from './floor.ts';
import { measureGroupCommit } from './group-commit.ts';
import { DEEP_PAGE, measureHistoryScale } from './history-scale.ts';
import { ledgerBatchRate } from './ledger-batch.ts';
import { measureProxy, nginxAvailable } from './proxy.ts';
import { pgbenchTps, withScratchDb } from './lib/scratch.ts';
import { measureOverload, printOverload } from './overload.ts';
import { describeReplicas, measureReplicas } from './replicas.ts';
import { fixed, type TRatio } from './lib/stats.ts';
import { measureSignIn } from './sign-in.ts';
import { measureTransfers, type TTierBudget, type TTransferFigures } from './transfers.ts';

const BENCHMARKS = ['transfers', 'pglite', 'proxy', 'sign-in', 'fan-out'] as const;
/** Run only when named: core alone, group commit against a commit per request. */
const EXTRA = ['group-commit', 'p2p', 'history', 'overload', 'floor', 'replicas'] as const;
type TBenchmark = (typeof BENCHMARKS)[number] | (typeof EXTRA)[number];

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '10' },
    sockets: { type: 'string', default: '10000' },
    'core-env': { type: 'string', default: '' },
  },
});
/** `--core-env GROUP_COMMIT_MAX_BATCH=1,GROUP_COMMIT_LANES=2`: core's settings for an A/B of two runs. */
const coreEnv = Object.fromEntries(
  values['core-env']
    .split(',')
    .filter(Boolean)
    .map((kv) => kv.split('=', 2) as [string, string]),
);
const seconds = Number(values.seconds);
if (!Number.isFinite(seconds) || seconds < 1 || seconds > 120) throw new Error('--seconds: 1 to 120');
const chosen = new Set<TBenchmark>(
  values.only === undefined
    ? BENCHMARKS
    : values.only.split(',').map((name) => {
        if (![...BENCHMARKS, ...EXTRA].includes(name as TBenchmark))
          throw new Error(`unknown benchmark ${name}; one of ${[...BENCHMARKS, ...EXTRA].join(', ')}`);
        return name as TBenchmark;
      }),
);

const ratios: TRatio[] = [];
const ratio = (benchmark: string, figure: number, baseline: number, target: number, unit: string, base: string) =>
  ratios.push({
    benchmark,
    figure: `${fixed(figure, figure < 10 ? 1 : 0)} ${unit}`,
    baseline: `${fixed(baseline, baseline < 10 ? 1 : 0)} ${base}`,
    ratio: figure / baseline,
    target: `>= ${target}`,
    met: figure / baseline >= target,
  });

let serverTransfers: TTransferFigures | undefined;
const serverPhases = async (full: boolean) =>
  withScratchDb('bench_http', (databaseUrl) => measureTransfers('PostgreSQL', { databaseUrl, coreEnv }, seconds, full));

if (chosen.has('transfers')) {
  console.log('1. HTTP transfers through gateway → core → PostgreSQL ÷ pgbench TPC-B c=16');
  const tps = await pgbenchTps(seconds);
  console.log(`  pgbench TPC-B c=16: ${fixed(tps)} tps`);
  const f = (serverTransfers = await serverPhases(true));
  ratio('1. HTTP transfers c=16 ÷ pgbench', f.uniform16.perSecond, tps, 1.0, '/s', 'tps');
  ratio('1. HTTP transfers c=64 ÷ pgbench', f.uniform64!.perSecond, tps, 1.0, '/s', 'tps');
  ratio('issue 20: p2p ÷ between accounts, c=16', f.p2p16.perSecond, f.uniform16.perSecond, 0.8, '/s', '/s');
  ratio('1. hot ÷ uniform, c=16', f.hot16!.perSecond, f.uniform16.perSecond, 0.9, '/s', '/s');
  ratio('1. hot ÷ uniform, c=64', f.hot64!.perSecond, f.uniform64!.perSecond, 0.9, '/s', '/s');
  ratio('issue 25: HTTP transfers c=16 ÷ pgbench', f.uniform16.perSecond, tps, 0.35, '/s', 'tps');
  ratio('issue 25: HTTP transfers c=64 ÷ pgbench', f.uniform64!.perSecond, tps, 0.5, '/s', 'tps');
  budgetRows(f.uniform16.budget);
}

/**
 * Issue 25's budgets per tier, from the uniform phase at 16 clients: core's and the gateway's CPU
 * per transfer, and statements per transfer against 1 + 5 per batch (a batch counted as a commit:
 * the relay counts every commit on core's connections, the job workers' included, so the batch
 * size it implies is a lower bound).
 */
function budgetRows(b: TTierBudget) {
  const row = (
    benchmark: string,
    figure: number,
    unit: string,
    limit: number,
    baseline = `budget ${fixed(limit)} ${unit}`,
  ) =>
    ratios.push({
      benchmark,
      figure: `${fixed(figure, figure < 10 ? 1 : 0)} ${unit}`,
      baseline,
      ratio: figure / limit,
      target: '<= 1',
      met: figure <= limit,
    });
  row('issue 25: core CPU per transfer, c=16', b.coreUs, 'µs', 400);
  row('issue 25: gateway CPU per proxied transfer, c=16', b.gatewayUs, 'µs', 200);
  if (Number.isFinite(b.statements)) {
    const batch = b.commits > 0 ? 1 / b.commits : Number.NaN;
    row(
      'issue 25: statements per transfer, c=16',
      b.statements,
      'stmts',
      1 + 5 * b.commits,
      `1 + 5 per batch (batch ${fixed(batch, 1)}): ${fixed(1 + 5 * b.commits, 1)}`,
    );
  }
}

if (chosen.has('pglite')) {
  console.log('2. HTTP transfers through PGlite ÷ through PostgreSQL, 16 clients');
  const server = serverTransfers ?? (await serverPhases(false));
  const pglite = await measureTransfers('PGlite', { coreEnv }, seconds, false);
  ratio('2. PGlite ÷ PostgreSQL, c=16', pglite.uniform16.perSecond, server.uniform16.perSecond, 0.5, '/s', '/s');
  ratio(
    'issue 20 (PGlite): p2p ÷ between accounts, c=16',
    pglite.p2p16.perSecond,
    pglite.uniform16.perSecond,
    0.8,
    '/s',
    '/s',
  );
}

if (chosen.has('proxy')) {
  console.log('3. gateway ÷ nginx as reverse proxy in front of the same core (balanceInquiry, keep-alive)');
  if (!nginxAvailable()) console.log('  nginx not installed (apt-get install -y nginx-light): skipped');
  else {
    const f = await measureProxy(seconds, 16);
    ratio('3. gateway ÷ nginx, req/s c=16', f.gateway.perSecond, f.nginx.perSecond, 0.7, 'req/s', 'req/s');
    const added = f.gateway1.p50Ms - f.direct1.p50Ms;
    const nginxAdded = f.nginx1.p50Ms - f.direct1.p50Ms;
    ratios.push({
      benchmark: '3. p50 added by the gateway, 1 client',
      figure: `${fixed(added, 2)} ms`,
      baseline: `nginx ${fixed(nginxAdded, 2)} ms`,
      ratio: Number.NaN,
      target: '<= 1 ms',
      met: added <= 1,
    });
  }
}

if (chosen.has('sign-in')) {
  console.log('4. sign-ins/s ÷ raw argon2id hashes/s (m=19 MiB, t=2, p=1), 8 in flight');
  const f = await measureSignIn(seconds, 8);
  ratio('4. sign-ins ÷ raw argon2id', f.signIns.perSecond, f.raw.perSecond, 0.9, '/s', '/s');
}

if (chosen.has('fan-out')) {
  const sockets = Number(values.sockets);
  console.log(`5. websocket fan-out to ${sockets} sockets ÷ a raw ws broadcast loop`);
  const f = await measureFanOut(sockets, seconds);
  ratio('5. gateway fan-out ÷ raw ws', f.gateway.eventsPerSecond, f.raw.eventsPerSecond, 0.8, 'ev/s', 'ev/s');
  const mb = (f.gateway.bytesPerSocket * 10_000) / 2 ** 20;
  ratios.push({
    benchmark: '5. gateway memory for 10,000 sockets',
    figure: `${fixed(mb)} MiB`,
    baseline: `raw ${fixed((f.raw.bytesPerSocket * 10_000) / 2 ** 20)} MiB`,
    ratio: Number.NaN,
    target: '< 256 MB',
    met: mb * 1.048576 < 256,
  });
}

if (chosen.has('p2p')) {
  console.log('issue 20: p2p ÷ transferBetweenAccounts through gateway → core → PostgreSQL, 16 clients, same run');
  const f = serverTransfers ?? (await serverPhases(false));
  ratio('issue 20: p2p ÷ between accounts, c=16', f.p2p16.perSecond, f.uniform16.perSecond, 0.8, '/s', '/s');
  const ledger = await ledgerBatchRate(f.mass.rows);
  console.log(
    `  mass p2p, ${f.mass.rows} rows: validated (upload) ${fixed(f.mass.uploadRowsPerSecond)} rows/s, ` +
      `posted (confirm) ${fixed(f.mass.confirmRowsPerSecond)} rows/s; the ledger's batch rate ` +
      `(one postBatch of ${f.mass.rows} p2p moves, in process) ${fixed(ledger)} rows/s`,
  );
  ratios.push({
    benchmark: `issue 20: mass p2p confirm ÷ ledger batch, ${f.mass.rows} rows`,
    figure: `${fixed(f.mass.confirmRowsPerSecond)} rows/s`,
    baseline: `${fixed(ledger)} rows/s`,
    ratio: f.mass.confirmRowsPerSecond / ledger,
    target: 'printed',
    met: true,
  });
}

if (chosen.has('floor')) {
  console.log("issue 25: the machine's floor per request, a Node process with nothing of ours in it, 16 clients");
  // Flat out, then at about the transfers' rate (16 clients, 40 ms answers: ~400/s).
  for (const delayMs of [0, 40]) {
    const f = await measureFloor(seconds, delayMs);
    const perStatement = (f.statements3.serverUs - f.statements1.serverUs) / 2;
    const at = delayMs === 0 ? 'flat out' : `${delayMs} ms answers`;
    console.log(
      `  ${at}: one statement's round trip costs the Node side about ${fixed(perStatement)} µs; a bare server ` +
        `${f.bare.serverUs} µs per request; a bare proxy ${f.proxy.serverUs} µs; the load generator ${f.bare.benchUs} µs`,
    );
    for (const [benchmark, figure, target] of [
      [`issue 25: bare Node server CPU per request, ${at} (core budget 400 µs)`, f.bare.serverUs, 400],
      [`issue 25: bare Node proxy CPU per call, ${at} (gateway budget 200 µs)`, f.proxy.serverUs, 200],
    ] as const)
      ratios.push({
        benchmark,
        figure: `${figure} µs`,
        baseline: `budget ${target} µs`,
        ratio: figure / target,
        target: 'printed',
        met: true,
      });
  }
}

if (chosen.has('replicas')) {
  console.log('issue 25: realtime across two core replicas (one PostgreSQL, one Redis), 16 clients on A, sockets on B');
  const f = await measureReplicas(seconds);
  console.log(`  ${describeReplicas(f)}`);
  ratios.push({
    benchmark: 'issue 25: events from replica A heard on replica B',
    figure: `${fixed(f.eventsPerSecond)} events/s`,
    baseline: `${f.accepted} transactions`,
    ratio: Number.NaN,
    target: '0 lost',
    met: f.lost === 0 && f.heardTwice === 0,
  });
}

if (chosen.has('group-commit')) {
  console.log('core alone: group commit ÷ a commit per request (transfers posted straight to core), 16 clients');
  const f = await measureGroupCommit(seconds, 16, 2);
  const best = (name: string) => Math.max(...f[name]!.map((x) => x.perSecond));
  ratio('group commit ÷ commit per request', best('group commit'), best('commit per request'), 1, '/s', '/s');
}

if (chosen.has('history')) {
  console.log('issue 25: historyGet p50 through core at 10,000 and 1,000,000 entries on one account');
  const { sizes } = await measureHistoryScale(seconds);
  const [small, large] = sizes as [(typeof sizes)[0], (typeof sizes)[0]];
  for (const [name, pick] of [
    ['first page', (s: typeof small) => s.firstMs],
    [`page ${DEEP_PAGE}`, (s: typeof small) => s.deepMs],
  ] as const)
    ratios.push({
      benchmark: `issue 25: historyGet ${name} p50, 1,000,000 ÷ 10,000 entries`,
      figure: `${fixed(pick(large), 1)} ms`,
      baseline: `${fixed(pick(small), 1)} ms`,
      ratio: pick(large) / pick(small),
      target: '<= 1.5',
      met: pick(large) / pick(small) <= 1.5,
    });
}

if (chosen.has('overload')) {
  const factor = 4;
  console.log(
    `issue 25: transfers at ${factor}x the sustainable rate for 10 s (open loop), gateway → core → PostgreSQL`,
  );
  const f = await measureOverload(10, factor, Math.min(seconds, 5));
  printOverload(f, factor, 10);
  const lost = f.counts['no answer'] + f.counts['server error'];
  ratios.push({
    benchmark: `issue 25: overload ${factor}x, p99 of accepted`,
    figure: `${fixed(f.p99Ms)} ms, ${fixed(f.acceptedPerSecond)}/s`,
    baseline: `${fixed(f.sustainablePerSecond)}/s sustainable`,
    ratio: Number.NaN,
    target: '< 1000 ms',
    met: f.p99Ms < 1000,
  });
  ratios.push({
    benchmark: `issue 25: overload ${factor}x, busy / 5xx / invariants`,
    figure: `${f.counts.busy} busy, ${f.counts['server error']} 5xx, ${f.counts['no answer']} unanswered`,
    baseline: `ledger ${f.ledgerTransfers} = accepted ${f.acceptedTotal}`,
    ratio: Number.NaN,
    target: 'excess busy, 0 5xx, 0 lost',
    met: lost === 0 && f.invariants.length === 0 && f.ledgerTransfers === f.acceptedTotal,
  });
}

console.log(`\nissue 11 ratios (${seconds} s per phase, one run, this machine):`);
console.table(
  ratios.map((r) => ({
    benchmark: r.benchmark,
    figure: r.figure,
    baseline: r.baseline,
    ratio: Number.isNaN(r.ratio) ? '' : r.ratio.toFixed(2),
    target: r.target,
    met: r.met ? 'yes' : 'no',
  })),
);
