export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
}

export type Tx = Queryable;

/** A LISTEN's health: listening now, and failed connection attempts since it last was. */
export interface ListenState {
  listening: boolean;
  failedAttempts: number;
}

export interface Db extends Queryable {
  /** 'pglite' (embedded, one connection) or 'postgres' (a server through a pool). */
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: COMMIT when it resolves, ROLLBACK when it throws. */
  transaction<T>(
    fn: (tx: Tx) => Promise<T>,
    options?: { isolation?: 'read committed' | 'repeatable read' | 'serializable' },
  ): Promise<T>;
  /** Runs several statements separated by semicolons, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel` (delivered after the notifying
   * transaction commits). Resolves once listening; the returned function stops it. On a
   * server a dedicated connection listens and, when it drops, reconnects with a bounded backoff
   * until stopped, telling `onState` each change (down, each failed attempt, up again).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onState?: (state: ListenState) => void,
  ): Promise<() => Promise<void>>;
  /** PGlite only: writes the whole database as a data-folder image (tar) to `file`. */
  dumpImage?(file: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /** postgres://... for a server; absent means embedded PGlite. */
  url?: string | undefined;
  /** PGlite data folder; absent means in memory. */
  dataDir?: string | undefined;
  /** Pool size for a server. */
  poolSize?: number | undefined;
  /**
   * A server only: the `application_name` of the pool's sessions (what `pg_stat_activity` shows,
   * e.g. core's read pool on a standby); absent leaves the URL's or the server's default.
   */
  applicationName?: string | undefined;
  /**
   * PGlite only: start from this data-folder image (a tar file made by `dumpImage`), e.g. a
   * database already migrated once for a whole test run.
   */
  image?: string | undefined;
}

export interface Migration {
  /** e.g. '0001_identity.sql'; applied in name order, once. */
  name: string;
  sql: string;
}
