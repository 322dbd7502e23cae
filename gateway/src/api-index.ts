import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** The API-index table file (infra/api-index.json): index name -> upstream base URL. */
const ZIndexName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'index names are lower-case letters, digits and dashes');
const ZUpstreamBase = z.url({ protocol: /^https?$/ });
export const ZApiIndexTable = z.object({ indexes: z.record(ZIndexName, ZUpstreamBase) });

export type TApiIndexTable = Readonly<Record<string, string>>;

/** `API_UPSTREAM_<INDEX>` overrides one entry: `3-acme` -> `API_UPSTREAM_3_ACME`. */
export function overrideEnvName(index: string): string {
  return `API_UPSTREAM_${index.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/**
 * Reads the table and applies env overrides. Every problem is collected, so a bad start lists
 * all of them at once; an override naming no entry of the table is a problem too.
 */
export function loadApiIndexTable(file: string, env: Readonly<Record<string, string | undefined>>): TApiIndexTable {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const parsed = ZApiIndexTable.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const table: Record<string, string> = { ...parsed.data.indexes };
  const known = new Map(Object.keys(table).map((index) => [overrideEnvName(index), index]));
  const problems: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith('API_UPSTREAM_') || value === undefined || value === '') continue;
    const index = known.get(name);
    const url = ZUpstreamBase.safeParse(value);
    if (index === undefined) problems.push(`${name}: no such entry in ${file}`);
    else if (!url.success) problems.push(`${name}: not an http(s) URL`);
    else table[index] = value;
  }
  if (problems.length > 0) throw new Error(problems.join('; '));
  return Object.freeze(table);
}

/** The upstream base for an index, without a trailing slash, or undefined when unknown. */
export function upstreamBase(table: TApiIndexTable, index: string): string | undefined {
  const base = Object.hasOwn(table, index) ? table[index] : undefined;
  return base?.replace(/\/+$/, '');
}

/** `INTERNAL_SECRET_<INDEX>`: that upstream's own internal secret, which opens realtime on it. */
export function secretEnvName(index: string): string {
  return `INTERNAL_SECRET_${index.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/**
 * The upstreams configured for realtime, by base, each with its own secret: the default index
 * (its `INTERNAL_SECRET_<INDEX>`, else INTERNAL_SECRET) and every index that has an
 * `INTERNAL_SECRET_<INDEX>`. A secret for no entry, or shorter than 16 characters, is an error.
 */
export function realtimeSecrets(
  table: TApiIndexTable,
  env: Readonly<Record<string, string | undefined>>,
  byDefault: { index: string; secret: string },
): ReadonlyMap<string, string> {
  const known = new Map(Object.keys(table).map((index) => [secretEnvName(index), index]));
  const secrets = new Map<string, string>();
  const problems: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith('INTERNAL_SECRET_') || value === undefined || value === '') continue;
    const index = known.get(name);
    if (index === undefined) problems.push(`${name}: no such entry in the API-index table`);
    else if (value.length < 16) problems.push(`${name}: at least 16 characters`);
    else secrets.set(upstreamBase(table, index)!, value);
  }
  if (problems.length > 0) throw new Error(`Invalid gateway configuration: ${problems.join('; ')}`);
  const defaultBase = upstreamBase(table, byDefault.index)!;
  if (!secrets.has(defaultBase)) secrets.set(defaultBase, byDefault.secret);
  return secrets;
}
