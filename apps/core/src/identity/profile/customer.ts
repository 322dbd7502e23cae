import type { Queryable } from '@openportal/db';

/** The customer's residence country, kind and tax id (customers; tax_id from migration 0036). */
export async function customerProfile(q: Queryable, customerId: string, lock = false) {
  const r = await q.query<{ residence_country_code: string | null; kind: number; tax_id: string | null }>(
    `SELECT residence_country_code, kind, tax_id FROM customers WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [customerId],
  );
  const row = r.rows[0]!;
  return { residenceCountryCode: row.residence_country_code, kind: Number(row.kind), taxId: row.tax_id };
}

export async function setTaxId(q: Queryable, customerId: string, taxId: string): Promise<void> {
  await q.query('UPDATE customers SET tax_id = $2 WHERE id = $1', [customerId, taxId]);
}
