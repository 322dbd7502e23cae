import type { z } from 'zod';
import type { ZAddressInput } from '@openportal/contract';
import type { Queryable } from '@openportal/db';

/** A customer's addresses (customer_addresses, migration 0036); a deleted one keeps its row. */
export interface TAddressRow {
  id: number;
  address_type: number;
  address1: string;
  address2: string | null;
  city: string;
  postal_code: string;
  country_code: string;
  state_code: string | null;
  status: number;
}

/** At most this many live addresses a customer (our choice). */
export const ADDRESSES_MAX = 10;

const COLUMNS = 'id, address_type, address1, address2, city, postal_code, country_code, state_code, status';

export async function addressesOf(q: Queryable, customerId: string): Promise<TAddressRow[]> {
  const r = await q.query<TAddressRow>(
    `SELECT ${COLUMNS} FROM customer_addresses WHERE customer_id = $1 AND deleted_at IS NULL ORDER BY id`,
    [customerId],
  );
  return r.rows.map((a) => ({
    ...a,
    id: Number(a.id),
    address_type: Number(a.address_type),
    status: Number(a.status),
  }));
}

/** The customer's live address, locked; another customer's id is not found. */
export async function lockAddress(q: Queryable, customerId: string, id: number): Promise<TAddressRow | undefined> {
  const r = await q.query<TAddressRow>(
    `SELECT ${COLUMNS} FROM customer_addresses WHERE id = $1 AND customer_id = $2 AND deleted_at IS NULL FOR UPDATE`,
    [id, customerId],
  );
  return r.rows[0] ? { ...r.rows[0], id: Number(r.rows[0].id), status: Number(r.rows[0].status) } : undefined;
}

export async function insertAddress(
  q: Queryable,
  customerId: string,
  a: z.output<typeof ZAddressInput>,
): Promise<number> {
  const r = await q.query<{ id: number }>(
    `INSERT INTO customer_addresses (customer_id, address_type, address1, address2, city, postal_code, country_code, state_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      customerId,
      a.addressType,
      a.address1,
      a.address2 || null,
      a.city,
      a.postalCode,
      a.countryCode,
      a.stateCode || null,
    ],
  );
  return Number(r.rows[0]!.id);
}

export async function deleteAddress(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE customer_addresses SET deleted_at = now() WHERE id = $1', [id]);
}

export async function setAddressStatus(q: Queryable, id: number, status: number): Promise<void> {
  await q.query('UPDATE customer_addresses SET status = $2 WHERE id = $1', [id, status]);
}
