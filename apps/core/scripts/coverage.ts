// How far each contract key is built, per spec document and per domain, derived from the code:
//   contract  the key has an entry in @openportal/contract
//   core      core's module list registers an operation for it (src/modules.ts)
//   portal    the portal's source names it (packages/portal/src, tests excluded)
//   e2e       the last end-to-end run's core answered it ('00'): e2e/.coverage/calls.txt
// Run: node apps/core/scripts/coverage.ts [--keys]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CALLS, callKeysUsedIn, COVERAGE_LEVELS, coverageLevels, DOMAIN_NAMES } from '@openportal/contract';
import { parseCoreConfig } from '../src/config.ts';
import { coreCallKeys, coreStubs } from '../src/modules.ts';

const repo = path.resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [full] : [];
  });
}

/** Contract keys the portal's code uses as identifiers (callKeysUsedIn). */
function portalKeys(): Set<string> {
  return callKeysUsedIn(sourceFiles(path.join(repo, 'packages/portal/src')).map((f) => readFileSync(f, 'utf8')));
}

function e2eKeys(): Set<string> | undefined {
  const file = path.join(repo, 'e2e/.coverage/calls.txt');
  if (!existsSync(file)) return undefined;
  return new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean));
}

const core = new Set(await coreCallKeys(parseCoreConfig({})));
const portal = portalKeys();
const e2e = e2eKeys();
const levels = coverageLevels({ core, portal, e2e: e2e ?? new Set() });
console.log(`level per spec document (rows; a row is a call as the spec names it)`);
console.log(['', 'rows', ...COVERAGE_LEVELS].map((h) => h.padStart(9)).join(''));
for (const l of levels)
  console.log(
    [`spec ${l.document}`, l.rows, ...COVERAGE_LEVELS.map((k) => l[k])].map((v) => String(v).padStart(9)).join(''),
  );
console.log(
  `keys: contract ${Object.keys(CALLS).length}, core ${core.size}, portal ${portal.size}, e2e ${e2e ? e2e.size : 'not recorded (run the e2e suite)'}`,
);
console.log(`keys per domain (a key is a contract entry)`);
console.log(['', 'keys', 'core', 'portal', 'e2e'].map((h, i) => (i === 0 ? h.padEnd(14) : h.padStart(9))).join(''));
const keysOf = (domain: string) => Object.keys(CALLS).filter((k) => CALLS[k]!.domain === domain);
for (const domain of DOMAIN_NAMES) {
  const keys = keysOf(domain);
  const count = (set: ReadonlySet<string> | undefined) => (set ? keys.filter((k) => set.has(k)).length : '-');
  console.log(
    [
      domain.padEnd(14),
      ...[keys.length, count(core), count(portal), count(e2e)].map((v) => String(v).padStart(9)),
    ].join(''),
  );
}
if (process.argv.includes('--keys'))
  for (const domain of DOMAIN_NAMES) {
    console.log(`## ${domain}`);
    for (const k of keysOf(domain))
      console.log(`${core.has(k) ? 'C' : '-'}${portal.has(k) ? 'P' : '-'}${e2e?.has(k) ? 'E' : '-'} ${k}`);
  }
for (const [key, fields] of Object.entries(await coreStubs(parseCoreConfig({}))))
  console.log(`placeholder answer fields of ${key}: ${fields.join(', ')}`);
