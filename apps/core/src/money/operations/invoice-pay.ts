import { formatMinor, invoicePay } from '@openportal/contract';
import { listCustomerAccounts, transactionIdOfKey } from '@openportal/ledger';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { submitMovement } from '../between-accounts.ts';
import { invoicePayment } from '../invoices/invoice-payment.ts';
import { invoiceOfParty } from '../invoices/invoices.ts';
import type { MoneyDeps } from '../module.ts';
import { quote } from '../pricing/quote.ts';

/**
 * The payer pays an unpaid invoice from one of its accounts in the invoice's currency: one
 * ledger movement of type 'invoice' to the issuer's account, priced as a p2p payment (fee rules
 * of kind p2p, paid by the payer on top), its typed reference `invoice_id` naming the invoice.
 * The invoice is locked, checked and marked paid in the movement's own transaction
 * (`invoicePayment`), so paying twice, even at once, pays once; a retry with the same key
 * answers the first payment. The issuer's users hear "invoice paid".
 */
export const invoicePayOp = (deps: MoneyDeps) =>
  operation(invoicePay, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const key = ctx.idempotencyKey!;
    const row = await invoiceOfParty(deps.db, caller.customerId, input.invoiceId);
    if (row.payer_customer_id !== caller.customerId) throw fieldError('invoiceId', 'invoiceOnlyPayer');
    const retry = await transactionIdOfKey(deps.db, caller.customerId, key);
    if (row.status !== 'unpaid' && !retry) throw fieldError('invoiceId', 'invoiceNotPayable');
    const from = (await listCustomerAccounts(deps.db, caller.customerId)).find(
      (a) => Number(a.accountId) === input.accountId && a.status !== 'closed',
    );
    if (!from) throw fieldError('accountId', 'chooseOwnAccount');
    if (from.currency !== row.currency) throw fieldError('accountId', 'currencyMismatch');
    const to = (await listCustomerAccounts(deps.db, row.issuer_customer_id)).find(
      (a) => String(a.accountId) === row.payee_account_id && a.status !== 'closed',
    );
    if (!to) throw fieldError('invoiceId', 'closedAccount');
    const amountMinor = BigInt(row.amount_minor);
    const priced = await quote(deps.db, {
      customerId: caller.customerId,
      kind: 'p2p',
      fromCurrency: from.currency,
      toCurrency: to.currency,
      amountMinor,
    });
    const attachment = invoicePayment(row, {
      payerAccountId: from.accountId,
      payeeAccountId: to.accountId,
      feeMinor: priced.feeMinor,
    });
    const result = await submitMovement(deps, caller, key, {
      lang: ctx.lang,
      kind: 'invoice',
      from,
      to,
      amountMinor,
      quote: priced,
      payee: {
        customerId: row.issuer_customer_id,
        email: row.issuer_email,
        payerLabel: row.payer_name ?? caller.email,
        brand: row.brand,
      },
      references: { invoiceId: row.id },
      attachment,
    });
    return { transactionId: result.transactionId, fee: formatMinor(priced.feeMinor, from.currency), ...result.state };
  });
