import { readdirSync, readFileSync } from 'node:fs';
import { migrate, type Db, type Migration } from '@openportal/db';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
/** The scope of the ledger's migrations in schema_migrations. */
export const LEDGER_MIGRATION_SCOPE = 'ledger';

/** The ledger's numbered SQL migrations, in name order. */
export function ledgerMigrations(): Migration[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ name, sql: readFileSync(new URL(name, MIGRATIONS_DIR), 'utf8') }));
}

/** Applies the ledger's migrations that are not applied yet; returns their names. */
export function migrateLedger(db: Db): Promise<string[]> {
  return migrate(db, LEDGER_MIGRATION_SCOPE, ledgerMigrations());
}
