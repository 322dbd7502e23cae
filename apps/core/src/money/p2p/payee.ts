import type { TCurrencyCode } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { listCustomerAccounts, type TAccountWithBalance } from '@openportal/ledger';
import { fieldError } from '../../platform/app-error.ts';
import type { CustomerCaller as Caller } from '../../platform/caller.ts';
import type { TErrorMessageKey } from '@openportal/contract';
import {
  accountIn,
  customerNamesOf,
  payeeUsersByEmails,
  primaryCustomerOf,
  userByEmail,
  type TCustomerName,
} from '../../users/index.ts';
import type { TPayee } from '../payees.ts';

/** A checked payee: who they are (for the payer's screen) and the account the money goes to. */
export interface TCheckedPayee {
  userId: string;
  customerId: string;
  email: string;
  /** Their name as the payer may see it, masked as banks do ("Jane D."); null when unknown. */
  maskedName: string | null;
}

/**
 * A payee's name as a payer sees it before paying (verification of payee): a person's first
 * name and the initial of the last ("Jane D."), a business's own name in full; null when the
 * customer has no name on file.
 */
export function maskedNameOf(n: TCustomerName | undefined): string | null {
  if (!n) return null;
  if (n.kind !== 0 && n.businessName) return n.businessName;
  const first = n.firstName?.trim();
  const last = n.lastName?.trim();
  if (first && last) return `${first} ${last[0]!.toUpperCase()}.`;
  return first || (last ? `${last[0]!.toUpperCase()}.` : null);
}

/** A name in full (the payer as their payee's notice names them); null when none on file. */
export function fullNameOf(n: TCustomerName | undefined): string | null {
  if (!n) return null;
  if (n.kind !== 0 && n.businessName) return n.businessName;
  const name = [n.firstName?.trim(), n.lastName?.trim()].filter(Boolean).join(' ');
  return name || null;
}

/** The payer as the payee's "money received" names them: their name, else their e-mail. */
export async function payerLabelOf(q: Queryable, caller: Caller): Promise<string> {
  const [name] = await customerNamesOf(q, [caller.customerId]);
  return fullNameOf(name) ?? caller.email;
}

/** The e-mails on the customer's payout blacklist for p2p (block type p2p or all), lower case. */
export async function blacklistedOf(q: Queryable, customerId: string, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const r = await q.query<{ email: string }>(
    `SELECT email FROM payout_blacklist
      WHERE customer_id = $1 AND email = ANY($2::text[]) AND block_type IN ('p2p', 'all')`,
    [customerId, [...new Set(emails.map((e) => e.toLowerCase()))]],
  );
  return new Set(r.rows.map((row) => row.email));
}

/**
 * Whom an e-mail pays, as checkPayee answers it: the brand's active user with that e-mail and the
 * customer they act for (undefined: nobody; money is never sent into limbo). Paying oneself (the
 * caller's own e-mail, or the customer the caller acts for) is refused.
 */
export async function checkedPayee(
  q: Queryable,
  caller: Caller,
  email: string,
  field: string,
): Promise<TCheckedPayee | undefined> {
  const user = await userByEmail(q, caller.brand, email);
  if (!user || user.status !== 'active') return undefined;
  const customerId = await primaryCustomerOf(q, user.id);
  if (!customerId) return undefined;
  if (user.id === caller.userId || customerId === caller.customerId) throw fieldError(field, 'payeeIsSelf');
  const [name] = await customerNamesOf(q, [customerId]);
  return { userId: user.id, customerId, email: user.email.toLowerCase(), maskedName: maskedNameOf(name) };
}

/** What one query tells of a payment's payee and payer (the hot path of transferP2p). */
export interface TPayeeRow {
  userId: string;
  email: string;
  customerId: string | null;
  payee: TCustomerName | null;
  payer: TCustomerName | null;
  blacklisted: boolean;
  /** Their first open account in the currency (when the query was given one), else null. */
  accountId: string | null;
}

const nameJson = (alias: string) =>
  `json_build_object('customerId', ${alias}.id, 'kind', ${alias}.kind, 'firstName', ${alias}.first_name,
     'lastName', ${alias}.last_name, 'businessName', ${alias}.business_name)`;

/**
 * The SQL of the payee row, its parameters at these positions (brand, e-mail, the payer's
 * customer, the currency; currency 0: no account looked up): the brand's active user with that
 * e-mail, the customer they act for by default and its name, whether the e-mail is on the
 * payer's payout blacklist, the payer's name, and the payee's first open account in the currency.
 */
