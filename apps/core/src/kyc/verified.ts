import type { Queryable } from '@openportal/db';
import { ADDRESS_TYPE_IDS, IDENTITY_TYPE_IDS } from './documents.ts';

/**
 * The KYC level the pricing limits engine reads (customers.kyc_level, money/pricing/rules.ts):
 * 0 unverified (the brand's unverified limits), 1 verified, 2 verified with due diligence
 * passed (a due-diligence document confirmed). Written in the transaction of every change
 * that moves it, so limits follow verification at once.
 */
export async function syncKycLevel(tx: Queryable, customerId: string): Promise<number> {
  const r = await tx.query<{ kyc_level: number }>(
    `UPDATE customers c SET kyc_level = CASE
        WHEN NOT coalesce((SELECT k.verified FROM customer_kyc k WHERE k.customer_id = c.id), false) THEN 0
        WHEN coalesce((SELECT k.due_diligence_level FROM customer_kyc k WHERE k.customer_id = c.id), 0) > 0
         AND EXISTS (SELECT 1 FROM customer_documents d WHERE d.customer_id = c.id
                      AND d.is_due_diligence AND d.status IN ('confirmed', 'expiredSoon')) THEN 2
        ELSE 1 END
      WHERE c.id = $1 RETURNING c.kyc_level`,
    [customerId],
  );
  return r.rows[0]?.kyc_level ?? 0;
}

/** Marks a customer verified (an operator's decision, the seed, the tests' helper) and moves the level. */
export async function setVerified(tx: Queryable, customerId: string, verified: boolean): Promise<void> {
  await tx.query(
    `INSERT INTO customer_kyc (customer_id, verified, verified_at) VALUES ($1, $2, CASE WHEN $2 THEN now() END)
     ON CONFLICT (customer_id) DO UPDATE SET verified = $2,
       verified_at = CASE WHEN $2 THEN coalesce(customer_kyc.verified_at, now()) END, updated_at = now()`,
    [customerId, verified],
  );
  await syncKycLevel(tx, customerId);
}

/**
 * After a review: a customer with a confirmed identity document and a confirmed address proof
 * is verified (spec 2 §1: the precondition for full use). True when this call verified them.
 * A company representative's documents (representative_id) are theirs, not the company's.
 */
export async function verifyIfComplete(tx: Queryable, customerId: string): Promise<boolean> {
  const r = await tx.query<{ identity: boolean; address: boolean; verified: boolean | null }>(
    `SELECT EXISTS (SELECT 1 FROM customer_documents WHERE customer_id = $1 AND type = ANY($2::int[])
                     AND status IN ('confirmed', 'expiredSoon') AND representative_id IS NULL) AS identity,
            EXISTS (SELECT 1 FROM customer_documents WHERE customer_id = $1 AND type = ANY($3::int[])
                     AND status IN ('confirmed', 'expiredSoon') AND representative_id IS NULL) AS address,
            (SELECT verified FROM customer_kyc WHERE customer_id = $1) AS verified`,
    [customerId, IDENTITY_TYPE_IDS, ADDRESS_TYPE_IDS],
  );
  const row = r.rows[0]!;
  if (row.verified === true || !row.identity || !row.address) {
    await syncKycLevel(tx, customerId);
    return false;
  }
  await setVerified(tx, customerId, true);
  return true;
}

/**
 * A customer as the demo seed and the tests' seeding route make them: verified, with the tax
 * residency self-certified for their residence country (no FATCA action left), KYC level 1.
 */
export async function markVerifiedForTests(tx: Queryable, customerId: string): Promise<void> {
  await tx.query(
    `INSERT INTO customer_kyc (customer_id, verified, verified_at, is_us_tax_payer, tax_ids, certified_at)
     SELECT id, true, now(), false, jsonb_build_array(jsonb_build_object('countryCode', coalesce(residence_country_code, 'GB'),
            'tinMissingReason', 'NO_TIN_IS_REQUIRED')), now() FROM customers WHERE id = $1
     ON CONFLICT (customer_id) DO UPDATE SET verified = true, verified_at = now(), certified_at = now()`,
    [customerId],
  );
  await syncKycLevel(tx, customerId);
}
