import type { Queryable } from '@openportal/db';
import { INVOICE_COLUMNS, type TInvoiceRow } from './invoices.ts';

/** The filters both lists take (contract invoiceReceivedList / invoiceSentList). */
export interface TInvoiceFilter {
  pageNumber: number;
  pageSize: number;
  /** INVOICE_STATUSES value (1 unpaid, 2 paid, 3 rejected, 4 canceled). */
  status?: number | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  fromAmount?: string | undefined;
  toAmount?: string | undefined;
  /** The other party's e-mail (the payer's on the sent list, the payee's on the received one). */
  counterpartyEmail?: string | undefined;
}

const STATUS_BY_ID: Record<number, string> = { 1: 'unpaid', 2: 'paid', 3: 'rejected', 4: 'canceled' };

/**
 * One page of a customer's invoices, newest first, and how many match: `sent` are the ones it
 * issued (its funding invoices too), `received` the ones addressed to it. Dates are the day it
 * was sent (UTC, both ends included); amounts compare in each invoice's own currency.
 */
export async function listInvoices(
  q: Queryable,
  customerId: string,
  side: 'sent' | 'received',
  f: TInvoiceFilter,
): Promise<{ rows: TInvoiceRow[]; total: number }> {
  const params: unknown[] = [customerId];
  const where = [side === 'sent' ? 'issuer_customer_id = $1' : 'payer_customer_id = $1 AND NOT is_funding'];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (f.status !== undefined) add((p) => `status = ${p}`, STATUS_BY_ID[f.status] ?? '');
  if (f.fromDate) add((p) => `created_at >= ${p}::date`, f.fromDate);
  if (f.toDate) add((p) => `created_at < ${p}::date + 1`, f.toDate);
  if (f.fromAmount) add((p) => `amount >= ${p}::numeric`, f.fromAmount);
  if (f.toAmount) add((p) => `amount <= ${p}::numeric`, f.toAmount);
  const other = side === 'sent' ? 'payer_email' : 'issuer_email';
  if (f.counterpartyEmail) add((p) => `lower(${other}) = lower(${p})`, f.counterpartyEmail);
  const condition = where.join(' AND ');
  const total = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM invoices WHERE ${condition}`, params);
  const page = await q.query<TInvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE ${condition}
      ORDER BY invoices.id DESC LIMIT ${Math.trunc(f.pageSize)} OFFSET ${Math.trunc((f.pageNumber - 1) * f.pageSize)}`,
    params,
  );
  return { rows: page.rows, total: total.rows[0]!.n };
}
