import { invoiceReject } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { invoiceOfParty, settleInvoice } from '../invoices/invoices.ts';
import { tellOtherParty } from '../invoices/parties.ts';
import type { MoneyDeps } from '../module.ts';

/**
 * The payer declines an unpaid invoice, with an optional note (spec 2 §4). Decided under the
 * row's lock, so a rejection racing a payment loses or wins whole; the issuer's users are told
 * (invoiceRejected). The issuer cannot reject its own invoice; a decided one is refused.
 */
export const invoiceRejectOp = (deps: MoneyDeps) =>
  operation(invoiceReject, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    await deps.db.transaction(async (tx) => {
      const row = await invoiceOfParty(tx, caller.customerId, input.invoiceId, true);
      if (row.payer_customer_id !== caller.customerId) throw fieldError('invoiceId', 'invoiceOnlyPayer');
      const rejected = await settleInvoice(tx, row.id, { status: 'rejected', note: input.note ?? null });
      if (!rejected) throw fieldError('invoiceId', 'invoiceNotPayable');
      await tellOtherParty(tx, deps, rejected, 'invoiceRejected');
    });
    return {};
  });
