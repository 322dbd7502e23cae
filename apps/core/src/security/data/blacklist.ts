import type { Queryable } from '@openportal/db';

/** The `payout_blacklist` table: e-mails (lower case) a customer takes no p2p and/or invoices from. */
export interface TBlacklistRow {
  email: string;
  block_type: 'p2p' | 'invoice' | 'all';
  created_at: Date;
}

/** At most this many e-mails per customer (TIGER_STYLE: a bound on everything). */
export const BLACKLIST_MAX = 500;

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function blacklistOf(
  q: Queryable,
  customerId: string,
  filter: { email?: string | undefined; type?: string | undefined },
): Promise<TBlacklistRow[]> {
  const r = await q.query<TBlacklistRow>(
    `SELECT email, block_type, created_at FROM payout_blacklist
      WHERE customer_id = $1 AND ($2::text IS NULL OR email LIKE $2) AND ($3::text IS NULL OR block_type = $3)
      ORDER BY created_at DESC, email LIMIT ${BLACKLIST_MAX}`,
    [customerId, filter.email ? likePattern(filter.email) : null, filter.type ?? null],
  );
  return r.rows;
}

/** Locks the customer's list (its customer row) and counts it. */
export async function lockBlacklist(tx: Queryable, customerId: string): Promise<number> {
  await tx.query('SELECT 1 FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
  const r = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM payout_blacklist WHERE customer_id = $1', [
    customerId,
  ]);
  return r.rows[0]!.n;
}

/** Adds the e-mail, or changes what it blocks when it is already listed; true when it is new. */
export async function upsertBlacklisted(
  tx: Queryable,
  customerId: string,
  email: string,
  blockType: string,
): Promise<boolean> {
  const r = await tx.query<{ inserted: boolean }>(
    `INSERT INTO payout_blacklist (customer_id, email, block_type) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id, email) DO UPDATE SET block_type = EXCLUDED.block_type
     RETURNING (xmax = 0) AS inserted`,
    [customerId, email.toLowerCase(), blockType],
  );
  return r.rows[0]!.inserted;
}

export async function deleteBlacklisted(tx: Queryable, customerId: string, email: string): Promise<boolean> {
  const r = await tx.query('DELETE FROM payout_blacklist WHERE customer_id = $1 AND email = $2', [
    customerId,
    email.toLowerCase(),
  ]);
  return (r.rowCount ?? 0) > 0;
}
