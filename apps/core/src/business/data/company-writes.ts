import { CUSTOMER_KINDS, type TBusinessRegistration, type TShareNode } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { newId } from '../../platform/crypto.ts';

/** Positions on the registered company (spec 1 §3): 2 director, 6 and 9 shareholder, 8 owner. */
export const POSITION = { director: 2, directShareholder: 6, indirectShareholder: 9, ultimateOwner: 8 } as const;

type TPerson = TBusinessRegistration['persons'][number];
type TCompany = TBusinessRegistration['companies'][number];

/** The company's customer row, its profile and its registrant (pending, rights 2, primary). */
export async function insertCompany(
  tx: Queryable,
  brand: string,
  g: TBusinessRegistration['generalForm'],
  rest: { financial: object; dueDiligence: object; legal: object; passwordHash: string },
): Promise<{ customerId: string; registrantUserId: string }> {
  const customerId = newId();
  const userId = newId();
  await tx.query(
    `INSERT INTO customers (id, kind, brand, business_name, residence_country_code, category, tax_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      customerId,
      CUSTOMER_KINDS.business,
      brand,
      g.name,
      g.registrationCountryCode,
      g.category,
      g.businessTaxId ?? null,
    ],
  );
  await insertPendingUser(tx, {
    userId,
    brand,
    email: g.email,
    firstName: g.name,
    lastName: '',
    hash: rest.passwordHash,
  });
  await tx.query(
    `INSERT INTO customer_access (user_id, customer_id, access_rights, is_primary) VALUES ($1, $2, 2, true)`,
    [userId, customerId],
  );
  await tx.query(
    `INSERT INTO business_profiles (customer_id, name, registration_country_code, trading_name, email,
       registration_number, registration_date, business_tax_id, website, description, phone, category,
       financial_detail, due_diligence, legal_form, registrant_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14::jsonb, $15::jsonb, $16)`,
    [
      ...[customerId, g.name, g.registrationCountryCode, g.tradingName ?? null, g.email, g.registrationNumber],
      ...[g.registrationDate, g.businessTaxId ?? null, g.website ?? null, g.description ?? null, g.phone, g.category],
      ...[JSON.stringify(rest.financial), JSON.stringify(rest.dueDiligence), JSON.stringify(rest.legal), userId],
    ],
  );
  // The registrant is one of the company's users: a row of its own (no position: an authorized user).
  await tx.query(
    `INSERT INTO business_representatives (customer_id, kind, first_name, last_name, email, user_id)
     VALUES ($1, 'person', $2, '', $3, $4)`,
    [customerId, g.name, g.email, userId],
  );
  return { customerId, registrantUserId: userId };
}

/** A pending user of the brand; a taken (brand, e-mail) fails with 23505. */
export async function insertPendingUser(
  tx: Queryable,
  u: { userId: string; brand: string; email: string; firstName: string; lastName: string; hash: string },
) {
  await tx.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, status, brand) VALUES ($1, $2, $3, $4, $5, 'pending', $6)`,
    [u.userId, u.email, u.hash, u.firstName, u.lastName, u.brand],
  );
}

/** Each person's positions, from where the registration names them (plus those it sent). */
export function positionsOf(reg: TBusinessRegistration): Map<string, number[]> {
  const out = new Map<string, Set<number>>(reg.persons.map((p) => [p.ref, new Set(p.positionIds)]));
  const add = (ref: string, id: number) => out.get(ref)?.add(id);
  reg.directorRefs.forEach((r) => add(r, POSITION.director));
  reg.owners.forEach((r) => add(r, POSITION.ultimateOwner));
  const walk = (nodes: readonly TShareNode[], depth: number) =>
    nodes.forEach((n) => {
      if (n.type === 'person') add(n.ref, depth === 0 ? POSITION.directShareholder : POSITION.indirectShareholder);
      if (n.children) walk(n.children, depth + 1);
    });
  walk(reg.shareholders, 0);
  return new Map([...out].map(([k, v]) => [k, [...v].sort((a, b) => a - b)]));
}

