import { kycCustomerPersonalInfoUpdate } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { KycDeps } from '../module.ts';
import { lockKyc } from '../status.ts';

/** Youngest customer (our choice): 18 years. */
const MIN_AGE_YEARS = 18;

function oldEnough(birthDay: string, today = new Date()): boolean {
  const limit = new Date(Date.UTC(today.getUTCFullYear() - MIN_AGE_YEARS, today.getUTCMonth(), today.getUTCDate()));
  return birthDay <= limit.toISOString().slice(0, 10) && birthDay >= '1900-01-01';
}

/**
 * The customer's personal data given again (profile update, spec 1 §2 start page step 2): names,
 * birth day and countries. Submits an open KYC request and lifts isNeedPersonalInfoUpdate.
 */
export const kycCustomerPersonalInfoUpdateOp = (deps: KycDeps) =>
  operation(kycCustomerPersonalInfoUpdate, async (ctx, input) => {
    const { customerId } = customerOf(ctx.caller);
    if (!oldEnough(input.birthDay)) throw fieldError('birthDay', 'birthDayInvalid');
    await deps.db.transaction(async (tx) => {
      await lockKyc(tx, customerId);
      await tx.query(`UPDATE customers SET first_name = $2, last_name = $3 WHERE id = $1`, [
        customerId,
        input.firstName,
        input.lastName,
      ]);
      // A personal customer's name is its own user's name too (customerInfoGet shows the user's).
      await tx.query(
        `UPDATE users u SET first_name = $2, last_name = $3 FROM customer_access a, customers c
          WHERE a.customer_id = $1 AND a.is_primary AND u.id = a.user_id AND c.id = a.customer_id AND c.kind = 0`,
        [customerId, input.firstName, input.lastName],
      );
      await tx.query(
        `UPDATE customer_kyc SET middle_name = $2, birth_day = $3, birth_country_code = $4, citizenship_country_code = $5,
                need_personal_info_update = false, updated_at = now() WHERE customer_id = $1`,
        [customerId, input.middleName || null, input.birthDay, input.birthCountryCode, input.citizenshipCountryCode],
      );
      await tx.query(`UPDATE kyc_requests SET status = 'submitted' WHERE customer_id = $1 AND status = 'open'`, [
        customerId,
      ]);
    });
    return {};
  });
