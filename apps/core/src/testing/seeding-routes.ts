import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_TYPES, CURRENCY_CODES } from '@openportal/contract';
import type { Db, Queryable } from '@openportal/db';
import { openAccount, postTransaction, systemAccount, SYSTEM_ACCOUNT_CODES } from '@openportal/ledger';
import { hashPassword, insertPrimaryPhone } from '../identity/index.ts';
import { markVerifiedForTests, seedExpiredDocumentForTests } from '../kyc/index.ts';
import { AppError } from '../platform/app-error.ts';
import type { BrandContext } from '../platform/brand-context.ts';
import { newId, randomToken } from '../platform/crypto.ts';
import { authenticateInternal } from '../platform/access/credentials.ts';
import { parseWith } from '../platform/parse.ts';

/** The test-only route: one fresh, active customer per test, with funded accounts. */
export const SEEDING_PATH = '/testing/customers';

const ZSeedCustomer = z.strictObject({
  brand: z.string().min(1).max(32),
  kind: z.enum(['personal', 'business']).default('personal'),
  accounts: z
    .array(z.strictObject({ currency: z.enum(CURRENCY_CODES), balanceMinor: z.string().regex(/^[0-9]{1,15}$/) }))
    .max(10)
    .default([]),
  /** A confirmed primary phone (E.164) for SMS codes. */
  phone: z
    .string()
    .regex(/^\+[1-9][0-9]{6,14}$/)
    .optional(),
  /** The brand's terms as accepted in an older version: the next sign-in asks for them (TE). */
  termsToAccept: z.boolean().default(false),
  /** Also full rights on a second customer, a business ('Second Co', one empty GBP account), verified as the first. */
  secondCustomer: z.boolean().default(false),
  /** An administrator (users.is_admin): the portal's start page is the admin overview. */
  admin: z.boolean().default(false),
  /**
   * Verified and tax self-certified (the default: most tests move money or open screens the KYC
   * guard would block); false: a new, unverified customer, as registration leaves one.
   */
  verified: z.boolean().default(true),
  /** The user's approval mode for payments (users.two_step_transaction); sms needs `phone`. */
  transactionMode: z.enum(['sms', 'code']).optional(),
  /**
   * A user of an existing customer (a company's initiator, rights 3, or another full user)
   * instead of a new customer: no customer, accounts or KYC of their own are made.
   */
  memberOf: z.strictObject({ customerId: z.string().min(1).max(64), accessRights: z.int().min(1).max(5) }).optional(),
  /** A passport that expired yesterday and the "expired documents" limit reason it opened (the expiry job's result). */
  expiredDocument: z.boolean().default(false),
  /** The due-diligence level a reviewer asked for (1 or 4: the kyc page shows its form); needs verified. */
  dueDiligenceLevel: z.union([z.literal(1), z.literal(4)]).optional(),
});

type TSeedInput = z.infer<typeof ZSeedCustomer>;

/**
 * POST /testing/customers: for test runs only (registered when TEST_SEEDING is on, and this
 * folder is left out of production images). Guarded by the internal secret as well. Each test
 * seeds its own customer instead of sharing demo data, so tests can run in any order.
 */
