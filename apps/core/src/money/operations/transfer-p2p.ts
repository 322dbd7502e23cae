import { formatMinor, parseAmount, transferP2p } from '@openportal/contract';
import { AppError, fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { submitMovement } from '../between-accounts.ts';
import type { MoneyDeps } from '../module.ts';
import { p2pReadOf } from '../p2p/payment-read.ts';
import { quoteOf } from '../pricing/quote.ts';
import { scheduleTermsOf } from '../schedules/schedules.ts';

/**
 * A payment to another customer by e-mail (spec 2 §7 p2p), once per idempotency key: the payee
 * checked (known, not oneself, not on the payer's payout blacklist, an account in the
 * currency), priced by its quote (fee rules of kind p2p, the limits, checked in the write's
 * transaction), through the same money writes and approval decision as a transfer between
 * own accounts (`submitMovement`); the answer says `completed` or `pending` (`trxid`,
 * `approveMode`, `checker`) as that transfer's does. The payee hears "money received". With the subscription
 * fields it repeats (a preapproved p2p payment, `schedules/`). Ours: invoiceId, couponCode,
 * templateName, fromEmailId and platform are accepted and not used (invoices are paid by
 * invoicePay); `reference` is the movement's external reference.
 */
export const transferP2pOp = (deps: MoneyDeps) =>
  operation(transferP2p, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const terms = scheduleTermsOf(input);
    // The payer's account, the fee rule, the payee and their account in one statement; then the write.
    const read = await p2pReadOf(deps.db, caller, {
      accountId: input.accountId,
      currency: input.currency,
      toEmail: input.toEmail,
      field: 'accountId',
    });
    const { from, rule } = read;
    if (from.currency !== input.currency) throw fieldError('currency', 'currencyMismatch');
    const amount = parseAmount(input.amount, input.currency);
    if (!amount.ok || amount.minor <= 0n) throw fieldError('amount', 'invalidAmount');
    const { payee, account } = read.payee();
    const quote = quoteOf(
      {
        customerId: caller.customerId,
        kind: 'p2p',
        fromCurrency: from.currency,
        toCurrency: from.currency,
        rule,
        fx: null,
      },
      amount.minor,
    );
    // With the subscription fields this is the first payment of a preapproved p2p payment.
    const { accountId, amount: wireAmount, currency, toEmail, note } = input;
    const request = { accountId, amount: wireAmount, currency, toEmail, ...(note ? { note } : {}) };
    const schedule = terms ? { kind: 'transferP2p' as const, request, terms } : undefined;
    const result = await submitMovement(deps, caller, ctx.idempotencyKey!, {
      lang: ctx.lang,
      ...(schedule ? { schedule } : {}),
      kind: 'p2p',
      from,
      to: account,
      amountMinor: amount.minor,
      quote,
      payee,
      approvalThreshold: read.approvalThreshold,
      ...(input.note ? { note: input.note } : {}),
      ...(input.reference ? { references: { externalReference: input.reference } } : {}),
    }).catch((error: unknown) => {
      throw onAmountField(error);
    });
    return {
      transactionId: result.transactionId,
      fee: formatMinor(quote.feeMinor, from.currency),
      link: null,
      ...result.state,
    };
  });

/** The shared write names the amount `toAmount` (transfer between accounts); this call's field is `amount`. */
function onAmountField(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.validationErrors) return error;
  const errors = error.validationErrors.map((e) => (e.field === 'toAmount' ? { ...e, field: 'amount' } : e));
  return new AppError(error.code, error.messageKey ?? error.message, {
    validationErrors: errors,
    httpStatus: error.httpStatus,
  });
}
