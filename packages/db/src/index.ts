export { openDatabase } from './open.ts';
export { migrate, splitStatements } from './migrate.ts';
export { migrationNumberProblems, type TMigrationNumbering } from './migration-numbers.ts';
export { LISTEN_RETRY_MAX_MS } from './postgres.ts';
export type { ListenState, Db, Tx, Queryable, QueryResult, DatabaseConfig, Migration } from './types.ts';
