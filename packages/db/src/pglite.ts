import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import type { Db, QueryResult } from './types.ts';

/**
 * Embedded PostgreSQL in a data folder. PGlite has one connection: transactions are
 * serialised by PGlite itself, so concurrent callers queue instead of interleaving.
 */
export async function openPglite(dataDir: string | undefined, image?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // int8 as JavaScript bigint, as the server driver returns it: money never becomes a number.
  const parsers = { [types.INT8]: (v: string) => BigInt(v) };
  const loadDataDir = image ? new Blob([readFileSync(image)]) : undefined;
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}), parsers });
  const wrap = <R>(r: { rows: unknown[]; affectedRows?: number }): QueryResult<R> => ({
    rows: r.rows as R[],
    rowCount: r.affectedRows ?? r.rows.length,
  });
  return {
    kind: 'pglite',
    async query<R>(sql: string, params: readonly unknown[] = []) {
      return wrap<R>(await pg.query(sql, params as unknown[]));
    },
    async transaction(fn, options) {
      return pg.transaction(async (t) => {
        if (options?.isolation) await t.query(`SET TRANSACTION ISOLATION LEVEL ${options.isolation.toUpperCase()}`);
        return fn({
          async query<R>(sql: string, params: readonly unknown[] = []) {
            return wrap<R>(await t.query(sql, params as unknown[]));
          },
        });
      });
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    // One in-process connection: a LISTEN here never drops.
    async listen(channel, onPayload, onState) {
      const stop = await pg.listen(channel, onPayload);
      onState?.({ listening: true, failedAttempts: 0 });
      return async () => stop();
    },
    async dumpImage(file) {
      const tar = await pg.dumpDataDir('none');
      writeFileSync(file, Buffer.from(await tar.arrayBuffer()));
    },
    async close() {
      await pg.close();
    },
  };
}