export function registerSeedingRoutes(
  app: FastifyInstance,
  deps: { db: Db; brandContext: BrandContext; internalSecret: string },
) {
  app.post(SEEDING_PATH, async (req) => {
    authenticateInternal(req, deps.internalSecret);
    const input = parseWith(ZSeedCustomer, req.body ?? {});
    if (!deps.brandContext.brands.has(input.brand)) throw new AppError('TA1', 'unknownBrand');
    const email = `t-${newId().slice(0, 12)}@${input.brand}.test`;
    const password = `Pw-${randomToken(12)}-1`;
    const customerId = newId();
    const userId = newId();
    const passwordHash = await hashPassword(password);
    const accountIds = await deps.db.transaction(async (tx) => {
      await insertUser(tx, input, {
        userId,
        email,
        passwordHash,
        customerId: input.memberOf?.customerId ?? customerId,
      });
      if (input.memberOf) return [];
      await tx.query(
        `INSERT INTO customers (id, kind, brand, first_name, last_name, business_name, residence_country_code, category)
         VALUES ($1, $2, $3, 'Test', 'Customer', $4, 'GB', 'others')`,
        [customerId, input.kind === 'personal' ? 0 : 2, input.brand, input.kind === 'business' ? 'Test Co' : null],
      );
      await tx.query(
        `INSERT INTO customer_access (user_id, customer_id, access_rights, is_primary) VALUES ($1, $2, 2, true)`,
        [userId, customerId],
      );
      if (input.verified) await markVerifiedForTests(tx, customerId);
      if (input.expiredDocument) await seedExpiredDocumentForTests(tx, customerId, userId);
      if (input.dueDiligenceLevel && input.verified)
        await tx.query(`UPDATE customer_kyc SET due_diligence_level = $2 WHERE customer_id = $1`, [
          customerId,
          input.dueDiligenceLevel,
        ]);
      if (input.secondCustomer) await seedSecondCustomer(tx, input.brand, userId, input.verified);
      if (input.termsToAccept)
        for (const term of deps.brandContext.manifest(input.brand).terms)
          await tx.query(`INSERT INTO terms_acceptances (user_id, term_id, version) VALUES ($1, $2, '0')`, [
            userId,
            term.id,
          ]);
      return fundAccounts(tx, customerId, input.accounts);
    });
    return {
      responseCode: '00',
      email,
      password,
      customerId: input.memberOf?.customerId ?? customerId,
      userId,
      accountIds,
    };
  });
}

async function seedSecondCustomer(tx: Queryable, brand: string, userId: string, verified: boolean) {
  const id = newId();
  await tx.query(
    `INSERT INTO customers (id, kind, brand, first_name, last_name, business_name, residence_country_code, category)
     VALUES ($1, 2, $2, 'Test', 'Customer', 'Second Co', 'GB', 'others')`,
    [id, brand],
  );
  await tx.query(
    `INSERT INTO customer_access (user_id, customer_id, access_rights, is_primary) VALUES ($1, $2, 2, false)`,
    [userId, id],
  );
  if (verified) await markVerifiedForTests(tx, id);
  const opened = await openAccount(tx, { customerId: id, currency: 'GBP', type: ACCOUNT_TYPES.payment });
  if (!opened.ok) throw new Error(opened.error);
}

/** The user row, its phone and payment approval mode; a member gets its access on the existing customer. */
async function insertUser(
  tx: Queryable,
  input: TSeedInput,
  u: { userId: string; email: string; passwordHash: string; customerId: string },
) {
  await tx.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, status, brand, activated_at, is_admin)
     VALUES ($1, $2, $3, 'Test', 'Customer', 'active', $4, now(), $5)`,
    [u.userId, u.email, u.passwordHash, input.brand, input.admin],
  );
  if (input.phone) await insertPrimaryPhone(tx, u.userId, input.phone);
  if (input.transactionMode)
    await tx.query('UPDATE users SET two_step_transaction = $2 WHERE id = $1', [u.userId, input.transactionMode]);
  if (!input.memberOf) return;
  const found = await tx.query('SELECT 1 FROM customers WHERE id = $1 AND brand = $2', [u.customerId, input.brand]);
  if (found.rows.length === 0) throw new Error('memberOf: no such customer in this brand');
  await tx.query(
    `INSERT INTO customer_access (user_id, customer_id, access_rights, is_primary) VALUES ($1, $2, $3, true)`,
    [u.userId, u.customerId, input.memberOf.accessRights],
  );
}

/** One payment account per entry, each funded from the world account (a deposit) unless zero. */
async function fundAccounts(tx: Queryable, customerId: string, accounts: TSeedInput['accounts']): Promise<number[]> {
  const ids: number[] = [];
  for (const a of accounts) {
    const opened = await openAccount(tx, { customerId, currency: a.currency, type: ACCOUNT_TYPES.payment });
    if (!opened.ok) throw new Error(opened.error);
    ids.push(Number(opened.value.accountId));
    if (BigInt(a.balanceMinor) === 0n) continue;
    const world = await systemAccount(tx, SYSTEM_ACCOUNT_CODES.world, a.currency);
    const posted = await postTransaction(tx, {
      idempotencyScope: 'test-seed',
      idempotencyKey: `${customerId}:${ids.length}`,
      type: 'deposit',
      moves: [
        { fromAccountId: world.accountId, toAccountId: opened.value.accountId, amountMinor: BigInt(a.balanceMinor) },
      ],
      description: 'Test deposit',
    });
    if (!posted.ok) throw new Error(posted.error);
  }
  return ids;
}
