import pg from 'pg';
import type { Db, QueryResult } from './types.ts';

// int8 (bigint) as JavaScript bigint, numeric as string: money never becomes a float.
pg.types.setTypeParser(20, (v) => BigInt(v));

/** A PostgreSQL server through a connection pool. */
export async function openPostgres(url: string, poolSize: number): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000 });
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
    listen: (channel, onPayload) => listenOn(url, channel, onPayload),
    async close() {
      await pool.end();
    },
  };
}

const LISTEN_RETRY_MS = 1_000;

/** A dedicated connection running LISTEN; reconnects after a drop until stopped. */
async function listenOn(url: string, channel: string, onPayload: (payload: string) => void) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new RangeError(`bad channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    c.on('error', () => {
      if (client === c) client = null;
      void c.end().catch(() => undefined);
      if (!stopped) setTimeout(() => void connect().catch(() => undefined), LISTEN_RETRY_MS);
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
