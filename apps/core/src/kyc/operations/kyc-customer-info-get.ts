import { kycCustomerInfoGet } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { isoDay } from '../documents.ts';
import type { KycDeps } from '../module.ts';
import { kycRow } from '../status.ts';

/** The customer's KYC facts (spec 1 §7 kycCustomerInfoGet → CustomerInfo): names, birth, occupation, funds, answers. */
export const kycCustomerInfoGetOp = (deps: KycDeps) =>
  operation(kycCustomerInfoGet, async (ctx) => {
    const { customerId } = customerOf(ctx.caller);
    const [k, c] = await Promise.all([
      kycRow(deps.db, customerId),
      deps.db.query<{ first_name: string | null; last_name: string | null }>(
        `SELECT first_name, last_name FROM customers WHERE id = $1`,
        [customerId],
      ),
    ]);
    return {
      CustomerInfo: {
        firstName: c.rows[0]?.first_name ?? '',
        lastName: c.rows[0]?.last_name ?? '',
        middleName: k.middle_name,
        birthDay: isoDay(k.birth_day),
        birthCountryCode: k.birth_country_code,
        citizenshipCountryCode: k.citizenship_country_code,
        occupationId: k.occupation_id,
        sourceOfFundsIds: k.source_of_funds_ids,
        purposeOfAccountIds: k.purpose_of_account_ids,
        estimatedMonthlyDepositId: k.estimated_monthly_deposit_id,
        answers: k.answers,
      },
    };
  });