/** Effective shares of companies too (nested shares multiplied), for their rows. */
function companyShares(nodes: readonly TShareNode[], factor = 1, out = new Map<string, number>()) {
  for (const n of nodes) {
    const f = (factor * n.share) / 100;
    if (n.type === 'company') out.set(n.ref, (out.get(n.ref) ?? 0) + f);
    if (n.children) companyShares(n.children, f, out);
  }
  return out;
}

export async function insertPerson(
  tx: Queryable,
  customerId: string,
  p: TPerson,
  extra: { positions: number[]; effective: number | undefined; userId: string | null },
): Promise<number> {
  const r = await tx.query<{ id: string }>(
    `INSERT INTO business_representatives (customer_id, kind, first_name, last_name, birthday, email, phone, address,
       tax_ids, is_us_tax_payer, source_of_funds, source_details, position_ids, effective_share, user_id)
     VALUES ($1, 'person', $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10::jsonb, $11::jsonb, $12::smallint[], $13, $14)
     RETURNING id`,
    [
      ...[customerId, p.firstName, p.lastName, p.birthday, p.email ?? null, p.phone ?? null],
      ...[p.address ? JSON.stringify(p.address) : null, JSON.stringify(p.taxIds ?? []), p.isUSTaxPayer ?? false],
      ...[
        p.sourceOfFunds ? JSON.stringify(p.sourceOfFunds) : null,
        p.sourceDetails ? JSON.stringify(p.sourceDetails) : null,
      ],
      ...[extra.positions, extra.effective ?? null, extra.userId],
    ],
  );
  return Number(r.rows[0]!.id);
}

async function insertCompanyRep(tx: Queryable, customerId: string, c: TCompany, effective: number | undefined) {
  const r = await tx.query<{ id: string }>(
    `INSERT INTO business_representatives (customer_id, kind, company_name, registration_country_code,
       registration_number, tax_ids, is_us_tax_payer, position_ids, effective_share)
     VALUES ($1, 'company', $2, $3, $4, $5::jsonb, $6, $7::smallint[], $8) RETURNING id`,
    [
      ...[customerId, c.name, c.registrationCountryCode, c.registrationNumber, JSON.stringify(c.taxIds ?? [])],
      ...[c.isUSTaxPayer ?? false, effective === undefined ? [] : [POSITION.directShareholder], effective ?? null],
    ],
  );
  return Number(r.rows[0]!.id);
}

/** The companies of the tree, then the links: shares (tree) and directors (root and companies). */
export async function insertStructure(
  tx: Queryable,
  customerId: string,
  reg: TBusinessRegistration,
  personIds: Map<string, number>,
) {
  const shares = companyShares(reg.shareholders);
  const companyIds = new Map<string, number>();
  for (const c of reg.companies) companyIds.set(c.ref, await insertCompanyRep(tx, customerId, c, shares.get(c.ref)));
  const link = (rep: number, parent: number | null, role: 'shareholder' | 'director', share: number | null) =>
    tx.query(
      `INSERT INTO business_links (customer_id, representative_id, parent_id, role, share) VALUES ($1, $2, $3, $4, $5)`,
      [customerId, rep, parent, role, share],
    );
  const idOf = (n: TShareNode) => (n.type === 'person' ? personIds : companyIds).get(n.ref)!;
  const walk = async (nodes: readonly TShareNode[], parent: number | null): Promise<void> => {
    for (const n of nodes) {
      await link(idOf(n), parent, 'shareholder', n.share);
      if (n.children) await walk(n.children, idOf(n));
    }
  };
  await walk(reg.shareholders, null);
  for (const r of reg.directorRefs) await link(personIds.get(r)!, null, 'director', null);
  for (const c of reg.companies)
    for (const r of c.directorRefs ?? []) await link(personIds.get(r)!, companyIds.get(c.ref)!, 'director', null);
}
