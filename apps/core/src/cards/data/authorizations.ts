import { formatMinor, type TCurrencyCode } from '@openportal/contract';
import type { Queryable } from '@openportal/db';

/** Which authorizations a list reads (contract debitCardAuthorizationList / currentAccountAuthorizationList). */
export interface TAuthorizationListQuery {
  customerId: string;
  accountId: number;
  /** 'card': the card's own authorizations, or those of the cards a settlement account settles; 'hold': those holding money on the account. */
  by: 'card' | 'hold';
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/**
 * A page of the customer's simulated card authorizations (migration 0047), newest first, with the
 * total, as the lists answer them. The customer's own only (customer_id in the WHERE).
 */
export async function listAuthorizations(q: Queryable, l: TAuthorizationListQuery) {
  const where = [
    'customer_id = $1',
    l.by === 'card' ? '(account_id = $2 OR hold_account_id = $2)' : 'hold_account_id = $2',
    "($3::date IS NULL OR created_at >= $3::date::timestamp AT TIME ZONE 'UTC')",
    "($4::date IS NULL OR created_at < ($4::date + 1)::timestamp AT TIME ZONE 'UTC')",
  ].join(' AND ');
  const args = [l.customerId, l.accountId, l.from ?? null, l.to ?? null];
  const total = (
    await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM card_authorizations WHERE ${where}`, args)
  ).rows[0]!.n;
  const rows = await q.query<{
    id: string;
    created_at: Date;
    merchant: string;
    amount_minor: string;
    captured_minor: string;
    status: 'pending' | 'settled' | 'reversed' | 'declined';
    currency: TCurrencyCode;
  }>(
    `SELECT id::text, created_at, merchant, amount_minor::text, captured_minor::text, status, currency
       FROM card_authorizations WHERE ${where} ORDER BY created_at DESC, id LIMIT $5 OFFSET $6`,
    [...args, l.pageSize, (l.page - 1) * l.pageSize],
  );
  return {
    total,
    authorizations: rows.rows.map((r) => ({
      id: r.id,
      date: new Date(r.created_at).toISOString(),
      merchant: r.merchant,
      // A settled authorization shows what was captured (a partial capture shows its part).
      amount: formatMinor(BigInt(r.status === 'settled' ? r.captured_minor : r.amount_minor), r.currency),
      currencyCode: r.currency,
      status: r.status,
    })),
  };
}
