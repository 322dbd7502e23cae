import { CALLS } from './calls/index.ts';
import { SPEC1_ROWS } from './coverage/spec1.ts';
import { SPEC2_ROWS } from './coverage/spec2.ts';
import { SPEC3_ROWS } from './coverage/spec3.ts';
import type { TCoverageSource } from './coverage/row.ts';

/**
 * The coverage table: every call the spec names → its contract entry → whether core
 * implements it. Later issues flip keys into IMPLEMENTED_CALLS; core tests its registered
 * routes against it. Run `node packages/contract/scripts/coverage.ts` for the totals.
 */
export interface TCoverageRow {
  document: 1 | 2 | 3;
  section: string;
  /** The call as the spec words it. */
  specName: string;
  /** Key in CALLS (method name or REST key), or a key of STREAMS. */
  contract: string;
  implemented: boolean;
}

/** Contract entries that are not request/answer calls (spec 3 §7 Realtime). */
export const STREAMS = { realtime: { transport: 'websocket', path: '/ws', access: 'bearer' } } as const;

/** Contract keys core answers today. */
export const IMPLEMENTED_CALLS: ReadonlySet<string> = new Set([
  'authLogin',
  'authToken',
  'authRefresh',
  'authLogout',
  'personalAccountCreate',
  'accountActivate',
  'activationCodeResend',
  'customerInfoGet',
  'userAccessInfoGet',
  'balanceInquiry',
  'transferBetweenAccountsFee',
  'transferBetweenAccountsMaxAmount',
  'transferBetweenAccounts',
  'historyGet',
  'transferExchangeRateGet',
]);

const rows = (document: 1 | 2 | 3, src: readonly TCoverageSource[]): TCoverageRow[] =>
  src.map(([section, specName, contract]) => ({
    document,
    section,
    specName,
    contract,
    implemented: IMPLEMENTED_CALLS.has(contract),
  }));

export const COVERAGE: readonly TCoverageRow[] = [
  ...rows(1, SPEC1_ROWS),
  ...rows(2, SPEC2_ROWS),
  ...rows(3, SPEC3_ROWS),
];

export function hasContractEntry(key: string): boolean {
  return Object.hasOwn(CALLS, key) || Object.hasOwn(STREAMS, key);
}

export interface TCoverageTotals {
  callsInSpec: number;
  inContract: number;
  implemented: number;
  missing: TCoverageRow[];
  contractKeys: number;
  contractKeysNotInTable: string[];
}

/** Totals of the table: rows, rows with a contract entry, rows implemented; plus contract keys no row names. */
export function coverageTotals(table: readonly TCoverageRow[] = COVERAGE): TCoverageTotals {
  const named = new Set(table.map((r) => r.contract));
  return {
    callsInSpec: table.length,
    inContract: table.filter((r) => hasContractEntry(r.contract)).length,
    implemented: table.filter((r) => r.implemented).length,
    missing: table.filter((r) => !hasContractEntry(r.contract)),
    contractKeys: Object.keys(CALLS).length,
    contractKeysNotInTable: Object.keys(CALLS).filter((k) => !named.has(k)),
  };
}
