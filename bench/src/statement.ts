/**
 * A monthly statement of an account with 100,000 entries (issue 24; printed, never asserted):
 * runs core's statement-bench script (apps/core/scripts/statement-bench.ts: seeding, the read of
 * the entries, the streamed PDF, each with its time and peak memory) in its own process, so core's
 * code stays core's.
 *
 *   node bench/src/statement.ts      (STATEMENT_BENCH_ROWS: default 100000)
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../..');
const r = spawnSync(process.execPath, ['--expose-gc', path.join(repo, 'apps/core/scripts/statement-bench.ts')], {
  cwd: repo,
  stdio: 'inherit',
  env: process.env,
});
process.exit(r.status ?? 1);
