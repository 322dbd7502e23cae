import type { Queryable } from '@openportal/db';
import type { TNotifyDeps } from '../../platform/notifications/index.ts';
import type { TMovementAttachment } from '../attachments.ts';
import { INVOICE_COLUMNS, settleInvoice, type TInvoiceRow } from './invoices.ts';
import { tellOtherParty } from './parties.ts';

/**
 * The invoice a payment settles, as the movement's attachment: in the movement's transaction
 * the row is locked and must still be unpaid (two payments racing pay once; a rejection racing
 * it waits for the lock), then marked paid with the transaction, the accounts and the fee. Its
 * issuer is told (invoicePaid) when the payment completes (`completion.ts`: at once, or when
 * its approval posts it).
 *
 * A payment held for the payer's approval (a pending transaction) marks the invoice paid too:
 * the invoice is not payable twice while its payment waits. Our choice, written down in
 * docs/decisions/invoices.md: the approval machine gives the invoice back (unpaid) when such a
 * hold is denied or expires (`abandonMovement` -> `reopenInvoiceOf`).
 */
export function invoicePayment(
  row: TInvoiceRow,
  pay: { payerAccountId: bigint; payeeAccountId: bigint; feeMinor: bigint },
): TMovementAttachment {
  return {
    claim: `invoice:${row.id}`,
    field: 'invoiceId',
    taken: 'invoiceNotPayable',
    async check(tx) {
      const r = await tx.query<{ status: string }>('SELECT status FROM invoices WHERE id = $1 FOR UPDATE', [row.id]);
      return r.rows[0]?.status === 'unpaid' ? null : 'invoiceNotPayable';
    },
    async record(tx, movement) {
      await settleInvoice(tx, row.id, { status: 'paid', transactionId: movement.transactionId, ...pay });
    },
  };
}

/** A held payment that was denied or expired: its invoice is unpaid again (called by the approval machine). */
export async function reopenInvoiceOf(tx: Queryable, transactionId: string): Promise<TInvoiceRow | undefined> {
  const r = await tx.query<TInvoiceRow>(
    `UPDATE invoices SET status = 'unpaid', version = version + 1, updated_at = now(), paid_transaction_id = NULL,
       payer_account_id = NULL
     WHERE paid_transaction_id = $1 AND status = 'paid' RETURNING ${INVOICE_COLUMNS}`,
    [transactionId],
  );
  return r.rows[0];
}

/** The issuer of the invoice a completed payment paid hears "invoice paid" (`completion.ts`). */
export async function invoicePaidNotice(tx: Queryable, deps: TNotifyDeps, transactionId: string): Promise<void> {
  const r = await tx.query<TInvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE paid_transaction_id = $1 AND status = 'paid'`,
    [transactionId],
  );
  if (r.rows[0]) await tellOtherParty(tx, deps, r.rows[0], 'invoicePaid');
}
