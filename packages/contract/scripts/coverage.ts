// Prints how the spec's calls map to contract entries (totals, and rows with no entry). How far
// each key is built (core, portal, e2e) is derived from the code: node apps/core/scripts/coverage.ts
// Run: node packages/contract/scripts/coverage.ts [--all]
import { COVERAGE, coverageTotals } from '../src/index.ts';

const t = coverageTotals();
console.log(`calls in spec: ${t.callsInSpec}\nin contract:   ${t.inContract}\nmissing:       ${t.missing.length}`);
console.log(`contract entries: ${t.contractKeys} (${t.contractKeysNotInTable.length} not named by any row)`);
for (const r of t.missing) console.log(`MISSING  spec${r.document} ${r.section}: ${r.specName} -> ${r.contract}`);
for (const k of t.contractKeysNotInTable) console.log(`UNLISTED ${k}`);
if (process.argv.includes('--all')) {
  for (const r of COVERAGE) console.log(`spec${r.document} ${r.section}: ${r.specName} -> ${r.contract}`);
}
process.exitCode = t.missing.length ? 1 : 0;
