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
