import { ERROR_MESSAGES, type TErrorMessageKey } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import {
  hashPassword,
  issueTokens,
  lockActivation,
  markUserActive,
  sendActivation,
  setPasswordHash,
  spendActivationCodes,
} from '../identity/index.ts';
import { AppError } from '../platform/app-error.ts';
import { newId } from '../platform/crypto.ts';
import type { BusinessDeps } from './module.ts';

const refused = (key: TErrorMessageKey) =>
  new AppError('VF', key, { validationErrors: [{ field: 'activationCode', message: ERROR_MESSAGES[key] }] });

/** The code's pending user, or the refusal (the same for a wrong code and someone else's). */
async function lockPendingCode(tx: Queryable, brand: string, email: string, code: string) {
  const row = await lockActivation(tx, brand, email, code);
  if (!row) throw refused('invalidActivationCode');
  if (row.status === 'active') throw refused('alreadyActivated');
  if (!row.valid || row.status !== 'pending') throw refused('invalidActivationCode');
  return row;
}

/** The company's users still waiting for their link (everyone but the registrant). */
async function pendingUsersOf(tx: Queryable, customerId: string, registrant: string) {
  const r = await tx.query<{ id: string; email: string; first_name: string; brand: string }>(
    `SELECT u.id, u.email, u.first_name, u.brand FROM customer_access a JOIN users u ON u.id = a.user_id
      WHERE a.customer_id = $1 AND u.id <> $2 AND u.status = 'pending' ORDER BY u.created_at, u.id`,
    [customerId, registrant],
  );
  return r.rows;
}

/**
 * businessAccountActivate (action=activationBusiness): the registrant's link activates them and
 * the company; then each of the company's users gets an employee activation link (spec 1 §8:
 * "authorized users will get activation links"). Signs the registrant in. A code that is not a
 * registrant's is refused like a wrong one.
 */
export async function activateBusiness(
  deps: BusinessDeps,
  brand: string,
  input: { email: string; activationCode: string },
  lang: string,
) {
  return deps.db.transaction(async (tx) => {
    const row = await lockPendingCode(tx, brand, input.email, input.activationCode);
    const company = (
      await tx.query<{ customer_id: string }>(
        `UPDATE business_profiles SET status = 'active', activated_at = now()
          WHERE registrant_user_id = $1 AND status = 'pending' RETURNING customer_id`,
        [row.user_id],
      )
    ).rows[0];
    if (!company) throw refused('invalidActivationCode');
    await markUserActive(tx, row.user_id);
    await spendActivationCodes(tx, row.user_id);
    for (const u of await pendingUsersOf(tx, company.customer_id, row.user_id))
      await sendActivation(
        deps,
        tx,
        { userId: u.id, email: u.email, firstName: u.first_name, brand: u.brand },
        lang,
        'activationEmployee',
      );
    return issueTokens(deps, tx, { userId: row.user_id, email: row.email, brand, familyId: newId() });
  });
}

/**
 * employeeAccountActivate (action=activationEmployee): a company's user sets their password
 * with the link and is signed in. Only a user of an activated company (their link is sent at
 * business activation, so this holds unless the data says otherwise).
 */
export async function activateEmployee(
  deps: BusinessDeps,
  brand: string,
  input: { email: string; activationCode: string; password: string },
) {
  const hash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const row = await lockPendingCode(tx, brand, input.email, input.activationCode);
    const company = (
      await tx.query<{ status: string }>(
        `SELECT p.status FROM business_representatives r JOIN business_profiles p ON p.customer_id = r.customer_id
          WHERE r.user_id = $1 AND r.deleted_at IS NULL LIMIT 1`,
        [row.user_id],
      )
    ).rows[0];
    if (!company) throw refused('invalidActivationCode');
    if (company.status !== 'active') throw refused('businessNotActivated');
    await setPasswordHash(tx, row.user_id, hash);
    await markUserActive(tx, row.user_id);
    await spendActivationCodes(tx, row.user_id);
    return issueTokens(deps, tx, { userId: row.user_id, email: row.email, brand, familyId: newId() });
  });
}
