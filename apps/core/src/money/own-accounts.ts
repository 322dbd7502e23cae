import type { Queryable } from '@openportal/db';
import { listCustomerAccounts, type TAccountWithBalance } from '@openportal/ledger';
import { fieldError } from '../platform/app-error.ts';

/**
 * Both accounts must be the acting customer's own and open. Field names follow the call:
 * `fromAccount`/`toAccount`, or with `suffix` 'Id' `fromAccountId`/`toAccountId`.
 */
export async function ownPair(
  db: Queryable,
  customerId: string,
  fromId: number,
  toId: number,
  suffix: '' | 'Id',
): Promise<[TAccountWithBalance, TAccountWithBalance]> {
  const accounts = await listCustomerAccounts(db, customerId);
  const from = accounts.find((a) => Number(a.accountId) === fromId);
  const to = accounts.find((a) => Number(a.accountId) === toId);
  if (!from || from.status === 'closed') throw fieldError(`fromAccount${suffix}`, 'chooseOwnAccount');
  if (!to || to.status === 'closed') throw fieldError(`toAccount${suffix}`, 'chooseOwnAccount');
  return [from, to];
}

/** One of the acting customer's open accounts, else chooseOwnAccount on `field`. */
export async function ownOpenAccountOf(
  db: Queryable,
  customerId: string,
  accountId: number,
  field: string,
): Promise<TAccountWithBalance> {
  const account = (await listCustomerAccounts(db, customerId)).find((a) => Number(a.accountId) === accountId);
  if (!account || account.status === 'closed') throw fieldError(field, 'chooseOwnAccount');
  return account;
}
