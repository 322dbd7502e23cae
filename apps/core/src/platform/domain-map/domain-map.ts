import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CALLS, callKeysUsedIn, DOMAIN_NAMES, DOMAINS, type Call, type TDomain } from '@openportal/contract';
import { BACKOFFICE_FEATURES, E2E_FILES, PORTAL_FEATURES, SESSION_CALLS, type TPlace } from './places.ts';

/** Where the checked-in map lives, from the repository root, and the command that writes it. */
export const DOMAIN_MAP_PATH = 'docs/DOMAIN-MAP.md';
export const DOMAIN_MAP_COMMAND = 'node apps/core/scripts/domain-map.ts';

export const PLACE_KINDS = {
  portal: { dir: 'packages/portal/src/features', declared: PORTAL_FEATURES, folders: true },
  backoffice: { dir: 'apps/backoffice/src/features', declared: BACKOFFICE_FEATURES, folders: true },
  e2e: { dir: 'e2e/src', declared: E2E_FILES, folders: false },
} as const;
export type TPlaceKind = keyof typeof PLACE_KINDS;

/** What the map is made from: read from the repository by `readRepo`, or made up in a test. */
export interface TRepoFacts {
  /** Contract key → its file, from the repository root. */
  contractFileOf: Readonly<Record<string, string>>;
  /** Contract key → the core module that answers it. */
  answeredBy: Readonly<Record<string, string>>;
  /** Domains that have a folder apps/core/src/<domain>/. */
  coreFolders: ReadonlySet<string>;
  /** Per kind, the places on disk (folder or file names) and the contract keys each names. */
  places: Readonly<Record<TPlaceKind, Readonly<Record<string, ReadonlySet<string>>>>>;
  /** The declarations (places.ts); a test may pass its own. */
  declared?: Readonly<Record<TPlaceKind, Readonly<Record<string, TPlace>>>>;
}

/**
 * Does a call change something? A read is a call whose rights are `read`, a REST GET, a
 * reference (dictionary) call, or a call no customer's credential gets into named …Get, …List,
 * …Inquiry. Everything else writes.
 */
export function writes(key: string, call: Call): boolean {
  if (call.rights === 'read' || call.domain === 'reference') return false;
  if (call.transport === 'rest' && call.verb === 'GET') return false;
  if (call.rights === undefined && /(Get|List|Inquiry)$/.test(key)) return false;
  return true;
}

const declaredOf = (f: TRepoFacts) =>
  f.declared ?? { portal: PORTAL_FEATURES, backoffice: BACKOFFICE_FEATURES, e2e: E2E_FILES };

/** Where each thing is out of its domain's place; empty when all is well. */
export function misplaced(f: TRepoFacts): string[] {
  const problems: string[] = [];
  for (const [key, module] of Object.entries(f.answeredBy)) {
    const domain = CALLS[key]!.domain;
    if (module !== domain)
      problems.push(
        `core: ${key} (${domain}) is answered by the ${module} module; it belongs in apps/core/src/${domain}/`,
      );
  }
  for (const kind of Object.keys(PLACE_KINDS) as TPlaceKind[]) {
    const { dir } = PLACE_KINDS[kind];
    const declared = declaredOf(f)[kind];
    const onDisk = f.places[kind];
    for (const name of Object.keys(onDisk))
      if (!declared[name])
        problems.push(`${dir}/${name}: not declared in domain-map/places.ts (which domain owns it?)`);
    for (const [name, place] of Object.entries(declared)) {
      const keys = onDisk[name];
      if (!keys) {
        problems.push(`${dir}/${name}: declared in domain-map/places.ts but not there`);
        continue;
      }
      const written = new Set<TDomain>();
      for (const key of keys) {
        const call = CALLS[key]!;
        if (SESSION_CALLS.has(key) || !writes(key, call) || call.domain === place.domain) continue;
        written.add(call.domain);
        if (!place.alsoWrites?.[call.domain])
          problems.push(
            `${dir}/${name} (${place.domain ?? 'platform'}) writes ${key} of the ${call.domain} domain: ` +
              `move it to a ${call.domain} place, or list ${call.domain} in its alsoWrites with the reason`,
          );
      }
      for (const d of Object.keys(place.alsoWrites ?? {}))
        if (!written.has(d as TDomain)) problems.push(`${dir}/${name}: alsoWrites ${d}, but it writes no ${d} call`);
    }
  }
  return problems;
}

const code = (xs: readonly string[]) => (xs.length ? xs.map((x) => `\`${x}\``).join(', ') : '—');

