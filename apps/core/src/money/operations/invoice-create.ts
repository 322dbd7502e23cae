import { invoiceCreate, parseAmount } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { once } from '../../platform/idempotency.ts';
import { operation } from '../../platform/operation.ts';
import { accountIn } from '../../users/index.ts';
import { customerName, insertInvoice, invoiceOf } from '../invoices/invoices.ts';
import { payerByEmail, pdfUrl, tellOtherParty } from '../invoices/parties.ts';
import type { MoneyDeps } from '../module.ts';

/**
 * The acting customer asks another customer of the brand, by e-mail, for an amount (spec 2 §4
 * invoice flow): the invoice is unpaid until the payer pays or rejects it. The money will arrive
 * in the issuer's account in the invoice's currency (one is needed). Once per idempotency key;
 * the payer's users are told (invoiceIssued) in the same transaction.
 */
export const invoiceCreateOp = (deps: MoneyDeps) =>
  operation(invoiceCreate, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const amount = parseAmount(input.amount, input.currency);
    if (!amount.ok) throw fieldError('amount', 'invalidAmount');
    const claim = { scope: caller.customerId, key: ctx.idempotencyKey!, call: 'invoiceCreate', request: input };
    const invoice = await once(deps.db, claim, async (tx) => {
      const payer = await payerByEmail(tx, caller, input.toEmail);
      const account = await accountIn(tx, caller.customerId, input.currency);
      if (!account) throw fieldError('currency', 'noAccountInCurrency');
      const row = await insertInvoice(tx, {
        brand: caller.brand,
        issuer: {
          customerId: caller.customerId,
          userId: caller.userId,
          email: caller.email,
          name: await customerName(tx, caller.customerId),
          accountId: account.accountId,
        },
        payer: {
          customerId: payer.customerId,
          email: payer.user.email,
          name: await customerName(tx, payer.customerId),
        },
        amountMinor: amount.minor,
        currency: input.currency,
        note: input.noteBody ?? null,
        dueDate: input.dueDate ?? null,
        isFunding: false,
      });
      await tellOtherParty(tx, deps, row, 'invoiceIssued');
      return invoiceOf(row, pdfUrl);
    });
    return { invoice };
  });