export function PAYEE_ROW_SQL(brand: number, email: number, payer: number, currency: number): string {
  const account =
    currency === 0
      ? 'NULL::text'
      : `(SELECT x.id::text FROM ledger_accounts x LEFT JOIN ledger_balances xb ON xb.account_id = x.id
           WHERE x.customer_id = a.customer_id AND x.currency = $${currency} AND coalesce(xb.status, 'active') <> 'closed'
           ORDER BY x.id LIMIT 1)`;
  return `SELECT u.id AS "userId", lower(u.email) AS email, a.customer_id AS "customerId",
            CASE WHEN c.id IS NULL THEN NULL ELSE ${nameJson('c')} END AS payee,
            (SELECT ${nameJson('p')} FROM customers p WHERE p.id = $${payer}) AS payer,
            EXISTS (SELECT 1 FROM payout_blacklist b WHERE b.customer_id = $${payer} AND b.email = lower(u.email)
                      AND b.block_type IN ('p2p', 'all')) AS blacklisted,
            ${account} AS "accountId"
       FROM users u
       LEFT JOIN LATERAL (SELECT customer_id FROM customer_access
                           WHERE user_id = u.id AND access_rights > 0
                           ORDER BY is_primary DESC, customer_id LIMIT 1) a ON true
       LEFT JOIN customers c ON c.id = a.customer_id
      WHERE u.brand = $${brand} AND lower(u.email) = lower($${email}) AND u.status = 'active'`;
}

/**
 * The payee of a payee row, checked. Refused, on `field`: unknown e-mail (`payeeNotFound`),
 * oneself (`payeeIsSelf`), an e-mail on the payer's payout blacklist (`payeeBlacklisted`).
 */
export function checkPayeeRow(row: TPayeeRow | undefined, caller: Caller, field: string): TPayee {
  if (!row?.customerId) throw fieldError(field, 'payeeNotFound');
  if (row.userId === caller.userId || row.customerId === caller.customerId) throw fieldError(field, 'payeeIsSelf');
  if (row.blacklisted) throw fieldError(field, 'payeeBlacklisted');
  const payerLabel = fullNameOf(row.payer ?? undefined) ?? caller.email;
  return { customerId: row.customerId, email: row.email, payerLabel, brand: caller.brand };
}

/**
 * The payee of one p2p payment and the account the money goes to (their open account in the
 * payment's currency). Refused, on `field`: as `checkPayeeRow`, and no account in the currency
 * (`payeeCannotReceive`). Two queries: the payee row, their accounts. (transferP2p reads all of
 * it with its own account in one statement: `payment-read.ts`.)
 */
export async function payeeOf(
  q: Queryable,
  caller: Caller,
  email: string,
  currency: TCurrencyCode,
  field = 'toEmail',
): Promise<{ payee: TPayee; account: TAccountWithBalance }> {
  const row = (await q.query<TPayeeRow>(PAYEE_ROW_SQL(1, 2, 3, 0), [caller.brand, email, caller.customerId])).rows[0];
  const payee = checkPayeeRow(row, caller, field);
  const account = await accountIn(q, payee.customerId, currency);
  if (!account || account.status !== 'active') throw fieldError(field, 'payeeCannotReceive');
  return { payee, account };
}

/** A batch's payee of one e-mail: where the money goes, or why it cannot go there. */
export type TBatchPayee =
  { ok: true; customerId: string; account: TAccountWithBalance } | { ok: false; error: TErrorMessageKey };

/**
 * The payees of many e-mails at once (a mass payment), with the same refusals as `payeeOf`:
 * one query for the users, one for the blacklist, one account list per distinct payee
 * customer. Keyed by lower-case e-mail.
 */
export async function batchPayeesOf(
  q: Queryable,
  caller: Caller,
  emails: readonly string[],
  currency: TCurrencyCode,
): Promise<Map<string, TBatchPayee>> {
  const lower = [...new Set(emails.map((e) => e.toLowerCase()))];
  const [users, blacklisted] = await Promise.all([
    payeeUsersByEmails(q, caller.brand, lower),
    blacklistedOf(q, caller.customerId, lower),
  ]);
  const accounts = new Map<string, TAccountWithBalance | undefined>();
  for (const customerId of new Set([...users.values()].map((u) => u.customerId))) {
    const held = await listCustomerAccounts(q, customerId);
    accounts.set(
      customerId,
      held.find((a) => a.currency === currency && a.status === 'active'),
    );
  }
  const answers = new Map<string, TBatchPayee>();
  for (const email of lower) {
    const user = users.get(email);
    const fail = (error: TErrorMessageKey) => answers.set(email, { ok: false, error });
    if (!user) fail('payeeNotFound');
    else if (user.userId === caller.userId || user.customerId === caller.customerId) fail('payeeIsSelf');
    else if (blacklisted.has(email)) fail('payeeBlacklisted');
    else {
      const account = accounts.get(user.customerId);
      if (!account) fail('payeeCannotReceive');
      else answers.set(email, { ok: true, customerId: user.customerId, account });
    }
  }
  return answers;
}