/** The map as markdown (docs/DOMAIN-MAP.md). */
export function domainMap(f: TRepoFacts): string {
  const declared = declaredOf(f);
  const placesOf = (kind: TPlaceKind, domain: TDomain | null) =>
    Object.entries(declared[kind])
      .filter(([, p]) => p.domain === domain)
      .map(([name]) => `${PLACE_KINDS[kind].dir}/${name}${PLACE_KINDS[kind].folders ? '/' : ''}`);
  const rows = DOMAIN_NAMES.map((domain) => {
    const keys = Object.keys(CALLS).filter((k) => CALLS[k]!.domain === domain);
    const files = [...new Set(keys.map((k) => f.contractFileOf[k]!))].sort();
    const answered = keys.filter((k) => f.answeredBy[k] !== undefined).length;
    const core = f.coreFolders.has(domain) ? [`apps/core/src/${domain}/`] : [];
    return [
      `**${domain}**`,
      `${answered} of ${keys.length}`,
      code(files.map((x) => x.replace('packages/contract/src/calls/', ''))),
      code(core),
      code(placesOf('portal', domain).map((x) => x.replace('packages/portal/src/features/', ''))),
      code(placesOf('backoffice', domain)),
      code(placesOf('e2e', domain).map((x) => x.replace('e2e/src/', ''))),
    ];
  });
  const debts = (Object.keys(PLACE_KINDS) as TPlaceKind[]).flatMap((kind) =>
    Object.entries(declared[kind]).flatMap(([name, p]) =>
      Object.entries(p.alsoWrites ?? {}).map(
        ([d, why]) => `- \`${PLACE_KINDS[kind].dir}/${name}\` (${p.domain ?? 'platform'}) also writes ${d}: ${why}.`,
      ),
    ),
  );
  return [
    '# Domain map',
    '',
    `<!-- Generated by \`${DOMAIN_MAP_COMMAND}\`; do not edit. apps/core/src/platform/domain-map/domain-map.test.ts fails when it is stale. -->`,
    '',
    'One row per domain (`DOMAINS` in packages/contract/src/calls/domains.ts): its contract files',
    '(packages/contract/src/calls/), the core folder that answers its calls, the portal features',
    '(packages/portal/src/features/), the back-office section and the e2e files (e2e/src/) that own it.',
    'A call belongs to the domain its contract entry names; a portal feature, back-office feature or',
    'e2e file owns one domain (apps/core/src/platform/domain-map/places.ts). The test holds the rule:',
    '',
    "- core: a call's operation lives in `apps/core/src/<domain>/operations/` (the loader refuses it",
    '  elsewhere), operator (back-office) calls included;',
    "- a place writes only its own domain's calls (reading any is free; signing in is everyone's",
    '  setup), or lists the other domain with the reason (below: debts, paid by moving screens);',
    '- every feature folder and e2e file is declared, and nothing declared is missing.',
    '',
    '| domain | core answers | contract files | core | portal features | back office | e2e files |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
    '## What each domain is',
    '',
    ...DOMAIN_NAMES.map((d) => `- **${d}**: ${DOMAINS[d]}.`),
    '',
    '## Places without a domain (the platform)',
    '',
    ...(['portal', 'backoffice', 'e2e'] as const).flatMap((k) => placesOf(k, null).map((x) => `- \`${x}\``)),
    '',
    '## Writes into another domain (debts)',
    '',
    ...(debts.length ? debts : ['None.']),
    '',
  ].join('\n');
}

function sourceFiles(dir: string, tests = false): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(full, tests);
    return /\.(ts|tsx)$/.test(d.name) && (tests || !/\.test\.tsx?$/.test(d.name)) ? [full] : [];
  });
}
const keysIn = (files: readonly string[]) => callKeysUsedIn(files.map((x) => readFileSync(x, 'utf8')));

/** Contract key → the file under packages/contract/src/calls/ that defines it. */
function contractFiles(repo: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of sourceFiles(path.join(repo, 'packages/contract/src/calls'))) {
    const src = readFileSync(file, 'utf8');
    const names = [
      ...[...src.matchAll(/export const (\w+)\b/g)].map((m) => m[1]!),
      ...[...src.matchAll(/export const \[([\w,\s]+)\]/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim())),
    ];
    for (const n of names) if (CALLS[n]) out[n] = path.relative(repo, file);
  }
  return out;
}

/** The facts of the repository at `repo`; `answeredBy` from core's module list. */
export function readRepo(repo: string, answeredBy: Readonly<Record<string, string>>): TRepoFacts {
  const places = {} as Record<TPlaceKind, Record<string, ReadonlySet<string>>>;
  for (const kind of Object.keys(PLACE_KINDS) as TPlaceKind[]) {
    const dir = path.join(repo, PLACE_KINDS[kind].dir);
    places[kind] = {};
    if (!existsSync(dir)) continue;
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      if (PLACE_KINDS[kind].folders && d.isDirectory())
        places[kind][d.name] = keysIn(sourceFiles(path.join(dir, d.name)));
      if (!PLACE_KINDS[kind].folders && d.name.endsWith('.e2e.test.ts'))
        places[kind][d.name] = keysIn([path.join(dir, d.name)]);
    }
  }
  const coreFolders = new Set(DOMAIN_NAMES.filter((d) => existsSync(path.join(repo, 'apps/core/src', d))));
  return { contractFileOf: contractFiles(repo), answeredBy, coreFolders, places };
}
