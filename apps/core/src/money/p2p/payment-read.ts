import type { TCurrencyCode } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { customerAccountsWithOther, type TAccountWithBalance } from '@openportal/ledger';
import { fieldError } from '../../platform/app-error.ts';
import type { CustomerCaller as Caller } from '../../platform/caller.ts';
import type { TPayee } from '../payees.ts';
import { ruleOfRow, ruleSql, type TAppliedRule, type TRuleRow } from '../pricing/rules.ts';
import { checkPayeeRow, PAYEE_ROW_SQL, type TPayeeRow } from './payee.ts';

/** What a p2p payment reads before its write: both sides, the price and the payer's threshold. */
export interface TP2pRead {
  /** The payer's open account the request names. */
  from: TAccountWithBalance;
  /** The fee rule of kind p2p in the request's currency. */
  rule: TAppliedRule;
  /** The payee (checked: known, not oneself, not blacklisted) and their account in the currency. */
  payee: () => { payee: TPayee; account: TAccountWithBalance };
  /** The payer's approval threshold in the currency (`approvals/policy.ts`); null: none. */
  approvalThreshold: bigint | null;
}

interface TBeside {
  rule: TRuleRow | null;
  payee: TPayeeRow | null;
  account_id: string | null;
  threshold: string | null;
}

/**
 * Everything a p2p payment reads before its write, in ONE statement (`customerAccountsWithOther`):
 * the payer's account, the fee rule, the payee from the user directory (user by brand + e-mail
 * -> the customer they act for -> their open account in the currency, with the payer's name and
 * blacklist) and the payer's approval threshold in the currency. The payer's account is checked
 * here (chooseOwnAccount on `field`); the payee when the caller asks (`payee()`, after its own
 * checks of currency and amount, the order the refusals have always come in).
 */
export async function p2pReadOf(
  q: Queryable,
  caller: Caller,
  a: { accountId: number; currency: TCurrencyCode; toEmail: string; field: string },
): Promise<TP2pRead> {
  const ids = Number.isSafeInteger(a.accountId) ? [BigInt(a.accountId)] : [];
  const read = await customerAccountsWithOther<TBeside>(q, caller.customerId, ids, {
    // $1 the payer's customer, $3 kind, $4 currency, $5 brand, $6 the payee's e-mail.
    sql: `WITH p AS (${PAYEE_ROW_SQL(5, 6, 1, 4)})
          SELECT (SELECT to_jsonb(r) FROM (${ruleSql(1, 3, 4)}) r) AS rule,
                 (SELECT to_jsonb(p) FROM p LIMIT 1) AS payee,
                 (SELECT p."accountId" FROM p LIMIT 1) AS account_id,
                 (SELECT t.threshold_minor::text FROM approval_thresholds t
                   WHERE t.customer_id = $1 AND t.currency = $4) AS threshold`,
    params: ['p2p', a.currency, caller.brand, a.toEmail],
  });
  const from = read.accounts.find((x) => Number(x.accountId) === a.accountId);
  if (!from || from.status === 'closed') throw fieldError(a.field, 'chooseOwnAccount');
  const beside = read.beside;
  return {
    from,
    rule: ruleOfRow(beside?.rule),
    approvalThreshold: beside?.threshold == null ? null : BigInt(beside.threshold),
    payee: () => {
      const payee = checkPayeeRow(beside?.payee ?? undefined, caller, 'toEmail');
      const account = read.other;
      if (!account || account.status !== 'active') throw fieldError('toEmail', 'payeeCannotReceive');
      return { payee, account };
    },
  };
}
