import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Migration } from '@openportal/db';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** Core's numbered SQL migrations (apps/core/migrations/NNNN_name.sql). */
export function coreMigrations(): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }));
}
