import type { Queryable } from '@openportal/db';

/** A card as the issuer keeps it (migration 0046): never the PAN, CVV or PIN in clear. */
export interface TCardRow {
  accountId: number;
  customerId: string;
  productType: number;
  isVirtual: boolean;
  statusId: number;
  panToken: string;
  bin: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  pinOffset: string | null;
  addressId: number | null;
  expressShipping: boolean;
  reissuedStatusId: number | null;
  generation: number;
  /** A debit card's current account (migration 0059); null: a prepaid card. */
  settlementAccountId: number | null;
}

const COLUMNS = `account_id::int AS "accountId", customer_id AS "customerId", product_type AS "productType",
  is_virtual AS "isVirtual", status_id AS "statusId", pan_token AS "panToken", pan_bin AS bin,
  pan_last4 AS last4, expiry_month AS "expiryMonth", expiry_year AS "expiryYear", pin_offset AS "pinOffset",
  address_id AS "addressId", express_shipping AS "expressShipping", reissued_status_id AS "reissuedStatusId",
  generation, settlement_account_id::int AS "settlementAccountId"`;

/** One card of a customer (locked for update with `lock`); undefined: none, or another customer's. */
export async function cardOf(
  q: Queryable,
  customerId: string,
  accountId: number,
  lock = false,
): Promise<TCardRow | undefined> {
  const r = await q.query<TCardRow>(
    `SELECT ${COLUMNS} FROM cards WHERE account_id = $1 AND customer_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [accountId, customerId],
  );
  return r.rows[0];
}

/** Every card of a customer, oldest first. */
export async function cardsOf(q: Queryable, customerId: string): Promise<TCardRow[]> {
  return (
    await q.query<TCardRow>(`SELECT ${COLUMNS} FROM cards WHERE customer_id = $1 ORDER BY account_id`, [customerId])
  ).rows;
}

export interface TNewCard {
  accountId: bigint;
  customerId: string;
  productType: number;
  isVirtual: boolean;
  statusId: number;
  panToken: string;
  bin: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  pinOffset: string;
  addressId: number | null;
  expressShipping: boolean;
  settlementAccountId?: number | null;
}

export async function insertCard(q: Queryable, c: TNewCard): Promise<void> {
  await q.query(
    `INSERT INTO cards (account_id, customer_id, product_type, is_virtual, status_id, pan_token, pan_bin, pan_last4,
       expiry_month, expiry_year, pin_offset, address_id, express_shipping, settlement_account_id)
     VALUES ($1::int8, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::int8)`,
    [
      c.accountId.toString(),
      c.customerId,
      c.productType,
      c.isVirtual,
      c.statusId,
      c.panToken,
      c.bin,
      c.last4,
      c.expiryMonth,
      c.expiryYear,
      c.pinOffset,
      c.addressId,
      c.expressShipping,
      c.settlementAccountId ?? null,
    ],
  );
}

/** Changes some columns of a card (status changes stamp status_changed_at). */
export async function updateCard(
  q: Queryable,
  accountId: number,
  set: Partial<{
    statusId: number;
    pinOffset: string;
    blockReason: string | null;
    expressShipping: boolean;
    extraParams: Record<string, string>;
    reissue: {
      panToken: string;
      bin: string;
      last4: string;
      expiryMonth: number;
      expiryYear: number;
      reissuedStatusId: number;
    };
  }>,
): Promise<void> {
  const cols: string[] = [];
  const args: unknown[] = [accountId];
  const put = (col: string, v: unknown) => {
    args.push(v);
    cols.push(`${col} = $${args.length}`);
  };
  if (set.statusId !== undefined) {
    put('status_id', set.statusId);
    cols.push('status_changed_at = now()');
  }
  if (set.pinOffset !== undefined) put('pin_offset', set.pinOffset);
  if (set.blockReason !== undefined) put('block_reason', set.blockReason);
  if (set.expressShipping !== undefined) put('express_shipping', set.expressShipping);
  if (set.extraParams !== undefined) put('extra_params', JSON.stringify(set.extraParams));
  if (set.reissue) {
    const r = set.reissue;
    put('pan_token', r.panToken);
    put('pan_bin', r.bin);
    put('pan_last4', r.last4);
    put('expiry_month', r.expiryMonth);
    put('expiry_year', r.expiryYear);
    put('reissued_status_id', r.reissuedStatusId);
    cols.push('generation = generation + 1');
  }
  if (cols.length === 0) return;
  await q.query(`UPDATE cards SET ${cols.join(', ')} WHERE account_id = $1`, args);
}
