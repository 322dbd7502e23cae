import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkcePair, type TestCore } from '../test-support.ts';
import { bearerOf, randomPhone, seedUser, startSecurityCore, type TUser } from '../security/security-test-kit.ts';
import { call, countRows, lastMailCode, lastSms, refusal, verifyRest } from './profile-test-kit.ts';

let t: TestCore;
let u: TUser;
let auth: { authorization: string };
beforeAll(async () => {
  t = await startSecurityCore();
  u = await seedUser(t);
  auth = await bearerOf(t, u);
});
afterAll(async () => t?.close());

const dial = (e164: string) => ({ countryCode: e164.slice(1, 3), number: e164.slice(3), type: 2 });

describe('profile reads of a new customer', () => {
  it('answer the sign-in e-mail as primary, no phones, addresses or documents, the residence country', async () => {
    const emails = await call(t, 'emailInquiry', {}, auth);
    expect(emails.body).toMatchObject({
      responseCode: '00',
      emails: [{ emailAddress: u.email, status: 'primary' }],
      usernameChangeRequest: null,
    });
    const profile = await call(t, 'profileInquiry', {}, auth);
    expect(profile.body).toMatchObject({ phones: { phone: [] }, taxId: null, residenceCountryCode: 'GB' });
    expect((await call(t, 'addressInquiry', {}, auth)).body).toMatchObject({ addresses: [] });
    expect((await call(t, 'documentsInquiry', {}, auth)).body).toMatchObject({ documents: [] });
    expect((await call(t, 'identityGet', {}, auth)).body).toMatchObject({
      documents: [],
      videoIdentity: null,
      proofOfResidence: { status: 'notRequired' },
    });
  });
});

describe('e-mails', () => {
  it('adds one, confirms it with the mailed code, makes it primary; the primary cannot be deleted', async () => {
    const email = `second-${u.userId.slice(0, 6)}@example.com`;
    const added = await call(t, 'emailAdd', { email }, auth);
    expect(added.body.responseCode).toBe('00');
    const id = added.body.id as number;
    await t.core.drainOutbox(); // the first code's mail leaves before the second's (the catcher keeps order)
    expect((await call(t, 'emailSetPrimary', { id }, auth)).body).toMatchObject(refusal('id', 'emailNotConfirmed'));
    expect((await call(t, 'emailConfirm', { id, code: '000000' }, auth)).body).toMatchObject(
      refusal('code', 'invalidSecurityCode'),
    );
    await call(t, 'emailConfirmRequest', { id }, auth);
    const code = await lastMailCode(t, email);
    expect((await call(t, 'emailConfirm', { id, code }, auth)).body.responseCode).toBe('00');
    expect((await call(t, 'emailSetPrimary', { id }, auth)).body.responseCode).toBe('00');
    const list = (await call(t, 'emailInquiry', {}, auth)).body.emails as Array<{ id: number; status: string }>;
    expect(list.map((e) => e.status)).toEqual(['primary', 'confirmed']);
    expect((await call(t, 'emailDelete', { id }, auth)).body).toMatchObject(refusal('id', 'primaryEmailDelete'));
    const signIn = list.find((e) => e.id !== id)!;
    expect((await call(t, 'emailDelete', { id: signIn.id }, auth)).body.responseCode).toBe('00');
  });
  it("refuses an e-mail in use (another user's), and another user's e-mail id, changing nothing", async () => {
    const other = await seedUser(t);
    const before = await countRows(t, 'user_emails', 'user_id', u.userId);
    expect((await call(t, 'emailAdd', { email: other.email.toUpperCase() }, auth)).body).toMatchObject(
      refusal('email', 'emailTaken'),
    );
    expect(await countRows(t, 'user_emails', 'user_id', u.userId)).toBe(before);
    const otherAuth = await bearerOf(t, other);
    const theirs = (await call(t, 'emailInquiry', {}, otherAuth)).body.emails as Array<{ id: number }>;
    const foreign = await call(t, 'emailDelete', { id: theirs[0]!.id }, auth);
    expect([foreign.status, foreign.body.responseCode]).toEqual([404, 'IM']);
    expect((await call(t, 'checkEmail', { email: other.email }, {})).body).toMatchObject({ exists: true });
  });
});

