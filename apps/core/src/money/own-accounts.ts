import type { Queryable } from '@openportal/db';
import type { TCurrencyCode, TTransferKind } from '@openportal/contract';
import { customerAccountsWith, listCustomerAccounts, type TAccountWithBalance } from '@openportal/ledger';
import { fieldError } from '../platform/app-error.ts';
import { ruleOfRow, ruleSql, type TAppliedRule, type TRuleRow } from './pricing/rules.ts';

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
  return pairOf(await listCustomerAccounts(db, customerId), fromId, toId, suffix);
}

/** Ids as the ledger reads them; one that is no safe integer names no account. */
const idsOf = (...ids: number[]) => ids.filter((id) => Number.isSafeInteger(id)).map((id) => BigInt(id));

function pairOf(
  accounts: readonly TAccountWithBalance[],
  fromId: number,
  toId: number,
  suffix: '' | 'Id',
): [TAccountWithBalance, TAccountWithBalance] {
  const from = accounts.find((a) => Number(a.accountId) === fromId);
  const to = accounts.find((a) => Number(a.accountId) === toId);
  if (!from || from.status === 'closed') throw fieldError(`fromAccount${suffix}`, 'chooseOwnAccount');
  if (!to || to.status === 'closed') throw fieldError(`toAccount${suffix}`, 'chooseOwnAccount');
  return [from, to];
}

/**
 * `ownPair` and the fee rule of `kind` in `currency` (the payer's, as the request names it) in
 * ONE statement: the only read before a transfer's write (its price follows from the rule;
 * `pricing/quote.ts` `termsWithRule`).
 */
export async function ownPairPriced(
  db: Queryable,
  a: { customerId: string; fromId: number; toId: number; kind: TTransferKind; currency: TCurrencyCode },
): Promise<{ from: TAccountWithBalance; to: TAccountWithBalance; rule: TAppliedRule }> {
  const read = await customerAccountsWith<TRuleRow>(db, a.customerId, idsOf(a.fromId, a.toId), {
    sql: ruleSql(1, 3, 4),
    params: [a.kind, a.currency],
  });
  const [from, to] = pairOf(read.accounts, a.fromId, a.toId, '');
  return { from, to, rule: ruleOfRow(read.beside) };
}

/**
 * One of the customer's open accounts and the fee rule of `kind` in `currency` in ONE
 * statement (a p2p payment's payer side), else chooseOwnAccount on `field`.
 */
export async function ownAccountPriced(
  db: Queryable,
  a: { customerId: string; accountId: number; kind: TTransferKind; currency: TCurrencyCode; field: string },
): Promise<{ account: TAccountWithBalance; rule: TAppliedRule }> {
  const read = await customerAccountsWith<TRuleRow>(db, a.customerId, idsOf(a.accountId), {
    sql: ruleSql(1, 3, 4),
    params: [a.kind, a.currency],
  });
  const account = read.accounts.find((x) => Number(x.accountId) === a.accountId);
  if (!account || account.status === 'closed') throw fieldError(a.field, 'chooseOwnAccount');
  return { account, rule: ruleOfRow(read.beside) };
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
