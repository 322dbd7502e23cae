import type { Queryable } from '@openportal/db';

/**
 * Approval policies by amount (issue 20 "beyond the anchors"; a company setting, table
 * approval_thresholds of migration 0041): a payment to another party (p2p, an invoice's payment:
 * not a move between the customer's own accounts) above the customer's threshold in its
 * currency waits for a second approver, a checker, even when its maker has full rights. At or
 * under it, the maker's own mode decides. No row: no threshold.
 */
export async function overApprovalThreshold<
  T extends {
    caller: { customerId: string };
    kind?: string;
    amountMinor: bigint;
    from: { currency: string };
    approvalThreshold?: bigint | null;
  },
>(q: Queryable, items: readonly T[]): Promise<Set<T>> {
  const paying = items.filter((r) => r.kind !== undefined && r.kind !== 'between');
  const over = new Set(
    paying.filter(
      (p) => p.approvalThreshold !== undefined && p.approvalThreshold !== null && p.amountMinor > p.approvalThreshold,
    ),
  );
  // A threshold the request read with its own reads (transferP2p) is not read again.
  const unread = paying.filter((p) => p.approvalThreshold === undefined);
  if (unread.length === 0) return over;
  const r = await q.query<{ customer_id: string; currency: string; threshold_minor: string | bigint }>(
    'SELECT customer_id, currency, threshold_minor FROM approval_thresholds WHERE customer_id = ANY($1::text[])',
    [[...new Set(unread.map((p) => p.caller.customerId))]],
  );
  const limits = new Map(r.rows.map((t) => [`${t.customer_id}\n${t.currency}`, BigInt(t.threshold_minor)]));
  for (const p of unread) {
    const limit = limits.get(`${p.caller.customerId}\n${p.from.currency}`);
    if (limit !== undefined && p.amountMinor > limit) over.add(p);
  }
  return over;
}

/** Sets (or with null removes) a customer's approval threshold in a currency, in minor units. */
export async function setApprovalThreshold(
  q: Queryable,
  a: { customerId: string; currency: string; thresholdMinor: bigint | null },
): Promise<void> {
  if (a.thresholdMinor === null) {
    await q.query('DELETE FROM approval_thresholds WHERE customer_id = $1 AND currency = $2', [
      a.customerId,
      a.currency,
    ]);
    return;
  }
  await q.query(
    `INSERT INTO approval_thresholds (customer_id, currency, threshold_minor) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id, currency) DO UPDATE SET threshold_minor = EXCLUDED.threshold_minor, updated_at = now()`,
    [a.customerId, a.currency, String(a.thresholdMinor)],
  );
}

/** A customer's thresholds, by currency (minor units). */
export async function approvalThresholdsOf(q: Queryable, customerId: string) {
  const r = await q.query<{ currency: string; threshold_minor: string }>(
    'SELECT currency, threshold_minor::text FROM approval_thresholds WHERE customer_id = $1 ORDER BY currency',
    [customerId],
  );
  return r.rows.map((t) => ({ currency: t.currency, minor: BigInt(t.threshold_minor) }));
}

/**
 * A full user's change of a threshold, audited in the same transaction (customer_setting_changes:
 * who, when, from where, before and after, in minor units). A change to what it already is
 * records nothing.
 */
export async function changeApprovalThreshold(
  tx: Queryable,
  a: { customerId: string; userId: string; currency: string; thresholdMinor: bigint | null; ip: string | null },
): Promise<void> {
  const now = await tx.query<{ threshold_minor: string }>(
    'SELECT threshold_minor::text FROM approval_thresholds WHERE customer_id = $1 AND currency = $2 FOR UPDATE',
    [a.customerId, a.currency],
  );
  const before = now.rows[0]?.threshold_minor ?? null;
  const after = a.thresholdMinor === null ? null : String(a.thresholdMinor);
  if (before === after) return;
  await setApprovalThreshold(tx, a);
  await tx.query(
    `INSERT INTO customer_setting_changes (customer_id, user_id, setting, target, before, after, ip)
     VALUES ($1, $2, 'approvalThreshold', $3, $4::jsonb, $5::jsonb, $6)`,
    [a.customerId, a.userId, a.currency, JSON.stringify(before), JSON.stringify(after), a.ip],
  );
}

/** The last changes of a customer's thresholds, newest first, with who made them (their e-mail). */
export async function approvalThresholdChanges(q: Queryable, customerId: string, limit = 20) {
  const r = await q.query<{ at: Date; email: string; target: string; before: string | null; after: string | null }>(
    `SELECT c.at, u.email, c.target, c.before #>> '{}' AS before, c.after #>> '{}' AS after
       FROM customer_setting_changes c JOIN users u ON u.id = c.user_id
      WHERE c.customer_id = $1 AND c.setting = 'approvalThreshold'
      ORDER BY c.at DESC, c.id DESC LIMIT $2`,
    [customerId, limit],
  );
  return r.rows;
}
