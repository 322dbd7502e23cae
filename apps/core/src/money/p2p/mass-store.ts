import type { Queryable } from '@openportal/db';
import type { TMassRow, TMassRowError } from './mass-validate.ts';

/** A stored mass p2p batch. */
export interface TMassBatch {
  id: string;
  customerId: string;
  accountId: string;
  currency: string;
  batchName: string;
  rows: TMassRow[];
  errors: TMassRowError[];
  rowCount: number;
  totalMinor: string;
  feeMinor: string;
  ruleVersion: number;
  status: 'uploaded' | 'completed' | 'pending';
  sentCount: number | null;
  createdAt: Date;
}

const COLUMNS = `id::text, customer_id AS "customerId", account_id::text AS "accountId", currency,
  batch_name AS "batchName", rows, errors, row_count AS "rowCount", total_minor::text AS "totalMinor",
  fee_minor::text AS "feeMinor", rule_version AS "ruleVersion", status, sent_count AS "sentCount",
  created_at AS "createdAt"`;

/** The customer's earlier batch with the same content (code 92), the latest; undefined when none. */
export async function identicalBatch(
  q: Queryable,
  customerId: string,
  contentHash: string,
): Promise<{ id: string; createdAt: Date } | undefined> {
  const r = await q.query<{ id: string; createdAt: Date }>(
    `SELECT id::text, created_at AS "createdAt" FROM p2p_mass_batches
      WHERE customer_id = $1 AND content_hash = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [customerId, contentHash],
  );
  return r.rows[0];
}

export async function insertBatch(
  tx: Queryable,
  b: Omit<TMassBatch, 'id' | 'status' | 'sentCount' | 'createdAt'> & { userId: string; contentHash: string },
): Promise<{ id: string; createdAt: Date }> {
  const r = await tx.query<{ id: string; createdAt: Date }>(
    `INSERT INTO p2p_mass_batches (customer_id, user_id, account_id, currency, batch_name, content_hash, rows, errors,
       row_count, total_minor, fee_minor, rule_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id::text, created_at AS "createdAt"`,
    [
      b.customerId,
      b.userId,
      b.accountId,
      b.currency,
      b.batchName,
      b.contentHash,
      JSON.stringify(b.rows),
      JSON.stringify(b.errors),
      b.rowCount,
      b.totalMinor,
      b.feeMinor,
      b.ruleVersion,
    ],
  );
  return r.rows[0]!;
}

/** The customer's batch, locked to the end of the transaction (one confirm at a time). */
export async function lockBatch(tx: Queryable, customerId: string, id: string): Promise<TMassBatch | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const r = await tx.query<TMassBatch>(
    `SELECT ${COLUMNS} FROM p2p_mass_batches WHERE id = $1 AND customer_id = $2 FOR UPDATE`,
    [id, customerId],
  );
  return r.rows[0];
}

export async function markConfirmed(
  tx: Queryable,
  id: string,
  status: 'completed' | 'pending',
  sentCount: number,
): Promise<void> {
  await tx.query(`UPDATE p2p_mass_batches SET status = $2, sent_count = $3, confirmed_at = now() WHERE id = $1`, [
    id,
    status,
    sentCount,
  ]);
}
