// Writes the policy report (apps/core/POLICY.txt): one line per contract call with its access,
// alsoAccess, rights, admin roles, feature, rate class, idempotency and whether core answers it,
// grouped by the contract's domains.
// Run after any policy change: node apps/core/scripts/policy-report.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseCoreConfig } from '../src/config.ts';
import { coreCallKeys } from '../src/modules.ts';
import { POLICY_REPORT_PATH, policyReport } from '../src/platform/policy-report.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const text = policyReport(new Set(await coreCallKeys(parseCoreConfig({}))));
writeFileSync(path.join(repo, POLICY_REPORT_PATH), text);
const rows = text
  .split('\n')
  .slice(3)
  .filter((l) => l !== '' && !l.startsWith('## '));
console.log(`wrote ${POLICY_REPORT_PATH}: ${rows.length} calls by domain`);
