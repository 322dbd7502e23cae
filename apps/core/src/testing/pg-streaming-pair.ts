import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, appendFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Two scratch PostgreSQL clusters on this machine for one test file: a primary and a hot standby
 * streaming from it (pg_basebackup -R), each in a temp folder on a free 127.0.0.1 port, trust
 * auth. Built from the server binaries (PG_BINDIR, else the newest /usr/lib/postgresql/<n>/bin);
 * as root they run as the `postgres` user (initdb refuses root). `stop()` stops both postmasters
 * (pg_ctl stop on their own data folders) and removes the folder.
 */
export interface TStreamingPair {
  primaryUrl: string;
  standbyUrl: string;
  /** Runs SQL on the standby through psql (pause and resume of its WAL replay). */
  standbySql(sql: string): Promise<string>;
  stop(): Promise<void>;
}

/** The server binaries' folder, or why there is none (the caller skips with it). */
export function postgresBinaries(): { dir: string } | { missing: string } {
  const wanted = ['initdb', 'pg_ctl', 'pg_basebackup', 'psql'];
  const has = (dir: string) => wanted.every((b) => existsSync(path.join(dir, b)));
  if (process.env.PG_BINDIR)
    return has(process.env.PG_BINDIR) ? { dir: process.env.PG_BINDIR } : { missing: `${wanted} in PG_BINDIR` };
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  const dir = versions
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => path.join(root, v, 'bin'))
    .find(has);
  return dir ? { dir } : { missing: `PostgreSQL server binaries (${wanted.join(', ')}) under ${root}/<version>/bin` };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const isRoot = () => process.getuid?.() === 0;

/** Starts the pair; on any failure what was started is stopped and removed before rethrowing. */
export async function startStreamingPair(bindir: string): Promise<TStreamingPair> {
  const root = mkdtempSync(path.join(tmpdir(), 'op-pg-pair-'));
  const asPostgres = async (bin: string, args: string[]) => {
    const file = path.join(bindir, bin);
    const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
    const { stdout } = await run(cmd, argv, { timeout: 60_000, cwd: root });
    return stdout;
  };
  if (isRoot()) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    chownSync(root, uid, gid);
  }
  const primaryDir = path.join(root, 'primary');
  const standbyDir = path.join(root, 'standby');
  const started: string[] = [];
  /** pg_ctl stop of one data folder, as the user that started it. */
  const stopCommand = (dir: string): [string, string[]] => {
    const args = ['-D', dir, '-m', 'immediate', '-w', 'stop'];
    const file = path.join(bindir, 'pg_ctl');
    return isRoot() ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  };
  // A test process that exits without its afterAll (a crash, a timeout) still stops both servers.
  const onExit = () => {
    for (const dir of started.reverse()) spawnSync(...stopCommand(dir), { timeout: 30_000 });
    rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  const stop = async () => {
    process.off('exit', onExit);
    for (const dir of started.reverse()) await run(...stopCommand(dir), { timeout: 60_000 }).catch(() => undefined);
    started.length = 0;
    rmSync(root, { recursive: true, force: true });
  };
  const settings = (port: number) =>
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${root}'`,
      'fsync = off',
      'max_connections = 60',
      'shared_buffers = 16MB',
      '',
    ].join('\n');
  const start = async (dir: string) => {
    await asPostgres('pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', '-t', '60', 'start']);
    started.push(dir);
  };
  try {
    const [primaryPort, standbyPort] = [await freePort(), await freePort()];
    await asPostgres('initdb', ['-D', primaryDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    appendFileSync(path.join(primaryDir, 'postgresql.conf'), settings(primaryPort));
    await start(primaryDir);
    const base = ['-h', '127.0.0.1', '-U', 'postgres'];
    await asPostgres('pg_basebackup', [...base, '-p', String(primaryPort), '-D', standbyDir, '-R', '-X', 'stream']);
    // The copy carries the primary's settings; the later line wins.
    appendFileSync(path.join(standbyDir, 'postgresql.conf'), settings(standbyPort));
    await start(standbyDir);
    const standbySql = (sql: string) =>
      asPostgres('psql', [...base, '-p', String(standbyPort), '-d', 'postgres', '-Atc', sql]).then((s) => s.trim());
    if ((await standbySql('SELECT pg_is_in_recovery()')) !== 't') throw new Error('the standby is not in recovery');
    return {
      primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
      standbyUrl: `postgres://postgres@127.0.0.1:${standbyPort}/postgres`,
      standbySql,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
