import { ANALYTICS_REST_CALLS, BACKOFFICE_REST_CALLS, CALLS, CARD_ISSUER_REST_CALLS } from './calls/index.ts';
import { SPEC1_ROWS } from './coverage/spec1.ts';
import { SPEC2_ROWS } from './coverage/spec2.ts';
import { SPEC3_ROWS } from './coverage/spec3.ts';
import type { TCoverageSource } from './coverage/row.ts';

/**
 * The coverage table: every call the spec names → its contract entry. How far each key is
 * built (core, portal, e2e) is derived from the code, not kept here: see
 * `apps/core/scripts/coverage.ts` and `coverageLevels` below.
 */
export interface TCoverageRow {
  document: 1 | 2 | 3;
  section: string;
  /** The call as the spec words it. */
  specName: string;
  /** Key in CALLS (method name or REST key), or a key of STREAMS. */
  contract: string;
}

/** Contract entries that are not request/answer calls (spec 3 §7 Realtime). */
export const STREAMS = { realtime: { transport: 'websocket', path: '/ws', access: 'bearer' } } as const;

const rows = (document: 1 | 2 | 3, src: readonly TCoverageSource[]): TCoverageRow[] =>
  src.map(([section, specName, contract]) => ({
    document,
    section,
    specName,
    contract,
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
    missing: table.filter((r) => !hasContractEntry(r.contract)),
    contractKeys: Object.keys(CALLS).length,
    contractKeysNotInTable: Object.keys(CALLS).filter(
      (k) =>
        !named.has(k) &&
        !Object.hasOwn(BACKOFFICE_REST_CALLS, k) &&
        !Object.hasOwn(ANALYTICS_REST_CALLS, k) &&
        !Object.hasOwn(CARD_ISSUER_REST_CALLS, k),
    ),
  };
}

/** How far a contract key is built: answered by core, used by the portal, exercised end to end. */
export const COVERAGE_LEVELS = ['contract', 'core', 'portal', 'e2e'] as const;
export type TCoverageLevel = (typeof COVERAGE_LEVELS)[number];

/** Per spec document, how many rows reach each level, given the keys found at each level. */
export function coverageLevels(
  found: Readonly<Record<Exclude<TCoverageLevel, 'contract'>, ReadonlySet<string>>>,
  table: readonly TCoverageRow[] = COVERAGE,
): Array<{ document: 1 | 2 | 3; rows: number } & Record<TCoverageLevel, number>> {
  return ([1, 2, 3] as const).map((document) => {
    const rows = table.filter((r) => r.document === document);
    const count = (keys: ReadonlySet<string>) => rows.filter((r) => keys.has(r.contract)).length;
    return {
      document,
      rows: rows.length,
      contract: rows.filter((r) => hasContractEntry(r.contract)).length,
      core: count(found.core),
      portal: count(found.portal),
      e2e: count(found.e2e),
    };
  });
}

/**
 * Contract keys that source code uses as identifiers (named call imports, `METHOD_CALLS.x`):
 * string literals are left out, so a key only named in a string (a test id, a label) does not
 * count. The portal level of the coverage report and the brand build test read the
 * portal's calls this way instead of from lists kept by hand.
 */
export function callKeysUsedIn(sources: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const src of sources) {
    const code = src.replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''");
    for (const w of code.match(/\w+/g) ?? []) words.add(w);
  }
  return new Set(Object.keys(CALLS).filter((k) => words.has(k)));
}
