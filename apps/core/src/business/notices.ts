import type { Queryable } from '@openportal/db';
import { notify, type TNotifyDeps } from '../platform/notifications/index.ts';
import { usersOfCustomer } from '../users/index.ts';

/** The company's name and brand (what its notices start with and whose texts they use). */
async function companyOf(q: Queryable, customerId: string) {
  const r = await q.query<{ name: string; brand: string }>(
    `SELECT p.name, c.brand FROM business_profiles p JOIN customers c ON c.id = p.customer_id WHERE p.customer_id = $1`,
    [customerId],
  );
  return r.rows[0]!;
}

/**
 * Tells a user that their access rights on the company changed (e-mail, and their open tabs
 * as a notification: the portal shows it and reloads what they may do), in the transaction of
 * the change: nothing is told of a change that rolls back.
 */
export async function tellRightsChanged(tx: Queryable, deps: TNotifyDeps, customerId: string, userId: string) {
  const company = await companyOf(tx, customerId);
  await notify(tx, deps, { userIds: [userId], brand: company.brand }, 'accessRightsChanged', { company: company.name });
}

/** Tells the company's users (any rights) of the operator's KYB decision, each in their own language. */
export async function tellKybDecision(
  tx: Queryable,
  deps: TNotifyDeps,
  customerId: string,
  decision: { status: 'approved' | 'rejected'; reason: string | null },
) {
  const userIds = await usersOfCustomer(tx, customerId);
  if (userIds.length === 0) return;
  const company = await companyOf(tx, customerId);
  const audience = { userIds, brand: company.brand };
  if (decision.status === 'approved') return notify(tx, deps, audience, 'kybApproved', { company: company.name });
  const reason = (decision.reason ?? '').trim();
  const sentence = /[.!?…]$/.test(reason) ? reason : `${reason}.`;
  await notify(tx, deps, audience, 'kybRejected', { company: company.name, reason: sentence });
}

/** Mails each signer who has an e-mail their own e-sign link of the resolution (only that address). */
export async function mailResolutionSigners(
  tx: Queryable,
  deps: TNotifyDeps,
  customerId: string,
  resolutionId: number,
  signers: readonly { email: string; url: string }[],
  lang: Parameters<typeof notify>[2]['lang'],
) {
  if (signers.length === 0) return;
  const company = await companyOf(tx, customerId);
  for (const s of signers)
    await notify(
      tx,
      deps,
      { userIds: [], brand: company.brand, lang, only: { channel: 'email', to: s.email } },
      'resolutionToSign',
      { company: company.name, id: String(resolutionId), url: s.url },
    );
}
