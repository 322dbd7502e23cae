import { ERROR_MESSAGES, INVOICE_STATUSES, formatMinor, type TCurrencyCode, type TInvoice } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { AppError } from '../../platform/app-error.ts';

export type TInvoiceStatus = keyof typeof INVOICE_STATUSES;

/** An invoices row (migration 0035). */
export interface TInvoiceRow {
  id: string;
  brand: string;
  issuer_customer_id: string;
  issuer_user_id: string;
  issuer_email: string;
  issuer_name: string;
  payer_customer_id: string | null;
  payer_email: string;
  payer_name: string | null;
  payee_account_id: string | null;
  payer_account_id: string | null;
  amount_minor: string;
  fee_minor: string;
  currency: TCurrencyCode;
  status: TInvoiceStatus;
  version: number;
  note: string | null;
  reject_note: string | null;
  due_date: string | null;
  is_funding: boolean;
  paid_transaction_id: string | null;
  pdf_file_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export const INVOICE_COLUMNS = `id::text, brand, issuer_customer_id, issuer_user_id, issuer_email, issuer_name,
  payer_customer_id, payer_email, payer_name, payee_account_id::text, payer_account_id::text, amount_minor::text,
  fee_minor::text, currency, status, version, note, reject_note, to_char(due_date, 'YYYY-MM-DD') AS due_date,
  is_funding, paid_transaction_id, pdf_file_id, created_at, updated_at`;

/** A new invoice: who asks whom for what. */
export interface TNewInvoice {
  brand: string;
  issuer: { customerId: string; userId: string; email: string; name: string; accountId: bigint | null };
  payer: { customerId: string | null; email: string; name: string | null };
  amountMinor: bigint;
  currency: TCurrencyCode;
  note: string | null;
  dueDate: string | null;
  isFunding: boolean;
}

export async function insertInvoice(q: Queryable, i: TNewInvoice): Promise<TInvoiceRow> {
  const r = await q.query<TInvoiceRow>(
    `INSERT INTO invoices (brand, issuer_customer_id, issuer_user_id, issuer_email, issuer_name, payer_customer_id,
       payer_email, payer_name, payee_account_id, amount_minor, amount, currency, note, due_date, is_funding)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $15::numeric, $11, $12, $13::date, $14)
     RETURNING ${INVOICE_COLUMNS}`,
    [
      i.brand,
      i.issuer.customerId,
      i.issuer.userId,
      i.issuer.email,
      i.issuer.name,
      i.payer.customerId,
      i.payer.email,
      i.payer.name,
      i.issuer.accountId?.toString() ?? null,
      i.amountMinor.toString(),
      i.currency,
      i.note,
      i.dueDate,
      i.isFunding,
      formatMinor(i.amountMinor, i.currency),
    ],
  );
  return r.rows[0]!;
}

/** The answer every invoice call gives: the row as the contract's Invoice. */
export function invoiceOf(row: TInvoiceRow, pdfUrl: (fileId: string) => string): TInvoice {
  const amount = BigInt(row.amount_minor);
  const fee = BigInt(row.fee_minor);
  return {
    id: Number(row.id),
    payeeName: row.issuer_name,
    payerName: row.payer_name,
    payeeEmail: row.issuer_email,
    payerEmail: row.payer_email,
    payeeAccountId: row.payee_account_id === null ? null : Number(row.payee_account_id),
    payerAccountId: row.payer_account_id === null ? null : Number(row.payer_account_id),
    amount: formatMinor(amount, row.currency),
    total: formatMinor(amount + fee, row.currency),
    feePayment: formatMinor(fee, row.currency),
    currencyCode: row.currency,
    status: row.status,
    statusId: INVOICE_STATUSES[row.status],
    dueDate: row.due_date,
    sentDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
    noteBody: row.note,
    isFunding: row.is_funding,
    isSystem: false,
    urlPdf: row.pdf_file_id ? pdfUrl(row.pdf_file_id) : null,
  };
}

/** Not found, on the invoice id: what another customer's invoice looks like too (never "forbidden"). */
export const invoiceNotFound = () =>
  new AppError('VF', 'validationFailed', {
    httpStatus: 404,
    validationErrors: [{ field: 'invoiceId', message: ERROR_MESSAGES.notFound }],
  });

/**
 * The invoice as one of its two parties sees it: issued by or addressed to `customerId`.
 * `lock` takes the row lock (a payment or rejection decides on the status it read).
 */
export async function invoiceOfParty(
  q: Queryable,
  customerId: string,
  invoiceId: number,
  lock = false,
): Promise<TInvoiceRow> {
  const r = await q.query<TInvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices
      WHERE id = $1 AND (issuer_customer_id = $2 OR payer_customer_id = $2)${lock ? ' FOR UPDATE' : ''}`,
    [invoiceId, customerId],
  );
  const row = r.rows[0];
  if (!row) throw invoiceNotFound();
  return row;
}

/** A status change, only from unpaid (the caller read the row under its lock); the version moves on. */
export async function settleInvoice(
  q: Queryable,
  invoiceId: string,
  change:
    | { status: 'paid'; transactionId: string; payerAccountId: bigint; feeMinor: bigint; payeeAccountId: bigint }
    | { status: 'rejected'; note: string | null },
): Promise<TInvoiceRow | undefined> {
  const paid = change.status === 'paid' ? change : null;
  const r = await q.query<TInvoiceRow>(
    `UPDATE invoices SET status = $2, version = version + 1, updated_at = now(),
       paid_transaction_id = COALESCE($3, paid_transaction_id), payer_account_id = COALESCE($4, payer_account_id),
       fee_minor = COALESCE($5, fee_minor), payee_account_id = COALESCE($6, payee_account_id),
       reject_note = COALESCE($7, reject_note)
     WHERE id = $1 AND status = 'unpaid' RETURNING ${INVOICE_COLUMNS}`,
    [
      invoiceId,
      change.status,
      paid?.transactionId ?? null,
      paid?.payerAccountId.toString() ?? null,
      paid?.feeMinor.toString() ?? null,
      paid?.payeeAccountId.toString() ?? null,
      change.status === 'rejected' ? change.note : null,
    ],
  );
  return r.rows[0];
}

/** The name a customer goes by on an invoice: the company's, or the person's first and last name. */
export async function customerName(q: Queryable, customerId: string): Promise<string> {
  const r = await q.query<{ name: string | null }>(
    `SELECT COALESCE(NULLIF(business_name, ''), NULLIF(trim(concat_ws(' ', first_name, last_name)), '')) AS name
       FROM customers WHERE id = $1`,
    [customerId],
  );
  return r.rows[0]?.name ?? '';
}
