import { readdirSync } from 'node:fs';
import { ACCOUNT_TYPES, type TCurrencyCode } from '@openportal/contract';
import type { Db, Queryable } from '@openportal/db';
import { openAccount, postTransaction, systemAccount, SYSTEM_ACCOUNT_CODES } from '@openportal/ledger';
import { hashPassword, insertPrimaryPhone } from '../identity/index.ts';
import { seedDemoCompany } from '../business/index.ts';
import { markVerifiedForTests } from '../kyc/index.ts';
import { newId } from '../platform/crypto.ts';

/** Printed in the README: every demo user signs in with this password. */
export const DEMO_PASSWORD = 'Demo-pass-2026';
/** The OTP demo user's TOTP secret (base32), for an authenticator app or `oathtool --totp -b`. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/** Currency, product type, opening balance: two USD accounts so a newcomer can move money at once. */
const FUNDING: Array<[TCurrencyCode, number, bigint]> = [
  ['USD', ACCOUNT_TYPES.payment, 1_250_000n],
  ['EUR', ACCOUNT_TYPES.payment, 800_000n],
  ['USD', ACCOUNT_TYPES.prepayment, 50_000n],
];

/**
 * The demo users' phones (SMS codes land in the catcher's /sms): UK numbers of Ofcom's range
 * for drama, 07700 900000-900999, never a real subscriber. Personal and business per brand.
 */
export const demoPhone = (kind: 'personal' | 'business', brandIndex: number) =>
  `+447700900${String((kind === 'personal' ? 100 : 300) + brandIndex).padStart(3, '0')}`;

export const demoEmail = (kind: 'personal' | 'business' | 'otp' | 'multi' | 'newcomer', brand: string) =>
  `${kind}@${brand}.example`;

/**
 * In every brand: a personal and a business customer with USD and EUR accounts holding
 * money, a personal customer who signs in with a TOTP code, and a personal customer who also
 * holds full rights on the company (multi@: two customers to choose from). Runs once: returns how many
 * brands it seeded (0 when the data is already there).
 */
export async function seedDemo(db: Db, brandsDir: string): Promise<number> {
  const brands = readdirSync(brandsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let seeded = 0;
  for (const [index, brand] of brands.entries()) {
    const done = await db.query('SELECT 1 FROM users WHERE lower(email) = $1', [demoEmail('personal', brand)]);
    if (done.rows.length) continue;
    await db.transaction(async (tx) => {
      await demoCustomer(tx, {
        brand,
        kind: 0,
        email: demoEmail('personal', brand),
        firstName: 'Alex',
        lastName: 'Demo',
        businessName: null,
        passwordHash,
        totp: null,
        phone: demoPhone('personal', index),
      });
      const company = await demoCustomer(tx, {
        brand,
        kind: 2,
        email: demoEmail('business', brand),
        firstName: 'Sam',
        lastName: 'Owner',
        businessName: `${brand} Demo Ltd`,
        passwordHash,
        totp: null,
        phone: demoPhone('business', index),
      });
      // Spec 1 §6: a user with several customers picks one; Mia also works for the company.
      const mia = await demoCustomer(tx, {
        brand,
        kind: 0,
        email: demoEmail('multi', brand),
        firstName: 'Mia',
        lastName: 'Multi',
        businessName: null,
        passwordHash,
        totp: null,
      });
      await tx.query(
        `INSERT INTO customer_access (user_id, customer_id, access_rights, is_primary) VALUES ($1, $2, 2, false)`,
        [mia.userId, company.customerId],
      );
      await demoCustomer(tx, {
        brand,
        kind: 0,
        email: demoEmail('otp', brand),
        firstName: 'Olga',
        lastName: 'Otp',
        businessName: null,
        passwordHash,
        totp: DEMO_TOTP_SECRET,
      });
      // Issue 21: everyone above is verified; Nina is not, so a newcomer can try the KYC journey.
      await demoCustomer(tx, { ...NEWCOMER, brand, email: demoEmail('newcomer', brand), passwordHash });
    });
    seeded++;
  }
  // Issue 26: the business demo company's structure, representatives and users (1, 3, 5).
  await seedDemoCompany(db, brandsDir, passwordHash);
  return seeded;
}

/** The demo customer left unverified in every brand (newcomer@<brand>.example). */
const NEWCOMER = {
  kind: 0,
  firstName: 'Nina',
  lastName: 'Newcomer',
  businessName: null,
  totp: null,
  unverified: true,
} as const;

interface DemoCustomer {
  brand: string;
  kind: 0 | 2;
  email: string;
  firstName: string;
  lastName: string;
  businessName: string | null;
  passwordHash: string;
  totp: string | null;
  phone?: string;
  /** Left unverified (KYC to do); every other demo customer is seeded verified. */
  unverified?: boolean;
}

async function demoCustomer(tx: Queryable, c: DemoCustomer): Promise<{ customerId: string; userId: string }> {
  const customerId = newId();
  const userId = newId();
  await tx.query(
    `INSERT INTO customers (id, kind, brand, first_name, last_name, business_name, residence_country_code, category) VALUES ($1, $2, $3, $4, $5, $6, 'GB', 'others')`,
    [customerId, c.kind, c.brand, c.firstName, c.lastName, c.businessName],
  );
  await tx.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, status, brand, totp_secret, two_step_login, activated_at)
     VALUES ($1, $2, $3, $4, $5, 'active', $6, $7, CASE WHEN $7::text IS NULL THEN 'no' ELSE 'otp' END, now())`,
    [userId, c.email, c.passwordHash, c.firstName, c.lastName, c.brand, c.totp],
  );
  await tx.query(
    `INSERT INTO customer_access (user_id, customer_id, access_rights, is_primary) VALUES ($1, $2, 2, true)`,
    [userId, customerId],
  );
  if (c.phone) await insertPrimaryPhone(tx, userId, c.phone);
  if (!c.unverified) await markVerifiedForTests(tx, customerId);
  for (const [currency, type, amountMinor] of FUNDING) {
    const opened = await openAccount(tx, { customerId, currency, type });
    if (!opened.ok) throw new Error(`demo account: ${opened.error}`);
    const source = await systemAccount(tx, SYSTEM_ACCOUNT_CODES.world, currency);
    const posted = await postTransaction(tx, {
      idempotencyScope: 'demo-seed',
      idempotencyKey: `${customerId}:${currency}:${type}`,
      type: 'deposit',
      moves: [{ fromAccountId: source.accountId, toAccountId: opened.value.accountId, amountMinor }],
      description: 'Welcome deposit',
    });
    if (!posted.ok) throw new Error(`demo deposit: ${posted.error}`);
  }
  return { customerId, userId };
}
