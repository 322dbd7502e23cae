import { readdirSync } from 'node:fs';
import type { Db, Queryable } from '@openportal/db';
import { newId } from '../platform/crypto.ts';

/**
 * The demo company's structure and users (issue 26), in every brand, added to the business demo
 * customer (`business@<brand>.example`, "<brand> Demo Ltd", its main user: rights 2). Printed in
 * the README; every demo user signs in with the demo password.
 */
export const DEMO_COMPANY_USERS = [
  { key: 'reader', firstName: 'Rhea', lastName: 'Reader', rights: 1 },
  { key: 'initiator', firstName: 'Ian', lastName: 'Initiator', rights: 3 },
  { key: 'uploader', firstName: 'Uma', lastName: 'Uploader', rights: 5 },
] as const;
export const demoCompanyUserEmail = (key: string, brand: string) => `${key}@${brand}.example`;

const TAX_NONE = JSON.stringify([{ countryCode: 'GB', tinMissingReason: 'NO_TIN_IS_REQUIRED' }]);

async function rep(
  tx: Queryable,
  customerId: string,
  r: { kind?: 'person' | 'company'; first?: string; last?: string; company?: string; email?: string | null },
  extra: { positions?: number[]; effective?: number | null; userId?: string | null; funds?: boolean } = {},
): Promise<number> {
  const row = await tx.query<{ id: string }>(
    `INSERT INTO business_representatives (customer_id, kind, first_name, last_name, company_name, email,
       registration_country_code, tax_ids, position_ids, effective_share, user_id, source_of_funds, source_details)
     VALUES ($1, $2, $3, $4, $5, $6, 'GB', $7::jsonb, $8::smallint[], $9, $10, $11::jsonb, $12::jsonb) RETURNING id`,
    [
      ...[customerId, r.kind ?? 'person', r.first ?? null, r.last ?? null, r.company ?? null, r.email ?? null],
      ...[TAX_NONE, extra.positions ?? [], extra.effective ?? null, extra.userId ?? null],
      ...(extra.funds ? ['[1]', JSON.stringify({ '1': 'Business income' })] : [null, null]),
    ],
  );
  return Number(row.rows[0]!.id);
}

/** The main users have self-certified (they start at home); the initiator has not (the business splash). */
async function certify(tx: Queryable, customerId: string, repIds: readonly number[]) {
  await tx.query(
    `INSERT INTO business_certifications (representative_id, customer_id, entity_type, tax_ids, is_us_tax_payer,
       is_disregarded_entity) SELECT unnest($1::bigint[]), $2, 'general', $3::jsonb, false, false`,
    [repIds, customerId, TAX_NONE],
  );
}

/**
 * One brand's company: Sam Owner (director, 70%, owner; the main user), Demo Holdings Ltd (30%,
 * a company) whose director and only shareholder is Hana Holder (30% effective), Mia (multi@,
 * rights 2) and the three users of DEMO_COMPANY_USERS. Sam and Mia have given their business
 * self-certification; Ian (initiator) has not, so he meets the business splash.
 */
async function seedCompany(
  tx: Queryable,
  brand: string,
  company: { customerId: string; userId: string },
  hash: string,
) {
  const { customerId } = company;
  const name = `${brand} Demo Ltd`;
  await tx.query(
    `INSERT INTO business_profiles (customer_id, name, registration_country_code, email, registration_number,
       registration_date, phone, category, status, registrant_user_id, activated_at, kyb_status, kyb_decided_at)
     VALUES ($1, $2, 'GB', $3, '09876543', '2018-03-01', '447700900300', 'others', 'active', $4, now(), 'approved', now())`,
    [customerId, name, `business@${brand}.example`, company.userId],
  );
  const link = (id: number, parent: number | null, role: string, share: number | null) =>
    tx.query(
      `INSERT INTO business_links (customer_id, representative_id, parent_id, role, share) VALUES ($1, $2, $3, $4, $5)`,
      [customerId, id, parent, role, share],
    );
  const sam = await rep(
    tx,
    customerId,
    { first: 'Sam', last: 'Owner', email: `business@${brand}.example` },
    {
      ...{ positions: [2, 6, 8], effective: 0.7, userId: company.userId, funds: true },
    },
  );
  const holdco = await rep(
    tx,
    customerId,
    { kind: 'company', company: 'Demo Holdings Ltd' },
    { positions: [6], effective: 0.3 },
  );
  const hana = await rep(
    tx,
    customerId,
    { first: 'Hana', last: 'Holder' },
    { positions: [9], effective: 0.3, funds: true },
  );
  await link(sam, null, 'shareholder', 70);
  await link(holdco, null, 'shareholder', 30);
  await link(hana, holdco, 'shareholder', 100);
  await link(sam, null, 'director', null);
  await link(hana, holdco, 'director', null);
  const mia = (
    await tx.query<{ id: string; first_name: string; last_name: string; email: string }>(
      `SELECT u.id, u.first_name, u.last_name, u.email FROM customer_access a JOIN users u ON u.id = a.user_id
        WHERE a.customer_id = $1 AND a.user_id <> $2`,
      [customerId, company.userId],
    )
  ).rows;
  const mains = [sam];
  for (const m of mia)
    mains.push(await rep(tx, customerId, { first: m.first_name, last: m.last_name, email: m.email }, { userId: m.id }));
  await certify(tx, customerId, mains);
  for (const u of DEMO_COMPANY_USERS) {
    const userId = newId();
    const email = demoCompanyUserEmail(u.key, brand);
    await tx.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, status, brand, activated_at)
       VALUES ($1, $2, $3, $4, $5, 'active', $6, now())`,
      [userId, email, hash, u.firstName, u.lastName, brand],
    );
    await tx.query(
      `INSERT INTO customer_access (user_id, customer_id, access_rights, is_primary) VALUES ($1, $2, $3, true)`,
      [userId, customerId, u.rights],
    );
    await rep(tx, customerId, { first: u.firstName, last: u.lastName, email }, { userId });
  }
}

/**
 * Adds the company structure to each brand's business demo customer once (after the demo
 * customers exist); answers how many brands it seeded.
 */
export async function seedDemoCompany(db: Db, brandsDir: string, passwordHash: string): Promise<number> {
  const brands = readdirSync(brandsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  let seeded = 0;
  for (const brand of brands.sort()) {
    const company = (
      await db.query<{ customerId: string; userId: string; done: boolean }>(
        `SELECT a.customer_id AS "customerId", u.id AS "userId",
                EXISTS (SELECT 1 FROM business_profiles p WHERE p.customer_id = a.customer_id) AS done
           FROM users u JOIN customer_access a ON a.user_id = u.id AND a.is_primary
          WHERE u.brand = $1 AND lower(u.email) = $2`,
        [brand, `business@${brand}.example`],
      )
    ).rows[0];
    if (!company || company.done) continue;
    await db.transaction((tx) => seedCompany(tx, brand, company, passwordHash));
    seeded++;
  }
  return seeded;
}
