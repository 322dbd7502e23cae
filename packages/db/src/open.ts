import type { Db, DatabaseConfig } from './types.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import { databaseAttributes, traceDb } from './tracing.ts';

/** Opens PostgreSQL: a server when config.url is set, otherwise embedded PGlite. Traced (tracing.ts). */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  const db = config.url
    ? await openPostgres(config.url, config.poolSize ?? 16, config.applicationName)
    : await openPglite(config.dataDir, config.image);
  return traceDb(db, databaseAttributes(config.url));
}
