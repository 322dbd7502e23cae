import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALLS } from '@openportal/contract';
import { parseCoreConfig } from '../config.ts';
import { coreCallKeys } from '../modules.ts';
import { POLICY_REPORT_COMMAND, POLICY_REPORT_PATH, policyReport } from './policy-report.ts';

const repo = path.resolve(import.meta.dirname, '../../../..');

describe('the policy report', () => {
  it('is checked in as the contract and the module list make it', async () => {
    const fresh = policyReport(new Set(await coreCallKeys(parseCoreConfig({}))));
    const stored = readFileSync(path.join(repo, POLICY_REPORT_PATH), 'utf8');
    const message = `${POLICY_REPORT_PATH} is out of date: run \`${POLICY_REPORT_COMMAND}\` and commit it`;
    expect(stored, message).toBe(fresh);
  });
  it('has one line per call, each with its nine columns, under its domain', () => {
    const lines = policyReport(new Set()).trimEnd().split('\n').slice(3);
    const rows = lines.filter((l) => l !== '' && !l.startsWith('## '));
    expect(rows.length).toBe(Object.keys(CALLS).length);
    for (const l of rows) expect(l.split(/ +/).length, l).toBe(9);
    expect(rows.find((l) => l.startsWith('transactionRequestApprove '))).toMatch(/ bearer +- +approve /);
    const domainOf = (key: string) =>
      lines
        .slice(
          0,
          lines.findIndex((l) => l.startsWith(`${key} `)),
        )
        .findLast((l) => l.startsWith('## '));
    expect(domainOf('adminFeeUpsert')).toMatch(/^## money: /);
    expect(domainOf('adminCustomerGet')).toMatch(/^## identity: /);
    expect(domainOf('adminChangeApprove')).toMatch(/^## admin: /);
  });
});
