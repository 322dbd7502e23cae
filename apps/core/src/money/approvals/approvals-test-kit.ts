import { expect } from 'vitest';
import type { TAccount, TRealtimeDelivery } from '@openportal/contract';
import { newTotpSecret } from '../../platform/codes/index.ts';
import { bearerOf, call, randomPhone, SECRET } from '../../security/security-test-kit.ts';
import type { TestCore } from '../../test-support.ts';

/**
 * THE seeding of the approvals API tests (issue 20 review: each file had its own copy): a
 * customer (personal or business) through `/testing/customers`, a member of a company with
 * given rights, a user's transaction mode, balances, and what a user heard.
 */
export type TMode = 'no' | 'push' | 'sms' | 'otp' | 'code';

export interface TSeeded {
  auth: { authorization: string };
  email: string;
  userId: string;
  customerId: string;
  accountIds: number[];
  /** The confirmed phone (sms codes go there). */
  phone: string;
  /** The authenticator of a user in mode otp. */
  secret?: string;
}

/** A user's transaction mode, set directly (the two-step calls are security's, tested there). */
export async function setTransactionMode(t: TestCore, userId: string, mode: TMode): Promise<string | undefined> {
  const secret = mode === 'otp' ? newTotpSecret() : null;
  await t.db.query(
    'UPDATE users SET two_step_transaction = $2, totp_secret = coalesce($3, totp_secret) WHERE id = $1',
    [userId, mode, secret],
  );
  return secret ?? undefined;
}

/**
 * A customer of paywave with `accounts` (default: one USD account of 1,000.00 and one of 0), a
 * confirmed phone, in `mode`; `kind: 'business'` for a company; `memberOf` makes a user of an
 * existing customer with those rights instead (no accounts of their own).
 */
export async function seedCustomer(
  t: TestCore,
  o: {
    mode?: TMode;
    kind?: 'business';
    accounts?: Array<{ currency: string; balanceMinor: string }>;
    memberOf?: { customerId: string; accessRights: number };
  } = {},
): Promise<TSeeded> {
  const phone = randomPhone();
  const accounts = o.accounts ?? [
    { currency: 'USD', balanceMinor: '100000' },
    { currency: 'USD', balanceMinor: '0' },
  ];
  const r = await t.core.app.inject({
    method: 'POST',
    url: '/testing/customers',
    headers: { 'x-internal-secret': SECRET },
    payload: {
      brand: 'paywave',
      phone,
      ...(o.kind ? { kind: o.kind } : {}),
      ...(o.memberOf ? { kind: 'business', memberOf: o.memberOf } : { accounts }),
    },
  });
  expect(r.statusCode).toBe(200);
  const u = r.json() as { email: string; password: string; userId: string; customerId: string; accountIds: number[] };
  const secret = o.mode ? await setTransactionMode(t, u.userId, o.mode) : undefined;
  const auth = { authorization: (await bearerOf(t, u)).authorization };
  return { ...u, auth, phone, ...(secret ? { secret } : {}) };
}

/** Another user of `company` with `rights`, in `mode`. */
export const memberOf = (t: TestCore, company: { customerId: string }, rights: number, mode: TMode = 'no') =>
  seedCustomer(t, { mode, memberOf: { customerId: company.customerId, accessRights: rights } });

/** An account's balance as the customer sees it. */
export async function balanceOf(t: TestCore, who: { auth: object }, accountId: number): Promise<string> {
  const list = (await call(t, 'balanceInquiry', {}, who.auth)).body.accounts as TAccount[];
  return list.find((a) => a.accountId === accountId)!.balance;
}

/** What `userId` heard while `act` ran: the realtime event types, a notice as `Notification:<type>`. */
export async function heardBy(t: TestCore, userId: string, act: () => Promise<void>): Promise<string[]> {
  await t.core.drainOutbox();
  const deliveries: TRealtimeDelivery[] = [];
  const unsubscribe = t.core.hub.subscribe((d) => deliveries.push(d));
  await act();
  await t.core.drainOutbox();
  unsubscribe();
  const mine = deliveries.filter((d) => d.userIds.includes(userId)).map((d) => d.event);
  return mine.map((e) => (e.type === 'Notification' ? `Notification:${e.notification.type}` : e.type));
}
