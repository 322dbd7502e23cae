import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { migrate, type Db, type Migration } from '@openportal/db';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const ROUTINES_DIR = new URL('./routines/', import.meta.url);
/** The scope of the ledger's migrations in schema_migrations. */
export const LEDGER_MIGRATION_SCOPE = 'ledger';

/**
 * The ledger's numbered SQL migrations, in name order, then one versioned step that applies
 * the routines (`routines/*.sql`, each `CREATE OR REPLACE`): its name carries a hash of their
 * text, so a change to a routine is a diff of its one file, applied once to every database
 * after the numbered steps (whose tables it may use).
 */
export function ledgerMigrations(): Migration[] {
  const numbered = readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ name, sql: readFileSync(new URL(name, MIGRATIONS_DIR), 'utf8') }));
  return [...numbered, routinesStep()];
}

/** `9000_routines_<hash>`: every routine file, in name order, as one step. */
export function routinesStep(): Migration {
  const sql = readdirSync(ROUTINES_DIR)
    .filter((name) => /^[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => readFileSync(new URL(name, ROUTINES_DIR), 'utf8'))
    .join('\n;\n');
  const version = createHash('sha256').update(sql).digest('hex').slice(0, 12);
  return { name: `9000_routines_${version}`, sql };
}

/** Applies the ledger's migrations that are not applied yet; returns their names. */
export function migrateLedger(db: Db): Promise<string[]> {
  return migrate(db, LEDGER_MIGRATION_SCOPE, ledgerMigrations());
}
