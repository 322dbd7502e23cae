import { invoiceSentList } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { listInvoices } from '../invoices/invoice-lists.ts';
import { invoiceOf } from '../invoices/invoices.ts';
import { pdfUrl } from '../invoices/parties.ts';
import type { MoneyDeps } from '../module.ts';

/** The invoices the acting customer issued (funding invoices too), newest first, one page and the total. */
export const invoiceSentListOp = (deps: MoneyDeps) =>
  operation(invoiceSentList, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const page = await listInvoices(deps.db, caller.customerId, 'sent', {
      ...input,
      // The list's one e-mail filter: the payer, the other party.
      counterpartyEmail: input.payerEmail,
    });
    return { invoices: page.rows.map((r) => invoiceOf(r, pdfUrl)), total: page.total };
  });
