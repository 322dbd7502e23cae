/**
 * Reads V8 CPU profiles (`--cpu-prof`, e.g. from `BENCH_CPU_PROF_DIR=<dir> node bench/src/run.ts`)
 * and prints where the time went: self time by package (a node_modules package, a workspace
 * folder, Node's internals, GC, idle) and the top functions.
 *
 *   node bench/src/profile-summary.ts <file.cpuprofile>… [--top 25]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface TNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface TProfile {
  nodes: TNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives: a package name, a workspace folder, node:…, or V8's own bucket. */
export function placeOf(url: string, name: string): string {
  if (url === '') return name.startsWith('(') ? name : '(native)';
  if (!/^(file|node):/.test(url) && !url.startsWith('/')) return url.slice(0, 40);
  const pnpm = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pnpm) return pnpm[1]!;
  const plain = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (plain) return plain[1]!;
  if (url.startsWith('node:')) return 'node:internal';
  const own = /\/(apps\/[^/]+|packages\/[^/]+|gateway|bench)\/src\/(.*)$/.exec(url);
  if (own) return `${own[1]}/${own[2]!.split('/')[0]}`;
  return url;
}

function selfTimes(p: TProfile): Map<number, number> {
  const ms = new Map<number, number>();
  for (let i = 0; i < p.samples.length; i++) {
    const id = p.samples[i]!;
    ms.set(id, (ms.get(id) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000);
  }
  return ms;
}

function summarize(file: string, top: number): void {
  const p = JSON.parse(readFileSync(file, 'utf8')) as TProfile;
  const self = selfTimes(p);
  const total = (p.endTime - p.startTime) / 1000;
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of p.nodes) {
    const t = self.get(node.id) ?? 0;
    if (t === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const place = placeOf(url, functionName);
    byPlace.set(place, (byPlace.get(place) ?? 0) + t);
    const key = `${functionName || '(anonymous)'} ${place}${url ? `:${lineNumber + 1}` : ''}`.slice(0, 110);
    byFunction.set(key, (byFunction.get(key) ?? 0) + t);
  }
  const idle = byPlace.get('(idle)') ?? 0;
  const busy = total - idle;
  const rows = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([what, ms]) => ({ what, ms: Math.round(ms), 'busy %': ((100 * ms) / busy).toFixed(1) }));
  console.log(`\n${file}: ${(total / 1000).toFixed(1)} s, busy ${((100 * busy) / total).toFixed(0)}%`);
  console.table(rows(byPlace, 20));
  console.table(rows(byFunction, top));
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' } },
});
for (const file of positionals) summarize(file, Number(values.top));
