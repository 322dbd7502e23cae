import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, METHOD_CALLS, type TAccount } from '@openportal/contract';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { callMethod, signIn, startTestCore, type TestCore } from '../test-support.ts';

const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
let t: TestCore;
let auth: Record<string, string>;
let other: Record<string, string>;
const bearer = async (email: string) => ({
  authorization: `Bearer ${(await signIn(t, email, DEMO_PASSWORD)).accessToken}`,
});
beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  await seedDemo(t.db, brandsDir);
  auth = await bearer(demoEmail('personal', 'paywave'));
  other = await bearer(demoEmail('business', 'paywave'));
});
afterAll(async () => t?.close());

const accountsOf = async (a: Record<string, string>) =>
  (await callMethod(t, 'balanceInquiry', {}, a)).body.accounts as TAccount[];
const rename = (a: Record<string, string>, accountId: number, cardAliasName: string) =>
  callMethod(t, 'cardAliasNameSet', { accountId, cardAliasName }, a);

describe('cardAliasNameSet (account names on home)', () => {
  it('names an own account, trimmed; balanceInquiry returns it; a second call replaces it', async () => {
    const [first, second] = await accountsOf(auth);
    expect(first!.cardAliasName).toBeNull();
    const r = await rename(auth, first!.accountId, '  Holidays  ');
    expect(r.body).toEqual({ responseCode: '00' });
    expect(METHOD_CALLS.cardAliasNameSet.response.safeParse(r.body).success).toBe(true);
    const after = await accountsOf(auth);
    expect(METHOD_CALLS.balanceInquiry.response.safeParse({ ...r.body, accounts: after }).success).toBe(true);
    expect(after.find((a) => a.accountId === first!.accountId)!.cardAliasName).toBe('Holidays');
    if (second) expect(after.find((a) => a.accountId === second.accountId)!.cardAliasName).toBeNull();
    await rename(auth, first!.accountId, 'Every day');
    expect((await accountsOf(auth)).find((a) => a.accountId === first!.accountId)!.cardAliasName).toBe('Every day');
  });
  it("refuses another customer's account, an unknown one, an empty and a too long name, changing nothing", async () => {
    const before = await accountsOf(auth);
    const theirs = (await accountsOf(other))[0]!;
    const refusedTheirs = await rename(auth, theirs.accountId, 'Mine now');
    expect(refusedTheirs.body).toEqual({
      responseCode: 'VF',
      responseDescription: ERROR_MESSAGES.validationFailed,
      validationErrors: [{ field: 'accountId', message: ERROR_MESSAGES.chooseOwnAccount }],
    });
    expect((await accountsOf(other))[0]!.cardAliasName ?? null).toBeNull();
    expect((await rename(auth, 999_999_999, 'Nope')).body.validationErrors).toEqual([
      { field: 'accountId', message: ERROR_MESSAGES.chooseOwnAccount },
    ]);
    const empty = await rename(auth, before[0]!.accountId, '   ');
    expect(empty.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'cardAliasName' }] });
    const long = await rename(auth, before[0]!.accountId, 'x'.repeat(51));
    expect(long.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'cardAliasName' }] });
    expect(await accountsOf(auth)).toEqual(before);
  });
  it('needs a signed-in caller', async () => {
    const r = await rename({}, 1, 'Anonymous');
    expect(r.status).toBe(401);
  });
});
