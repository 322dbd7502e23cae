import { splitStatements, type Db, type Queryable } from '@openportal/db';
import type { Db as BossDb } from 'pg-boss';

const TRANSACTION_CONTROL = /^(BEGIN|COMMIT)$/i;

/**
 * pg-boss's database interface over our `Db`, so pg-boss shares core's connection (PGlite's only
 * one) or pool instead of opening its own. pg-boss sends parameterless multi-statement text
 * (`BEGIN; SELECT pg_advisory_xact_lock(..); ...; COMMIT`), which a server runs as one
 * transaction on one connection: we run its inner statements in one `db.transaction` and return
 * the rows of all of them, as pg-boss's own driver does.
 */
export function bossDatabase(db: Db): BossDb {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return db.query(text, values);
      const statements = splitStatements(text);
      if (statements.length <= 1) return db.query(text);
      const inner = statements.filter((s) => !TRANSACTION_CONTROL.test(s));
      return db.transaction(async (tx) => {
        const rows: unknown[] = [];
        for (const statement of inner) rows.push(...(await tx.query(statement)).rows);
        return { rows };
      });
    },
    async listen(channel, onNotification, onReconnect) {
      // A server's LISTEN reconnects by itself; pg-boss hears each return (it looks for jobs then).
      let down = false;
      const stop = await db.listen(channel, onNotification, (state) => {
        if (!state.listening) down = true;
        else if (down) {
          down = false;
          onReconnect();
        }
      });
      onReconnect();
      return { close: stop };
    },
  };
}

/** pg-boss's database interface over an open transaction: a job sent through it commits with it. */
export function transactionDatabase(tx: Queryable): BossDb {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return tx.query(text, values);
      const rows: unknown[] = [];
      for (const statement of splitStatements(text)) {
        if (!TRANSACTION_CONTROL.test(statement)) rows.push(...(await tx.query(statement)).rows);
      }
      return { rows };
    },
  };
}
