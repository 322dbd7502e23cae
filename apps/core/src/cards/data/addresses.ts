import type { Queryable } from '@openportal/db';

/** A shipping address of the customer's profile (customer_addresses, issue 21). */
export interface TShippingAddress {
  id: number;
  countryCode: string;
}

/**
 * Where a physical card ships: the given address if it is the customer's own and not deleted,
 * else (none given) the customer's latest address; undefined when there is none.
 */
export async function shippingAddressOf(
  q: Queryable,
  customerId: string,
  addressId: number | undefined,
): Promise<TShippingAddress | undefined> {
  const r = await q.query<TShippingAddress>(
    `SELECT id, country_code AS "countryCode" FROM customer_addresses
      WHERE customer_id = $1 AND deleted_at IS NULL AND ($2::int IS NULL OR id = $2)
      ORDER BY id DESC LIMIT 1`,
    [customerId, addressId ?? null],
  );
  return r.rows[0];
}

/** The customer's country of residence (null when not given). */
export async function residenceOf(q: Queryable, customerId: string): Promise<string | null> {
  const r = await q.query<{ c: string | null }>('SELECT residence_country_code AS c FROM customers WHERE id = $1', [
    customerId,
  ]);
  return r.rows[0]?.c ?? null;
}
