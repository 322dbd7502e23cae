import { ERROR_MESSAGES, ZEmail, parseAmount, type TCurrencyCode, type TErrorMessageKey } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { CustomerCaller as Caller } from '../../platform/caller.ts';
import { limitRefusal } from '../pricing/limits.ts';
import { quoteOf, type TTerms } from '../pricing/quote.ts';
import type { TMassRowText } from './mass-parse.ts';
import { batchPayeesOf } from './payee.ts';

/** A row that can be sent, as stored with its batch until the confirm. */
export interface TMassRow {
  row: number;
  email: string;
  amountMinor: string;
  feeMinor: string;
  note: string;
  payeeCustomerId: string;
  payeeAccountId: string;
}

/** A row that cannot: its line, the field and the catalogue message. */
export interface TMassRowError {
  row: number;
  field: string;
  message: string;
}

const bad = (row: number, field: string, key: TErrorMessageKey): TMassRowError => ({
  row,
  field,
  message: ERROR_MESSAGES[key],
});

/**
 * Checks every row of a mass p2p batch from one account: a valid e-mail, an amount above zero
 * in the account's currency (a currency cell must be that one), a payee as a single p2p payment
 * needs one (known, not oneself, not blacklisted, an account in the currency: `batchPayeesOf`,
 * set-based), the fee of each row from the same terms (`quoteOf`), and the limit for one
 * transfer. The daily and monthly limits and the balance are checked by the confirm, in the
 * transaction that moves the money. Answers the good rows and the bad ones with their reasons.
 */
export async function validateMassRows(
  q: Queryable,
  caller: Caller,
  currency: TCurrencyCode,
  terms: TTerms,
  rows: readonly TMassRowText[],
): Promise<{ valid: TMassRow[]; errors: TMassRowError[] }> {
  const errors: TMassRowError[] = [];
  const shaped: Array<{ r: TMassRowText; email: string; minor: bigint }> = [];
  for (const r of rows) {
    const email = ZEmail.safeParse(r.email);
    if (!email.success) {
      errors.push({
        row: r.row,
        field: 'email',
        message: email.error.issues[0]?.message ?? ERROR_MESSAGES.invalidParams,
      });
      continue;
    }
    if (r.currency !== '' && r.currency !== currency) {
      errors.push(bad(r.row, 'currency', 'currencyMismatch'));
      continue;
    }
    const amount = parseAmount(r.amount, currency);
    if (!amount.ok || amount.minor <= 0n) {
      errors.push(bad(r.row, 'amount', 'invalidAmount'));
      continue;
    }
    shaped.push({ r, email: email.data.toLowerCase(), minor: amount.minor });
  }
  const payees = await batchPayeesOf(
    q,
    caller,
    shaped.map((s) => s.email),
    currency,
  );
  const valid: TMassRow[] = [];
  for (const { r, email, minor } of shaped) {
    const payee = payees.get(email)!;
    if (!payee.ok) {
      errors.push(bad(r.row, 'email', payee.error));
      continue;
    }
    const single = limitRefusal(terms.rule.limits, { dayMinor: 0n, monthMinor: 0n }, minor);
    if (single === 'limitSingleExceeded') {
      errors.push(bad(r.row, 'amount', single));
      continue;
    }
    valid.push({
      row: r.row,
      email,
      amountMinor: minor.toString(),
      feeMinor: quoteOf(terms, minor).feeMinor.toString(),
      note: r.note.slice(0, 500),
      payeeCustomerId: payee.customerId,
      payeeAccountId: payee.account.accountId.toString(),
    });
  }
  errors.sort((a, b) => a.row - b.row);
  return { valid, errors };
}
