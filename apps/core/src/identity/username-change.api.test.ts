import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCore } from '../test-support.ts';
import {
  bearerOf,
  factorCode,
  login,
  randomPhone,
  seedUser,
  setMode,
  startSecurityCore,
  type TUser,
} from '../security/security-test-kit.ts';
import { call, lastMailCode, refusal } from './profile-test-kit.ts';

/**
 * Issue 21, username change (our calls usernameChange / usernameChangeConfirm): the new name is one
 * of the user's confirmed e-mails, confirmed with a code of the current second factor; the old
 * address is told; every refusal is a catalogue message and changes nothing.
 */
let t: TestCore;
beforeAll(async () => {
  t = await startSecurityCore();
});
afterAll(async () => t?.close());

/** A fresh user with a second e-mail, confirmed (or only added), and its bearer header. */
async function userWithSecondEmail(confirm = true, phone?: string) {
  const u = await seedUser(t, phone);
  const auth = await bearerOf(t, u);
  const email = `next-${u.userId.slice(0, 8)}@example.com`;
  const id = (await call(t, 'emailAdd', { email }, auth)).body.id as number;
  if (confirm) await call(t, 'emailConfirm', { id, code: await lastMailCode(t, email) }, auth);
  return { u, auth, email, id };
}
const usernameOf = async (userId: string) =>
  (await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId])).rows[0]!.email;
const codesOf = async (userId: string) =>
  Number(
    (
      await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM security_codes WHERE user_id = $1 AND purpose = 'usernameChange'",
        [userId],
      )
    ).rows[0]!.n,
  );

describe('usernameChange', () => {
  it('refuses a bad, the same, a taken or a not-own name with its message, sending no code', async () => {
    const { u, auth, email } = await userWithSecondEmail(false);
    const other: TUser = await seedUser(t);
    const bad = await call(t, 'usernameChange', { newUsername: 'not-an-e-mail' }, auth);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'newUsername' }] });
    const cases: Array<[string, Parameters<typeof refusal>[1]]> = [
      [u.email.toUpperCase(), 'usernameSame'],
      [other.email, 'usernameTaken'],
      ['nobody-has-this@example.com', 'usernameNotOwnEmail'],
      [email, 'usernameNotOwnEmail'], // added, not confirmed
    ];
    for (const [newUsername, key] of cases)
      expect((await call(t, 'usernameChange', { newUsername }, auth)).body).toMatchObject(refusal('newUsername', key));
    expect(await codesOf(u.userId)).toBe(0);
    expect(await usernameOf(u.userId)).toBe(u.email);
  });

  it('changes the sign-in name with the mailed code; the old address is told; the old name no longer signs in', async () => {
    const { u, auth, email } = await userWithSecondEmail();
    const asked = await call(t, 'usernameChange', { newUsername: email }, auth);
    expect(asked.body.responseCode).toBe('00');
    const requestKey = String(asked.body.requestKey);
    const waiting = await call(t, 'emailInquiry', {}, auth);
    expect(waiting.body.usernameChangeRequest).toMatchObject({ newUsername: email, status: 'active' });
    expect(await usernameOf(u.userId)).toBe(u.email);
    expect((await call(t, 'usernameChangeConfirm', { requestKey, code: '000000' }, auth)).body).toMatchObject(
      refusal('code', 'invalidSecurityCode'),
    );
    const code = await factorCode(t, u.userId); // no two-step mode: the code went to the sign-in e-mail
    expect((await call(t, 'usernameChangeConfirm', { requestKey, code }, auth)).body.responseCode).toBe('00');
    expect(await usernameOf(u.userId)).toBe(email);
    expect((await call(t, 'emailInquiry', {}, auth)).body.usernameChangeRequest).toBeNull();
    await t.core.drainOutbox();
    const notice = t.mails.filter((m) => m.to === u.email && /sign in with was changed/.test(m.text));
    expect(notice).toHaveLength(1);
    const stored = await t.db.query<{ body: string }>(
      "SELECT body FROM user_notifications WHERE user_id = $1 AND type = 'usernameChanged'",
      [u.userId],
    );
    expect(stored.rows.map((r) => r.body)).toEqual([`You now sign in with ${email}.`]);
    expect((await login(t, { email: u.email, password: u.password })).body.code).toBeUndefined();
    expect((await bearerOf(t, { ...u, email })).authorization).toMatch(/^Bearer /);
    // The same code never confirms twice.
    expect((await call(t, 'usernameChangeConfirm', { requestKey, code }, auth)).body.responseCode).toBe('VF');
  });

  it('sends the code by SMS when that is the current factor, and checks the name again on confirm', async () => {
    const phone = randomPhone();
    const { u, auth, email, id } = await userWithSecondEmail(true, phone);
    expect((await setMode(t, auth, u.userId, { mode: 'sms', typeMode: 'transaction' })).body.responseCode).toBe('00');
    const mailsBefore = t.mails.length;
    const asked = await call(t, 'usernameChange', { newUsername: email }, auth);
    const requestKey = String(asked.body.requestKey);
    await t.core.drainOutbox();
    // The mode change's security notice goes by SMS too, and the outbox may send it after the code.
    expect(t.sms.filter((m) => m.to === phone && /change your username/.test(m.text))).toHaveLength(1);
    expect(t.mails.slice(mailsBefore).filter((m) => /change your username/.test(m.text))).toHaveLength(0);
    // The address left the list before the code came back: refused, the name unchanged.
    expect((await call(t, 'emailDelete', { id }, auth)).body.responseCode).toBe('00');
    const code = await factorCode(t, u.userId);
    expect((await call(t, 'usernameChangeConfirm', { requestKey, code }, auth)).body).toMatchObject(
      refusal('newUsername', 'usernameNotOwnEmail'),
    );
    expect(await usernameOf(u.userId)).toBe(u.email);
  });
});
