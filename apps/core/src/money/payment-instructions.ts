import { ACCOUNT_TYPES, type TCurrencyCode } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { listCustomerAccounts, type TAccountWithBalance } from '@openportal/ledger';
import { fieldError } from '../platform/app-error.ts';

/**
 * The house's bank details per currency (issue 24: where a customer sends money from outside to
 * fund an account; test data of ours, one bank account of the house per currency). The
 * customer's reference routes the money to their account.
 */
export const HOUSE_BANK_DETAILS: Partial<
  Record<
    TCurrencyCode,
    {
      accountNumber: string;
      bankDetails: {
        address: string;
        city: string;
        zipCode: string;
        countryIsoCode: string;
        bankName: string;
        swift: string;
        branch: string | null;
      };
    }
  >
> = {
  USD: {
    accountNumber: '021000089-4400912200',
    bankDetails: {
      address: '388 Greenwich Street',
      city: 'New York',
      zipCode: '10013',
      countryIsoCode: 'US',
      bankName: 'Test Clearing Bank N.A.',
      swift: 'TCBKUS33',
      branch: null,
    },
  },
  EUR: {
    accountNumber: 'LT601010012345678901',
    bankDetails: {
      address: 'Gedimino pr. 20',
      city: 'Vilnius',
      zipCode: '01103',
      countryIsoCode: 'LT',
      bankName: 'Test Settlement Bank UAB',
      swift: 'TSBKLT2X',
      branch: null,
    },
  },
  GBP: {
    accountNumber: 'GB33TCBK40051512345678',
    bankDetails: {
      address: '1 Churchill Place',
      city: 'London',
      zipCode: 'E14 5HP',
      countryIsoCode: 'GB',
      bankName: 'Test Clearing Bank plc',
      swift: 'TCBKGB2L',
      branch: '40-05-15',
    },
  },
  RON: {
    accountNumber: 'RO49TSBK1B31007593840000',
    bankDetails: {
      address: 'Calea Victoriei 15',
      city: 'Bucharest',
      zipCode: '030023',
      countryIsoCode: 'RO',
      bankName: 'Test Settlement Bank S.A.',
      swift: 'TSBKROBU',
      branch: null,
    },
  },
};

export const instructionIdOf = (currency: TCurrencyCode) => `house-${currency.toLowerCase()}`;
/** The reference a transfer from outside names so it reaches this account. */
export const referenceOf = (accountId: bigint) => `OP${accountId.toString().padStart(9, '0')}`;

/**
 * The accounts instructions are for: the customer's open payment accounts in a currency the house
 * banks in, or only `accountId` (which must be one of the customer's, else chooseOwnAccount).
 */
export async function fundableAccounts(
  q: Queryable,
  customerId: string,
  accountId?: number,
): Promise<TAccountWithBalance[]> {
  const all = await listCustomerAccounts(q, customerId);
  const open = all.filter((a) => a.status !== 'closed');
  if (accountId !== undefined && !open.some((a) => Number(a.accountId) === accountId))
    throw fieldError('accountId', 'chooseOwnAccount');
  return open.filter(
    (a) =>
      (accountId === undefined || Number(a.accountId) === accountId) &&
      a.type === ACCOUNT_TYPES.payment &&
      HOUSE_BANK_DETAILS[a.currency] !== undefined,
  );
}

/** The instruction ids the customer has seen, as `accountId:instructionId`. */
export async function viewedInstructions(q: Queryable, customerId: string): Promise<Set<string>> {
  const r = await q.query<{ account_id: string; instruction_id: string }>(
    'SELECT account_id::text, instruction_id FROM payment_instruction_views WHERE customer_id = $1',
    [customerId],
  );
  return new Set(r.rows.map((v) => `${v.account_id}:${v.instruction_id}`));
}
