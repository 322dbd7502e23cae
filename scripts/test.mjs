// `npm test`: lint and format checks, then every package's type check and tests (turbo),
// including end-to-end in Chromium against the built brands. Set DATABASE_URL to run the
// database tests against a PostgreSQL server.
import { spawnSync } from 'node:child_process';
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
step('lint', ['eslint', '.']);
step('format', ['prettier', '--check', '--log-level=warn', '.']);
step('build brands', [process.execPath, path.join(root, 'scripts/build-brands.mjs')]);
step('type check and tests', [
  'turbo',
  'run',
  'typecheck',
  'test',
  '--concurrency=2',
  '--log-order=grouped',
  ...process.argv.slice(2),
]);
