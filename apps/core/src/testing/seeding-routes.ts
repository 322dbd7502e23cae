import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_TYPES, CURRENCY_CODES } from '@openportal/contract';
import type { Db, Queryable } from '@openportal/db';
import { openAccount, postTransaction, systemAccount, SYSTEM_ACCOUNT_CODES } from '@openportal/ledger';
import { insertPrimaryPhone } from '../identity/data/phones.ts';
import { hashPassword } from '../identity/passwords.ts';
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
  /** Also full rights on a second customer, a business ('Second Co', one empty GBP account). */
  secondCustomer: z.boolean().default(false),
  /** An administrator (users.is_admin): the portal's start page is the admin overview. */
  admin: z.boolean().default(false),
});

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
      await tx.query(
        `INSERT INTO customers (id, kind, brand, first_name, last_name, business_name, residence_country_code, category)
         VALUES ($1, $2, $3, 'Test', 'Customer', $4, 'GB', 'others')`,
        [customerId, input.kind === 'personal' ? 0 : 2, input.brand, input.kind === 'business' ? 'Test Co' : null],
      );
      await tx.query(
        `INSERT INTO users (id, email, password_hash, first_name, last_name, status, brand, activated_at, is_admin)
         VALUES ($1, $2, $3, 'Test', 'Customer', 'active', $4, now(), $5)`,
        [userId, email, passwordHash, input.brand, input.admin],
      );
      await tx.query(
        `INSERT INTO customer_access (user_id, customer_id, access_rights, is_primary) VALUES ($1, $2, 2, true)`,
        [userId, customerId],
      );
      if (input.phone) await insertPrimaryPhone(tx, userId, input.phone);
      if (input.secondCustomer) await seedSecondCustomer(tx, input.brand, userId);
      if (input.termsToAccept)
        for (const term of deps.brandContext.manifest(input.brand).terms)
          await tx.query(`INSERT INTO terms_acceptances (user_id, term_id, version) VALUES ($1, $2, '0')`, [
            userId,
            term.id,
          ]);
      const ids: number[] = [];
      for (const a of input.accounts) {
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
            {
              fromAccountId: world.accountId,
              toAccountId: opened.value.accountId,
              amountMinor: BigInt(a.balanceMinor),
            },
          ],
          description: 'Test deposit',
        });
        if (!posted.ok) throw new Error(posted.error);
      }
      return ids;
    });
    return { responseCode: '00', email, password, customerId, userId, accountIds };
  });
}

async function seedSecondCustomer(tx: Queryable, brand: string, userId: string) {
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
  const opened = await openAccount(tx, { customerId: id, currency: 'GBP', type: ACCOUNT_TYPES.payment });
  if (!opened.ok) throw new Error(opened.error);
}
