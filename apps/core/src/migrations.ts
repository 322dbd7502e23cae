import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Migration } from '@openportal/db';

/**
 * Numbers core's migrations never used (0020, 0024, 0026: no commit ever held them). They stay
 * gaps: a deployed database records migrations by file name, so renumbering would apply them
 * again, and filling one would order history differently on old and new databases
 * (docs/decisions/migration-numbering.md).
 */
export const CORE_MIGRATION_GAPS = [20, 24, 26, 29, 42, 44, 52] as const;

/**
 * Numbers handed to branches not merged yet (parallel work): missing or present. When they are
 * merged, take them out; a number whose branch was dropped or unused moves to CORE_MIGRATION_GAPS.
 */
export const PENDING_CORE_MIGRATIONS: readonly number[] = [];

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** The migration files' names, as found. */
export function coreMigrationNames(): string[] {
  return readdirSync(dir);
}

/** Core's numbered SQL migrations (apps/core/migrations/NNNN_name.sql). */
export function coreMigrations(): Migration[] {
  return coreMigrationNames()
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }));
}
