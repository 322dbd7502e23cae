import { invoiceGet } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { invoiceOf, invoiceOfParty } from '../invoices/invoices.ts';
import { pdfUrl } from '../invoices/parties.ts';
import type { MoneyDeps } from '../module.ts';

/** One invoice the acting customer issued or was sent; any other is not found (404). */
export const invoiceGetOp = (deps: MoneyDeps) =>
  operation(invoiceGet, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    return { invoice: invoiceOf(await invoiceOfParty(deps.db, caller.customerId, input.invoiceId), pdfUrl) };
  });
