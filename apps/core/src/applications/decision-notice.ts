import type { Queryable } from '@openportal/db';
import { notify } from '../platform/notifications/index.ts';
import { usersOfCustomer } from '../users/index.ts';
import type { TApplicationRow } from './data/applications.ts';
import type { ApplicationsDeps } from './module.ts';

/**
 * Tells the applicant's users who may act for it (full, initiating or confirming rights) of the
 * decision, by e-mail and as a notification in their open tabs, each in their own language
 * (notify: the outbox of the decision's transaction, so nothing is told of a decision that rolls back).
 */
export async function tellDecision(tx: Queryable, deps: ApplicationsDeps, row: TApplicationRow): Promise<void> {
  const userIds = await usersOfCustomer(tx, row.customer_id, [2, 3, 4]);
  if (userIds.length === 0) return;
  const audience = { userIds, brand: row.brand };
  const params = { applicationId: String(row.id) };
  if (row.status === 'VERIFIED')
    await notify(tx, deps, audience, 'applicationVerified', { id: String(row.id), params });
  else if (row.status === 'REJECTED') {
    const reason = (row.reject_reason ?? '').trim();
    const sentence = /[.!?…]$/.test(reason) ? reason : `${reason}.`;
    await notify(tx, deps, audience, 'applicationRejected', { id: String(row.id), reason: sentence, params });
  }
}
