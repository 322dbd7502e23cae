import type { TRealtimeDelivery } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { usersByCustomer } from '../realtime-audience.ts';
import type { TApprovalRow } from './store.ts';

/**
 * An approved hold that paid ANOTHER customer (p2p, invoice, a mass p2p row): that customer's
 * users see the money arrive (realtime BalanceChanged and TransactionCreated). Their notice
 * ("money received", "invoice paid") is `completeMovements`'s, as for a payment that completed
 * at once. Answers the realtime deliveries; none when the money stayed with the payer.
 */
export async function payeeSide(tx: Queryable, row: TApprovalRow): Promise<TRealtimeDelivery[]> {
  const r = await tx.query<{ payee: string }>(
    `SELECT acc.customer_id AS payee
       FROM payment_approvals a
       JOIN ledger_accounts acc ON acc.id = a.to_account_id
      WHERE a.id = $1`,
    [row.id],
  );
  const p = r.rows[0];
  if (!p || p.payee === row.customer_id) return [];
  const userIds = (await usersByCustomer(tx, [p.payee])).get(p.payee) ?? [];
  const transactionId = row.ledger_transaction_id;
  return [
    { userIds, event: { type: 'BalanceChanged', customerId: p.payee, accountIds: [Number(row.to_account_id)] } },
    { userIds, event: { type: 'TransactionCreated', customerId: p.payee, transactionId } },
  ];
}
