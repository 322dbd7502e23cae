// `npm test`: lint and format checks, then every package's type check and tests (turbo),
// including end-to-end in Chromium against the built brands. Set DATABASE_URL to run the
// database tests against a PostgreSQL server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const step = (label, args) => {
  console.log(`\n== ${label}`);
  const r = spawnSync(args[0], args.slice(1), { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`\n${label} failed`);
    process.exit(r.status ?? 1);
  }
};
/**
 * The end-to-end suite drives Debian's Chromium. When it is missing, install it where we can
 * (root with apt-get, as CI is); otherwise say exactly what to run, before anything else runs.
 */
function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  const command = 'apt-get update && apt-get install -y chromium';
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `\nChromium is missing at ${chromium}. Install it, then run npm test again:\n  sudo sh -c '${command}'`,
    );
    process.exit(1);
  }
  console.log(`\n== installing Chromium (${command})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const r = spawnSync('sh', ['-c', `${command} -qq >/dev/null`], { stdio: 'inherit', env });
  if (r.status !== 0 || !existsSync(chromium)) {
    console.error(`\nInstalling Chromium failed. Run: ${command}`);
    process.exit(1);
  }
}

/** Runs a command with its output on ours; resolves to its exit status. */
function run(args) {
  console.log(`\n== type check and tests (${args.slice(0, 3).join(' ')} …)`);
  return new Promise((resolve) => {
    const child = spawn(args[0], args.slice(1), { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Starts a command beside the others, its output kept and printed whole under `label` when it
 * ends; resolves to its exit status. Stopped if this process exits first.
 */
function beside(label, args) {
  const child = spawn(args[0], args.slice(1), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (c) => output.push(c));
  child.stderr.on('data', (c) => output.push(c));
  process.on('exit', () => child.exitCode === null && child.kill('SIGTERM'));
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      console.log(`\n== ${label}`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** The packages whose tests talk to the database (they run on PGlite, or DATABASE_URL's server). */
const DATABASE_SUITES = ['@openportal/db', '@openportal/ledger', '@openportal/core'];

const started = Date.now();
const args = process.argv.slice(2);
if (args.includes('--database-suites')) {
  // CI's second pass: the database matrix reruns the API suites only; the browser ran once.
  step('database suites', [
    'turbo',
    'run',
    'test',
    '--concurrency=2',
    '--log-order=grouped',
    ...DATABASE_SUITES.map((p) => `--filter=${p}`),
  ]);
  // Realtime across two core replicas through the real gateway (processes on PostgreSQL + Redis; issue 25).
  step('two replicas through a gateway', ['vitest', 'run', '--root', 'e2e', 'src/two-replicas-gateway.e2e.test.ts']);
} else {
  ensureChromium();
  step('lint', ['eslint', '.']);
  step('format', ['prettier', '--check', '--log-level=warn', '.']);
  step('build brands', [process.execPath, path.join(root, 'scripts/build-brands.mjs')]);
  step('build back office', [process.execPath, path.join(root, 'scripts/build-backoffice.mjs')]);
  step('sign-in page transfer', [process.execPath, path.join(root, 'scripts/transfer-report.mjs')]);
  // The browser suite runs beside the type checks and the other tests, not after them: its files
  // run one at a time and spend much of their time waiting on Chromium and on timers, when the box
  // has a core to spare. Its output is printed whole when it ends. Its type check goes with it
  // (turbo's run below leaves the e2e package out).
  const e2e = beside('e2e type check, then end-to-end in Chromium (ran beside the type checks and tests)', [
    'sh',
    '-c',
    'tsc --noEmit -p e2e && vitest run --root e2e',
  ]);
  const tests = await run([
    'turbo',
    'run',
    'typecheck',
    'test',
    '--concurrency=2',
    '--log-order=grouped',
    '--filter=!@openportal/e2e',
    ...args,
  ]);
  const browser = await e2e;
  if (tests !== 0 || browser !== 0) {
    console.error(`\n${tests !== 0 ? 'type check and tests' : 'end-to-end in Chromium'} failed`);
    process.exit(tests || browser);
  }
  step('coverage', [process.execPath, path.join(root, 'apps/core/scripts/coverage.ts')]);
}
console.log(`\n== suite time: ${Math.round((Date.now() - started) / 1000)} s`);
