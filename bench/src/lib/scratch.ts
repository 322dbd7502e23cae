// Scratch databases on the bench server and pgbench, the baseline of the money benchmarks.
import { spawnSync } from 'node:child_process';
import { openDatabase } from '@openportal/db';

/** The server the benchmarks create their `bench_*` databases on (never anything but 127.0.0.1). */
export const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const u = new URL(SERVER);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs `fn` on a fresh database `name` (bench_*), dropped afterwards whatever happens. */
export async function withScratchDb<T>(name: string, fn: (url: string) => Promise<T>): Promise<T> {
  if (!/^bench_[a-z0-9_]+$/.test(name)) throw new Error(`scratch databases are named bench_*: ${name}`);
  const admin = await openDatabase({ url: SERVER, poolSize: 1 });
  await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.exec(`CREATE DATABASE ${name}`);
  try {
    return await fn(databaseUrl(name));
  } finally {
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }
}

function pgbenchArgs(url: string): string[] {
  const u = new URL(url);
  return [
    '-h',
    u.hostname,
    '-p',
    u.port || '5432',
    '-U',
    decodeURIComponent(u.username || 'postgres'),
    u.pathname.slice(1),
  ];
}

/** pgbench TPC-B (scale 16, c clients, 2 threads) for `seconds` on a scratch database: tps. */
export async function pgbenchTps(seconds: number, clients = 16): Promise<number> {
  return withScratchDb('bench_pgbench', async (url) => {
    const conn = pgbenchArgs(url);
    const init = spawnSync('pgbench', ['-i', '-q', '-s', '16', ...conn], { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
    const args = ['-c', String(clients), '-j', '2', '-T', String(seconds), '-n', ...conn];
    const run = spawnSync('pgbench', args, { encoding: 'utf8' });
    const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
    if (!tps) throw new Error(`no tps in pgbench output: ${run.stdout}${run.stderr}`);
    return Number(tps);
  });
}
