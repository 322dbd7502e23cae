import { invoiceReceivedList } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { listInvoices } from '../invoices/invoice-lists.ts';
import { invoiceOf } from '../invoices/invoices.ts';
import { pdfUrl } from '../invoices/parties.ts';
import type { MoneyDeps } from '../module.ts';

/** The invoices addressed to the acting customer, newest first, one page and the total. */
export const invoiceReceivedListOp = (deps: MoneyDeps) =>
  operation(invoiceReceivedList, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const page = await listInvoices(deps.db, caller.customerId, 'received', {
      ...input,
      // The list's one e-mail filter: the payee, the other party.
      counterpartyEmail: input.payeeEmail,
    });
    return { invoices: page.rows.map((r) => invoiceOf(r, pdfUrl)), total: page.total };
  });
