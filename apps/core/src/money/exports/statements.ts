import { randomUUID } from 'node:crypto';
import type { Db } from '@openportal/db';
import type { Outbox } from '../../jobs/index.ts';
import type { RecurringJob } from '../../jobs/runner.ts';
import { insertExport } from './data.ts';

/** The first day of the month before `now` (UTC), and that month's last day. */
export function previousMonth(now: Date): { from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

/**
 * Writes the monthly statement of every customer account that existed in the month (ours: one per
 * account and month, a PDF in the language of the customer's primary user's last sign-in, else
 * the brand's catalogue default) and its `export` job, in one transaction; a month already
 * written is skipped (the unique index), so a rerun or a second replica adds nothing. Answers how
 * many were written. `customerId`: only that customer's accounts (the test-only statements route).
 */
export async function writeMonthlyStatements(
  db: Db,
  outbox: Outbox,
  month: { from: string; to: string },
  customerId?: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const accounts = await tx.query<{
      account_id: string;
      customer_id: string;
      user_id: string;
      brand: string;
      lang: string | null;
    }>(
      `SELECT a.id::text AS account_id, a.customer_id, u.id AS user_id, u.brand, u.language AS lang
         FROM ledger_accounts a
         JOIN ledger_balances b ON b.account_id = a.id
         JOIN customer_access ca ON ca.customer_id = a.customer_id AND ca.is_primary
         JOIN users u ON u.id = ca.user_id
        WHERE a.customer_id IS NOT NULL AND b.status <> 'closed' AND a.created_at < ($1::date + 1)
          AND ($2::text IS NULL OR a.customer_id = $2)
        ORDER BY a.id`,
      [month.to, customerId ?? null],
    );
    const jobs: { exportId: string }[] = [];
    for (const a of accounts.rows) {
      const id = randomUUID();
      const fresh = await insertExport(tx, {
        ...{ id, customerId: a.customer_id, userId: a.user_id, brand: a.brand, lang: (a.lang ?? 'en') as 'en' },
        ...{ kind: 'statement', format: 'pdf', filter: {}, accountId: Number(a.account_id) },
        ...{ dateFrom: month.from, dateTo: month.to },
      });
      if (fresh) jobs.push({ exportId: id });
    }
    await outbox.add(tx, 'export', jobs);
    return jobs.length;
  });
}

/** The recurring job: on the 1st of each month at 02:00 UTC, last month's statements. */
export function statementJobs(outbox: Outbox, cron = '0 2 1 * *'): RecurringJob[] {
  return [
    {
      name: 'statements-monthly',
      cron,
      run: async ({ db }) => void (await writeMonthlyStatements(db, outbox, previousMonth(new Date()))),
    },
  ];
}
