// `npm test`: lint and format checks, then every package's type check and tests (turbo),
// including end-to-end in Chromium against the built brands. Set DATABASE_URL to run the
// database tests against a PostgreSQL server.
import { spawnSync } from 'node:child_process';
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
  step('type check and tests', [
    'turbo',
    'run',
    'typecheck',
    'test',
    '--concurrency=2',
    '--log-order=grouped',
    ...args,
  ]);
  step('coverage', [process.execPath, path.join(root, 'apps/core/scripts/coverage.ts')]);
}
console.log(`\n== suite time: ${Math.round((Date.now() - started) / 1000)} s`);
