import pg from 'pg';
import type { Db, ListenState, QueryResult } from './types.ts';

// int8 (bigint) as JavaScript bigint, numeric as string: money never becomes a float.
pg.types.setTypeParser(20, (v) => BigInt(v));

/** A PostgreSQL server through a connection pool. */
export async function openPostgres(url: string, poolSize: number, applicationName?: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 10_000,
    ...(applicationName ? { application_name: applicationName } : {}),
  });
  pool.on('error', () => {
    /* a dropped idle client is replaced on next use; queries report their own errors */
  });
  const run = async <R>(client: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[] = []) => {
    const r = await client.query(sql, params as unknown[]);
    return { rows: r.rows as R[], rowCount: r.rowCount ?? r.rows.length } satisfies QueryResult<R>;
  };
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async transaction(fn, options) {
      const client = await pool.connect();
      // A server restart mid-transaction emits 'error' on the checked-out client; without a
      // listener that would crash the process. The failed query reports the error itself.
      const onError = () => undefined;
      client.on('error', onError);
      try {
        await client.query(options?.isolation ? `BEGIN ISOLATION LEVEL ${options.isolation.toUpperCase()}` : 'BEGIN');
        const result = await fn({ query: (sql, params) => run(client, sql, params) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', onError);
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    listen: (channel, onPayload, onState) => listenOn({ url, applicationName }, channel, onPayload, onState),
    async close() {
      await pool.end();
    },
  };
}

/** Reconnect delays of a dropped LISTEN: from the first, doubling up to the last. */
const LISTEN_RETRY_MIN_MS = 100;
export const LISTEN_RETRY_MAX_MS = 5_000;
const LISTEN_CONNECT_TIMEOUT_MS = 10_000;

/**
 * A dedicated connection running LISTEN. When it drops (a server restart, a killed backend)
 * it reconnects, again and again with a doubling delay (at most LISTEN_RETRY_MAX_MS), until
 * stopped: a failed attempt schedules the next one. `onState` hears every change. Only the
 * first connection's failure is thrown (at start).
 */
async function listenOn(
  server: { url: string; applicationName: string | undefined },
  channel: string,
  onPayload: (payload: string) => void,
  onState: (state: ListenState) => void = () => undefined,
) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new RangeError(`bad channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let failedAttempts = 0;
  const scheduleRetry = () => {
    if (stopped || retry !== undefined) return;
    const delayMs = Math.min(LISTEN_RETRY_MIN_MS * 2 ** Math.min(failedAttempts, 16), LISTEN_RETRY_MAX_MS);
    retry = setTimeout(() => {
      retry = undefined;
      void connect().catch(() => {
        failedAttempts += 1;
        onState({ listening: false, failedAttempts });
        scheduleRetry();
      });
    }, delayMs);
  };
  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    void c.end().catch(() => undefined);
    if (stopped) return;
    onState({ listening: false, failedAttempts });
    scheduleRetry();
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({
      connectionString: server.url,
      connectionTimeoutMillis: LISTEN_CONNECT_TIMEOUT_MS,
      ...(server.applicationName ? { application_name: server.applicationName } : {}),
    });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    // Errors while connecting reject connect() below; after that, a drop is 'error' or 'end'.
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (error) {
      await c.end().catch(() => undefined);
      throw error;
    }
    if (stopped) return void (await c.end().catch(() => undefined));
    client = c;
    failedAttempts = 0;
    onState({ listening: true, failedAttempts });
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
}
