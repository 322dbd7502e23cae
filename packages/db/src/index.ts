export { openDatabase } from './open.ts';
export { migrate, splitStatements } from './migrate.ts';
export type { Db, Tx, Queryable, QueryResult, DatabaseConfig, Migration } from './types.ts';
