import type { FastifyInstance } from 'fastify';
import { migrate, openDatabase, type Db } from '@openportal/db';
import { migrateLedger } from '@openportal/ledger';
import type { CoreConfig } from './config.ts';
import { coreMigrations } from './migrations.ts';
import { withAfterCommit } from './platform/after-commit.ts';

/**
 * The database (opened from config unless given) with post-commit hooks on every transaction
 * (realtime events leave only after their commit), migrated.
 */
export async function openCoreDatabase(
  config: CoreConfig,
  given: Db | undefined,
  late: { log?: FastifyInstance['log'] },
) {
  const opened =
    given ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
      applicationName: APPLICATION_NAMES.primary,
    }));
  const db = withAfterCommit(opened, (err) => late.log?.error({ err }, 'after-commit hook failed'));
  await migrateLedger(db);
  await migrate(db, 'core', coreMigrations());
  return db;
}

/** Core's sessions as `pg_stat_activity` names them: the primary pool, and the read pool on a replica. */
export const APPLICATION_NAMES = { primary: 'openportal-core', read: 'openportal-core-read' } as const;

/**
 * The read pool: a streaming replica's (DATABASE_READ_URL) for the read-only history and
 * statement reads (docs/SCALING.md), else the primary itself. Never migrated: a standby replays
 * the primary's schema.
 */
export async function openReadDatabase(config: CoreConfig, given: Db | undefined, db: Db): Promise<Db> {
  if (given) return given;
  if (!config.DATABASE_READ_URL) return db;
  return openDatabase({ url: config.DATABASE_READ_URL, applicationName: APPLICATION_NAMES.read });
}