describe('phones', () => {
  it('adds a phone, confirms it with the texted code; the primary comes first', async () => {
    const first = randomPhone();
    const added = await call(t, 'userPhoneUpdate', dial(first), auth);
    expect(added.body).toMatchObject({ responseCode: '00', reqId: expect.any(String) });
    const phoneId = added.body.phoneId as number;
    expect((await call(t, 'userPhoneConfirm', { phoneId, code: '000000' }, auth)).body).toMatchObject(
      refusal('code', 'invalidSecurityCode'),
    );
    const code = await lastSms(t, first);
    expect((await call(t, 'userPhoneConfirm', { phoneId, code }, auth)).body.responseCode).toBe('00');
    const second = randomPhone();
    const two = await call(t, 'userPhoneUpdate', dial(second), auth);
    const reqId = two.body.reqId as string;
    const approvalCode = await lastSms(t, second);
    expect((await call(t, 'confirmPhone', { reqId, approvalCode }, auth)).body.responseCode).toBe('00');
    const phones = (await call(t, 'profileInquiry', {}, auth)).body.phones as { phone: Array<Record<string, unknown>> };
    expect(phones.phone.map((p) => [p.status, p.confirmed, `+${String(p.countryCode)}${String(p.number)}`])).toEqual([
      ['Primary', true, first],
      ['Secondary', true, second],
    ]);
    expect(
      (await call(t, 'checkPhone', { countryCode: first.slice(1, 3), number: first.slice(3) }, {})).body,
    ).toMatchObject({
      exists: true,
    });
  });
  it('refuses a number another user confirmed, changing nothing', async () => {
    const taken = randomPhone();
    await seedUser(t, taken);
    const before = await countRows(t, 'user_phones', 'user_id', u.userId);
    expect((await call(t, 'userPhoneUpdate', dial(taken), auth)).body).toMatchObject(refusal('number', 'phoneTaken'));
    expect(await countRows(t, 'user_phones', 'user_id', u.userId)).toBe(before);
  });
  it('verifies a phone by its id and a code challenge (REST), confirmed with the verifier', async () => {
    const n = randomPhone();
    const phoneId = (await call(t, 'userPhoneUpdate', dial(n), auth)).body.phoneId as number;
    await t.core.drainOutbox();
    const { verifier, challenge } = pkcePair();
    const camera = await verifyRest(
      t,
      'verificationPhoneVerify',
      { phoneId },
      { type: 'camera', codeChallenge: challenge },
      auth,
    );
    expect(camera.body).toMatchObject(refusal('type', 'verificationChannelUnavailable'));
    const v = await verifyRest(
      t,
      'verificationPhoneVerify',
      { phoneId },
      { type: 'sms', codeChallenge: challenge },
      auth,
    );
    expect(v.body).toMatchObject({ responseCode: '00', reqId: expect.any(String) });
    const code = await lastSms(t, n);
    const badVerifier = await call(t, 'confirmPhone', { phoneId, codeVerifier: pkcePair().verifier, code }, auth);
    expect(badVerifier.body).toMatchObject(refusal('codeVerifier', 'invalidCodeVerifier'));
    expect((await call(t, 'confirmPhone', { phoneId, codeVerifier: verifier, code }, auth)).body.responseCode).toBe(
      '00',
    );
    const other = await seedUser(t);
    const foreign = await verifyRest(
      t,
      'verificationPhoneVerify',
      { phoneId },
      { type: 'sms', codeChallenge: challenge },
      await bearerOf(t, other),
    );
    expect(foreign.status).toBe(404);
  });
  it("verifies the customer's contact by e-mail; another customer's id is refused", async () => {
    const { challenge } = pkcePair();
    const own = await verifyRest(
      t,
      'verificationCustomerVerify',
      { id: u.customerId },
      { type: 'email', codeChallenge: challenge },
      auth,
    );
    expect(own.body).toMatchObject({ responseCode: '00', reqId: expect.any(String) });
    const primary = (
      (await call(t, 'emailInquiry', {}, auth)).body.emails as Array<{ emailAddress: string; status: string }>
    ).find((e) => e.status === 'primary')!;
    const approvalCode = await lastMailCode(t, primary.emailAddress);
    expect((await call(t, 'confirmPhone', { reqId: own.body.reqId, approvalCode }, auth)).body.responseCode).toBe('00');
    const other = await seedUser(t);
    const foreign = await verifyRest(
      t,
      'verificationCustomerVerify',
      { id: other.customerId },
      { type: 'email', codeChallenge: challenge },
      auth,
    );
    expect([foreign.status, foreign.body.responseCode]).toEqual([403, 'ENOA']);
  });
});

describe('tax id', () => {
  it('refuses a tax id of the wrong format for the residence country (GB), changing nothing; stores a right one normalised', async () => {
    const bad = await call(t, 'customerTaxNumberUpdate', { taxId: '123' }, { ...auth, 'accept-language': 'es' });
    expect(bad.body).toMatchObject(refusal('taxId', 'taxIdFormat'));
    expect((await call(t, 'profileInquiry', {}, auth)).body.taxId).toBeNull();
    expect((await call(t, 'customerTaxNumberUpdate', { taxId: 'ab 12 34 56 c' }, auth)).body.responseCode).toBe('00');
    expect((await call(t, 'profileInquiry', {}, auth)).body.taxId).toBe('AB123456C');
  });
});

describe('addresses', () => {
  it("creates and deletes an address; another customer's address is not found", async () => {
    const body = { addressType: 1, address1: '1 High St', city: 'London', postalCode: 'N1 1AA', countryCode: 'GB' };
    const created = await call(t, 'addressCreate', body, auth);
    const addressId = created.body.addressId as number;
    const list = (await call(t, 'addressInquiry', {}, auth)).body.addresses as Array<Record<string, unknown>>;
    expect(list).toMatchObject([{ addressId, addressStatus: 0, confirmed: false, isDocumentRequired: true }]);
    expect((await call(t, 'confirmAddress', { addressId }, auth)).body).toMatchObject(
      refusal('addressId', 'addressDocumentRequired'),
    );
    const other = await bearerOf(t, await seedUser(t));
    for (const [m, b] of [
      ['addressDelete', { id: addressId }],
      ['confirmAddress', { addressId }],
    ] as const) {
      const r = await call(t, m, b, other);
      expect([r.status, r.body.responseCode], m).toEqual([404, 'IM']);
    }
    expect((await call(t, 'addressDelete', { id: addressId }, auth)).body.responseCode).toBe('00');
    expect((await call(t, 'addressInquiry', {}, auth)).body.addresses).toEqual([]);
  });
});
