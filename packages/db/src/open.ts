import type { Db, DatabaseConfig } from './types.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** Opens PostgreSQL: a server when config.url is set, otherwise embedded PGlite. */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  if (config.url) return openPostgres(config.url, config.poolSize ?? 16);
  return openPglite(config.dataDir, config.image);
}
