import { expect } from 'vitest';
import { CARD_STATUSES, type TAccount } from '@openportal/contract';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { factorCode } from '../security/security-test-kit.ts';
import { callMethod, signIn, startTestCore, type TestCore } from '../test-support.ts';

export const brandsDir = new URL('../../../../brands', import.meta.url).pathname;

export interface TCardsWorld {
  t: TestCore;
  /** The personal demo customer's user, and the business demo customer's. */
  me: TActor;
  other: TActor;
}

export interface TActor {
  auth: Record<string, string>;
  userId: string;
  customerId: string;
}

async function actorOf(t: TestCore, email: string): Promise<TActor> {
  const auth = { authorization: `Bearer ${(await signIn(t, email, DEMO_PASSWORD)).accessToken}` };
  const u = await t.db.query<{ user_id: string; customer_id: string }>(
    `SELECT a.user_id, a.customer_id FROM customer_access a JOIN users u ON u.id = a.user_id WHERE u.email = $1 AND a.is_primary`,
    [email],
  );
  return { auth, userId: u.rows[0]!.user_id, customerId: u.rows[0]!.customer_id };
}

export async function startCardsWorld(
  env: Record<string, string> = {},
  options: Parameters<typeof startTestCore>[1] = {},
): Promise<TCardsWorld> {
  const t = await startTestCore({ BRANDS_DIR: brandsDir, ...env }, options);
  await seedDemo(t.db, brandsDir);
  return {
    t,
    me: await actorOf(t, demoEmail('personal', 'paywave')),
    other: await actorOf(t, demoEmail('business', 'paywave')),
  };
}

let keys = 0;
/** A method call as `a`; `key`: true for a fresh Idempotency-Key, or the key itself. */
export const call = (t: TestCore, a: TActor, method: string, body: object, key?: true | string) =>
  callMethod(t, method, body, {
    ...a.auth,
    ...(key ? { 'idempotency-key': key === true ? `k-${process.pid}-${++keys}` : key } : {}),
  });

export const accountsOf = async (t: TestCore, a: TActor) =>
  (await callMethod(t, 'balanceInquiry', {}, a.auth)).body.accounts as TAccount[];

/** The actor's first open account in a currency (the demo customers hold USD and EUR). */
export const accountIn = async (t: TestCore, a: TActor, currency: string) =>
  (await accountsOf(t, a)).find((x) => x.currencyCode === currency && x.type === 1001)!;

/** A new card of `type` for `a`, paid from its first account in the card's currency. */
export async function applyFor(t: TestCore, a: TActor, type = 2006, currency = 'USD'): Promise<number> {
  const fee = await accountIn(t, a, currency);
  const r = await call(t, a, 'cardApply', { type, feeAccountId: fee.accountId }, true);
  if (r.body.responseCode !== '00') throw new Error(`cardApply: ${JSON.stringify(r.body)}`);
  return r.body.accountId as number;
}

/** Puts a card in a status directly (the issuer's side: lifecycle, fraud, expiry). */
export const setStatus = (t: TestCore, accountId: number, statusId: number) =>
  t.db.query('UPDATE cards SET status_id = $2 WHERE account_id = $1', [accountId, statusId]);

export const cardRow = async (t: TestCore, accountId: number) =>
  (await t.db.query<Record<string, unknown>>('SELECT * FROM cards WHERE account_id = $1', [accountId])).rows[0];

/** Calls a reveal: first without a code (one is sent), then with the code the user received. */
export async function reveal(t: TestCore, a: TActor, method: string, body: object) {
  // Earlier codes' mails first, so the count below is taken after them (else an earlier code's
  // late mail passes for this one's).
  await t.core.drainOutbox();
  const mailed = t.mails.length;
  const first = await call(t, a, method, body);
  const errors = first.body.validationErrors as Array<{ field: string }> | undefined;
  if (errors?.[0]?.field !== 'otp') return first;
  // The demo users confirm by e-mail: wait for this code's mail, not an earlier one's.
  await t.core.drainOutbox();
  await expect.poll(() => t.mails.length).toBeGreaterThan(mailed);
  return call(t, a, method, { ...body, otp: await factorCode(t, a.userId) });
}

/** A new virtual USD card of `a`, active and loaded with `amount` from its USD account (the simulator's tests). */
export async function loadedCard(t: TestCore, a: TActor, amount: string): Promise<number> {
  const card = await applyFor(t, a, 2006);
  await setStatus(t, card, CARD_STATUSES.active);
  const usd = await accountIn(t, a, 'USD');
  const load = { accountId: card, fromAccountId: usd.accountId, amount, currency: 'USD' };
  expect((await call(t, a, 'cardLoad', load, true)).body.responseCode).toBe('00');
  return card;
}
