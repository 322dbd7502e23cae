import { fileDownload, fillPath, formatMinor } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import type { CustomerCaller } from '../../platform/caller.ts';
import { fieldError } from '../../platform/app-error.ts';
import { notify, type TNotifyDeps } from '../../platform/notifications/index.ts';
import { primaryCustomerOf, userByEmail, usersOfCustomer } from '../../users/index.ts';
import type { TInvoiceRow } from './invoices.ts';

/** Where the file of an issued PDF is read (fileDownload, under the API base). */
export const pdfUrl = (fileId: string) => fillPath(fileDownload.path, { fileId });

/**
 * The payer of a new invoice, by e-mail through the user directory: the brand's active user and
 * the customer they act for. Unknown, inactive or without a customer: one message, never telling
 * which (no e-mail probing). Oneself: refused.
 */
export async function payerByEmail(q: Queryable, caller: CustomerCaller, email: string) {
  const user = await userByEmail(q, caller.brand, email);
  const customerId = user?.status === 'active' ? await primaryCustomerOf(q, user.id) : undefined;
  if (!user || !customerId) throw fieldError('toEmail', 'invoicePayerUnknown');
  if (customerId === caller.customerId) throw fieldError('toEmail', 'invoiceSelf');
  return { user, customerId };
}

/** "12.50 USD": an amount as a notice shows it. */
export const amountText = (row: TInvoiceRow) =>
  `${formatMinor(BigInt(row.amount_minor), row.currency)} ${row.currency}`;

/**
 * Tells the other party of an invoice what happened to it (issue 20 notice types): the payer of
 * a new invoice, the issuer of a paid or rejected one; every user of that customer, in the
 * caller's transaction (sent after commit).
 */
export async function tellOtherParty(
  tx: Queryable,
  deps: TNotifyDeps,
  row: TInvoiceRow,
  event: 'invoiceIssued' | 'invoicePaid' | 'invoiceRejected',
) {
  const to = event === 'invoiceIssued' ? row.payer_customer_id : row.issuer_customer_id;
  if (!to) return;
  const audience = { userIds: await usersOfCustomer(tx, to), brand: row.brand };
  const params = { invoiceId: row.id };
  if (event === 'invoiceIssued')
    await notify(tx, deps, audience, event, { amount: amountText(row), from: row.issuer_name, params });
  else
    await notify(tx, deps, audience, event, {
      amount: amountText(row),
      payer: row.payer_name ?? row.payer_email,
      params,
    });
}
