import { formatMinor, parseAmount, preapprovedPaymentList, type TCurrencyCode } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { MoneyDeps } from '../module.ts';

interface TScheduleRow {
  id: string;
  kind: 'transferBetweenAccounts' | 'transferP2p';
  /** transferBetweenAccounts' or transferP2p's body (toAmount/toAccount, or amount/toEmail). */
  request: { toAmount?: string; amount?: string; currency: TCurrencyCode; toAccount?: number; toEmail?: string };
  frequency: 'daily' | 'weekly' | 'monthly';
  next_due_at: Date;
  end_date: string | null;
  user_cancel: boolean;
}

/**
 * The acting customer's active preapproved payments (schedules, `schedules/`), oldest first,
 * filtered by type, amount range (in each payment's own currency) and beneficiary e-mail: the
 * payee's for a p2p one; between own accounts the payer's (the signed-in user's e-mail).
 */
export const preapprovedPaymentListOp = (deps: MoneyDeps) =>
  operation(preapprovedPaymentList, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const rows = await deps.db.query<TScheduleRow>(
      `SELECT id::text, kind, request, frequency, next_due_at, to_char(end_date, 'YYYY-MM-DD') AS end_date, user_cancel
         FROM schedules WHERE customer_id = $1 AND status = 'active' ORDER BY id`,
      [caller.customerId],
    );
    const low = input.fromAmount;
    const high = input.toAmount;
    const wanted = input.type === 'p2p' ? 'transferP2p' : input.type ? 'transferBetweenAccounts' : null;
    const email = input.beneficiaryEmail?.toLowerCase();
    const listed = rows.rows.flatMap((row) => {
      const { currency } = row.request;
      if (wanted && row.kind !== wanted) return [];
      if (email && email !== beneficiaryOf(row, caller.email).toLowerCase()) return [];
      const amount = minorOf(row.request.toAmount ?? row.request.amount ?? '', currency) ?? 0n;
      const below = low !== undefined && amount < (minorOf(low, currency) ?? 0n);
      const above = high !== undefined && amount > (minorOf(high, currency) ?? amount);
      return below || above ? [] : [{ row, amount }];
    });
    return {
      payments: listed.map(({ row, amount }) => ({
        id: Number(row.id),
        amount: formatMinor(amount, row.request.currency),
        currencyCode: row.request.currency,
        toAccount: row.kind === 'transferP2p' ? (row.request.toEmail ?? '') : String(row.request.toAccount),
        beneficiaryEmail: beneficiaryOf(row, caller.email),
        type: row.kind === 'transferP2p' ? 'p2p' : 'betweenAccounts',
        frequency: row.frequency,
        nextDate: row.next_due_at.toISOString(),
        endDate: row.end_date,
        userCancel: row.user_cancel,
      })),
    };
  });

/** Whom a schedule pays: the payee's e-mail (p2p), or the payer itself (between own accounts). */
const beneficiaryOf = (row: TScheduleRow, own: string) =>
  row.kind === 'transferP2p' ? (row.request.toEmail ?? '') : own;

function minorOf(text: string, currency: TCurrencyCode): bigint | null {
  const amount = parseAmount(text, currency);
  return amount.ok ? amount.minor : null;
}
