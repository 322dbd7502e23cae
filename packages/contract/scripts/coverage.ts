// Prints the coverage table's totals and the rows with no contract entry. Run: node packages/contract/scripts/coverage.ts [--all]
import { COVERAGE, coverageTotals } from '../src/index.ts';

const t = coverageTotals();
const byDoc = [1, 2, 3].map((d) => {
  const rows = COVERAGE.filter((r) => r.document === d);
  return `spec ${d}: ${rows.length} calls, ${rows.filter((r) => r.implemented).length} implemented`;
});
console.log(
  `calls in spec: ${t.callsInSpec}\nin contract:   ${t.inContract}\nimplemented:   ${t.implemented}\nmissing:       ${t.missing.length}`,
);
console.log(`contract entries: ${t.contractKeys} (${t.contractKeysNotInTable.length} not named by any row)`);
console.log(byDoc.join('\n'));
for (const r of t.missing) console.log(`MISSING  spec${r.document} ${r.section}: ${r.specName} -> ${r.contract}`);
for (const k of t.contractKeysNotInTable) console.log(`UNLISTED ${k}`);
if (process.argv.includes('--all')) {
  for (const r of COVERAGE)
    console.log(`${r.implemented ? 'x' : ' '} spec${r.document} ${r.section}: ${r.specName} -> ${r.contract}`);
}
process.exitCode = t.missing.length ? 1 : 0;
