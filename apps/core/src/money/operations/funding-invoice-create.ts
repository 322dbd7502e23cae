import { fundingInvoiceCreate, parseAmount } from '@openportal/contract';
import { listCustomerAccounts } from '@openportal/ledger';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { once } from '../../platform/idempotency.ts';
import { operation } from '../../platform/operation.ts';
import { withFundingPdf } from '../invoices/funding.ts';
import { customerName, insertInvoice, invoiceOf, invoiceOfParty } from '../invoices/invoices.ts';
import { pdfUrl } from '../invoices/parties.ts';
import type { MoneyDeps } from '../module.ts';

/**
 * A funding invoice (spec 2 §4): a PDF with the brand's logo that the customer pays from outside
 * (a bank transfer quoting its reference) to put money in its own account: the one given, or its
 * account in the currency. Listed with the invoices it sent; never paid through invoicePay. Once
 * per idempotency key (a retry answers the same invoice, with its PDF made if the first try
 * could not).
 */
export const fundingInvoiceCreateOp = (deps: MoneyDeps) =>
  operation(fundingInvoiceCreate, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const amount = parseAmount(input.amount, input.currency);
    if (!amount.ok) throw fieldError('amount', 'invalidAmount');
    const claim = { scope: caller.customerId, key: ctx.idempotencyKey!, call: 'fundingInvoiceCreate', request: input };
    const { invoiceId } = await once(deps.db, claim, async (tx) => {
      const open = (await listCustomerAccounts(tx, caller.customerId)).filter((a) => a.status !== 'closed');
      const account =
        input.accountId === undefined
          ? open.find((a) => a.currency === input.currency)
          : open.find((a) => Number(a.accountId) === input.accountId);
      if (!account) throw fieldError(input.accountId === undefined ? 'currency' : 'accountId', 'noAccountInCurrency');
      if (account.currency !== input.currency) throw fieldError('currency', 'currencyMismatch');
      const name = await customerName(tx, caller.customerId);
      const row = await insertInvoice(tx, {
        brand: caller.brand,
        issuer: {
          customerId: caller.customerId,
          userId: caller.userId,
          email: caller.email,
          name,
          accountId: account.accountId,
        },
        payer: { customerId: null, email: caller.email, name },
        amountMinor: amount.minor,
        currency: input.currency,
        note: null,
        dueDate: null,
        isFunding: true,
      });
      return { invoiceId: Number(row.id) };
    });
    const row = await invoiceOfParty(deps.db, caller.customerId, invoiceId);
    return { invoice: invoiceOf(await withFundingPdf(deps, row, ctx.lang), pdfUrl) };
  });
