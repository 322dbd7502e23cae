import { formatMinor, type TAdminCardRow, type TAdminCardView } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { getAccounts } from '@openportal/ledger';
import { AUTHORIZATION_COLUMNS, wireAuthorization, type TAuthorizationRow } from '../authorizations.ts';
import type { TVault } from '../issuer/vault.ts';

interface TRow {
  accountId: number;
  customerId: string;
  customerName: string;
  brand: string;
  productType: number;
  isVirtual: boolean;
  statusId: number;
  bin: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  statusChangedAt: Date;
  blockReason: string | null;
  panToken: string;
}

const SELECT = `SELECT k.account_id::int AS "accountId", k.customer_id AS "customerId",
  coalesce(c.business_name, nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), ''), c.id) AS "customerName",
  c.brand, k.product_type AS "productType", k.is_virtual AS "isVirtual", k.status_id AS "statusId", k.pan_bin AS bin,
  k.pan_last4 AS last4, k.expiry_month AS "expiryMonth", k.expiry_year AS "expiryYear",
  k.status_changed_at AS "statusChangedAt", k.block_reason AS "blockReason", k.pan_token AS "panToken"
  FROM cards k JOIN customers c ON c.id = k.customer_id`;

const rowOf = (r: TRow): TAdminCardRow => ({
  accountId: r.accountId,
  customerId: r.customerId,
  customerName: r.customerName,
  brand: r.brand,
  productType: r.productType,
  isVirtual: r.isVirtual,
  statusId: r.statusId as TAdminCardRow['statusId'],
  // The spec's mask (first 6 and last 4 of the number); the rest never leaves the vault.
  maskedPan: `${r.bin}******${r.last4}`,
  expiry: `${String(r.expiryMonth).padStart(2, '0')}/${String(r.expiryYear).slice(-2)}`,
  statusChangedAt: new Date(r.statusChangedAt).toISOString(),
});

/**
 * Cards of every brand an operator looks for: four digits are a PAN's last four, 12 to 19 a
 * whole PAN (matched through the vault, never stored in clear), other digits an account number;
 * anything else a customer id or the e-mail of one of its users. At most 50, newest first.
 */
export async function searchCards(q: Queryable, vault: TVault, text: string): Promise<TAdminCardRow[]> {
  const t = text.replace(/\s+/g, '');
  let rows: TRow[];
  if (/^[0-9]{4}$/.test(t))
    rows = (await q.query<TRow>(`${SELECT} WHERE k.pan_last4 = $1 ORDER BY k.account_id DESC LIMIT 50`, [t])).rows;
  else if (/^[0-9]{12,19}$/.test(t))
    rows = (
      await q.query<TRow>(`${SELECT} WHERE k.pan_bin = $1 AND k.pan_last4 = $2 ORDER BY k.account_id DESC LIMIT 50`, [
        t.slice(0, 6),
        t.slice(-4),
      ])
    ).rows.filter((r) => vault.panOf(r.panToken) === t);
  else if (/^[0-9]{1,11}$/.test(t)) rows = (await q.query<TRow>(`${SELECT} WHERE k.account_id = $1::int8`, [t])).rows;
  else
    rows = (
      await q.query<TRow>(
        `${SELECT} WHERE k.customer_id = $1 OR k.customer_id IN (
           SELECT a.customer_id FROM customer_access a JOIN users u ON u.id = a.user_id WHERE lower(u.email) = lower($1))
         ORDER BY k.account_id DESC LIMIT 50`,
        [text.trim()],
      )
    ).rows;
  return rows.map(rowOf);
}

/** One card for the console: the card, its lifecycle (every status it took), its authorizations. */
export async function viewCard(q: Queryable, accountId: number): Promise<TAdminCardView | undefined> {
  const r = (await q.query<TRow>(`${SELECT} WHERE k.account_id = $1`, [accountId])).rows[0];
  if (!r) return undefined;
  const [account] = await getAccounts(q, [BigInt(accountId)]);
  const lifecycle = await q.query<{ statusId: number; at: Date }>(
    'SELECT status_id AS "statusId", at FROM card_status_events WHERE account_id = $1 ORDER BY id',
    [accountId],
  );
  const auths = await q.query<TAuthorizationRow>(
    `SELECT ${AUTHORIZATION_COLUMNS} FROM card_authorizations WHERE account_id = $1 ORDER BY created_at DESC LIMIT 50`,
    [accountId],
  );
  return {
    card: {
      ...rowOf(r),
      blockReason: r.blockReason,
      balance: account ? formatMinor(account.postedMinor, account.currency) : '0',
      currencyCode: account?.currency ?? 'USD',
    },
    lifecycle: lifecycle.rows.map((e) => ({
      statusId: e.statusId as TAdminCardRow['statusId'],
      at: new Date(e.at).toISOString(),
    })),
    authorizations: auths.rows.map(wireAuthorization),
  };
}
