// Closed-loop load with per-request latency, and the figures printed from it.

export interface TLoadFigures {
  perSecond: number;
  ok: number;
  refused: number;
  p50Ms: number;
  p99Ms: number;
  seconds: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * `clients` loops, each calling `task(worker, n)` back to back for `seconds`: true counts as
 * done, false as refused. Latency is taken around every call; the rate counts done calls only.
 */
export async function closedLoop(
  clients: number,
  seconds: number,
  task: (worker: number, n: number) => Promise<boolean>,
): Promise<TLoadFigures> {
  const latencies: number[] = [];
  let ok = 0;
  let refused = 0;
  let n = 0;
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, worker) => {
      while (performance.now() < until) {
        const started = performance.now();
        const done = await task(worker, n++);
        latencies.push(performance.now() - started);
        if (done) ok++;
        else refused++;
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: ok / elapsed,
    ok,
    refused,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    seconds: elapsed,
  };
}

export const fixed = (x: number, digits = 0) => (Number.isFinite(x) ? x.toFixed(digits) : 'n/a');

export function describeLoad(f: TLoadFigures): string {
  const refused = f.refused > 0 ? `, ${f.refused} refused` : '';
  return `${fixed(f.perSecond)}/s (p50 ${fixed(f.p50Ms, 1)} ms, p99 ${fixed(f.p99Ms, 1)} ms${refused})`;
}

/** One line of the closing table: a figure, its baseline, the ratio and the target. */
export interface TRatio {
  benchmark: string;
  figure: string;
  baseline: string;
  ratio: number;
  target: string;
  met: boolean;
}
