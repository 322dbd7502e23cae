// Child processes of a benchmark: core, the gateway, nginx; started, awaited, measured, stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const REPO = path.resolve(import.meta.dirname, '../../..');

/** Node flags for every Node child: `--cpu-prof` into BENCH_CPU_PROF_DIR when it is set. */
function nodeFlags(name: string): string[] {
  const dir = process.env.BENCH_CPU_PROF_DIR;
  if (dir === undefined || dir === '') return [];
  return ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`];
}

/** A Node script of the repository (`apps/core/src/server.ts`, …) with its own environment. */
export function startNode(name: string, script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [...nodeFlags(name), path.join(REPO, script)], {
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && code !== null && signal === null) console.error(`${name} exited with code ${code}`);
  });
  return child;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers below 500 (at most `timeoutMs`). */
export async function waitUp(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not up after ${timeoutMs} ms: ${url}`);
}

/** SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
export async function stopProcess(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Resident memory of a process in bytes (Linux /proc), or NaN elsewhere. */
export function rssBytes(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? Number.NaN : Number(kb) * 1024;
  } catch {
    return Number.NaN;
  }
}

/** Children of a process (Linux /proc), for processes that fork workers (nginx). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** CPU time (user + system) a process and its children used so far, in seconds (Linux /proc), or NaN. */
export function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime is the 14th field, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return ticks / 100 + childrenOf(pid).reduce((sum, child) => sum + cpuSeconds(child), 0);
  } catch {
    return Number.NaN;
  }
}

/** This process's CPU time so far, in seconds. */
export function ownCpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/** µs per request by process as one line: `core 995, gateway 526, bench 540`. */
export const cpuLine = (us: Record<string, number>): string =>
  Object.entries(us)
    .map(([name, x]) => `${name} ${x}`)
    .join(', ');

/**
 * CPU used by each named process (and by this one, `bench`) between start and `perRequest`,
 * in microseconds per request: what a request costs each process, whatever else runs on the box.
 */
export function cpuMeter(pids: Record<string, number | undefined>) {
  const read = (): Record<string, number> => ({
    ...Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid)])),
    bench: ownCpuSeconds(),
  });
  const start = read();
  /** µs per request by process name (`bench` included). */
  const perRequestUs = (requests: number): Record<string, number> =>
    Object.fromEntries(
      Object.entries(read()).map(([name, s]) => [name, Math.round(((s - start[name]!) * 1e6) / Math.max(1, requests))]),
    );
  return {
    perRequestUs,
    /** The same as one line: `core 995, gateway 526, bench 540`. */
    perRequest: (requests: number): string => cpuLine(perRequestUs(requests)),
  };
}
