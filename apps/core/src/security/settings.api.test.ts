import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, NOTIFICATION_SETTINGS, REST_CALLS } from '@openportal/contract';
import { CODE_LIMITS } from '../platform/codes/index.ts';
import type { TestCore } from '../test-support.ts';
import {
  bearerOf,
  call,
  factorCode,
  from,
  login,
  randomPhone,
  seedUser,
  startSecurityCore,
} from './security-test-kit.ts';

let t: TestCore;
beforeAll(async () => {
  t = await startSecurityCore();
});
afterAll(async () => t?.close());

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

describe('payout blacklist', () => {
  it('adds (or changes what it blocks), filters, deletes, and refuses bad input changing nothing', async () => {
    const u = await seedUser(t);
    const { authorization } = await bearerOf(t, u);
    const add = (email: string, blockType: string) => call(t, 'blacklistAdd', { email, blockType }, { authorization });
    expect((await add('Spam@Example.com', 'p2p')).body.responseCode).toBe('00');
    expect((await add('bills@example.com', 'invoice')).body.responseCode).toBe('00');
    expect((await add('spam@example.com', 'all')).body.responseCode).toBe('00');
    const list = async (body: object = {}) =>
      ((await call(t, 'blacklistList', body, { authorization })).body.blacklist as any[]).map((r) => [
        r.email,
        r.blockType,
      ]);
    expect((await list()).sort()).toEqual([
      ['bills@example.com', 'invoice'],
      ['spam@example.com', 'all'],
    ]);
    expect(await list({ email: 'SPAM' })).toEqual([['spam@example.com', 'all']]);
    expect(await list({ type: 'invoice' })).toEqual([['bills@example.com', 'invoice']]);
    expect(await list({ email: '%' })).toEqual([]);
    const self = await add(u.email, 'all');
    expect(self.body.validationErrors).toEqual([{ field: 'email', message: ERROR_MESSAGES.blacklistSelf }]);
    expect((await add('x@example.com', 'everything')).body.responseCode).toBe('VF');
    expect((await call(t, 'blacklistDelete', { email: 'SPAM@example.com' }, { authorization })).body.responseCode).toBe(
      '00',
    );
    const missing = await call(t, 'blacklistDelete', { email: 'spam@example.com' }, { authorization });
    expect(missing.body.validationErrors).toEqual([{ field: 'email', message: ERROR_MESSAGES.notFound }]);
    expect(await list()).toEqual([['bills@example.com', 'invoice']]);
  });
});

describe('notification settings', () => {
  it('answers every setting with its default, keeps a change, refuses an unknown one', async () => {
    const u = await seedUser(t);
    const { authorization } = await bearerOf(t, u);
    const get = async () => (await call(t, 'notificationSettingsGet', {}, { authorization })).body.settings as any[];
    expect(await get()).toEqual(
      NOTIFICATION_SETTINGS.map((s) => ({ identified: s.identified, group: s.group, value: s.defaultValue })),
    );
    expect(
      (await call(t, 'notificationSettingsSet', { identified: 'newSignIn', value: true }, { authorization })).body
        .responseCode,
    ).toBe('00');
    expect((await get()).find((s) => s.identified === 'newSignIn').value).toBe(true);
    const unknown = await call(t, 'notificationSettingsSet', { identified: 'nope', value: true }, { authorization });
    expect(unknown.body.validationErrors).toEqual([
      { field: 'identified', message: ERROR_MESSAGES.unknownNotificationSetting },
    ]);
    // newSignIn on: the next sign-in mails the user, naming the address.
    const before = t.mails.length;
    await bearerOf(t, u, '198.51.100.23');
    await t.core.drainOutbox();
    expect(
      t.mails
        .slice(before)
        .filter((m) => m.to === u.email)
        .map((m) => m.text),
    ).toEqual([expect.stringContaining('198.51.100.23')]);
  });
});

describe('password change', () => {
  it('checks the current password, sends a code of the current factor, and the code sets the password, ending other sessions', async () => {
    const phone = randomPhone();
    const u = await seedUser(t, phone);
    const other = await bearerOf(t, u);
    const { authorization } = await bearerOf(t, u);
    const body = (password: string, next = 'Brand-new-pass-9') => ({
      password,
      passwordNew: next,
      passwordNewRepeat: next,
    });
    const wrong = await call(t, 'passwordChange', body('Wrong-pass-1'), { authorization });
    expect(wrong.body.validationErrors).toEqual([{ field: 'password', message: ERROR_MESSAGES.wrongCurrentPassword }]);
    const same = await call(t, 'passwordChange', body(u.password, u.password), { authorization });
    expect(same.body.validationErrors).toEqual([{ field: 'passwordNew', message: ERROR_MESSAGES.samePassword }]);
    const mismatch = await call(
      t,
      'passwordChange',
      { ...body(u.password), passwordNewRepeat: 'Other-pass-9' },
      { authorization },
    );
    expect(mismatch.body.responseCode).toBe('VF');
    const started = await call(t, 'passwordChange', body(u.password), { authorization });
    expect(started.body).toMatchObject({ responseCode: '00', requestKey: expect.any(String) });
    // The current factor's code (issue 18): no two-step mode yet, so the e-mail's, not the phone's.
    const code = await factorCode(t, u.userId);
    const bad = await call(
      t,
      'passwordChangeConfirm',
      { code: code === '111111' ? '222222' : '111111', requestKey: started.body.requestKey },
      { authorization },
    );
    expect(bad.body.validationErrors).toEqual([{ field: 'code', message: ERROR_MESSAGES.invalidSecurityCode }]);
    // Nothing changed yet: the old password still signs in.
    expect((await login(t, u)).status).toBe(200);
    const ok = await call(t, 'passwordChangeConfirm', { code, requestKey: started.body.requestKey }, { authorization });
    expect(ok.body.responseCode).toBe('00');
    expect((await login(t, u)).status).toBe(401);
    expect((await login(t, { ...u, password: 'Brand-new-pass-9' })).status).toBe(200);
    const refreshOther = await t.core.app.inject({
      method: 'POST',
      url: REST_CALLS.authRefresh.path,
      headers: from('203.0.113.7'),
      payload: { refreshToken: other.refreshToken },
    });
    expect(refreshOther.statusCode).toBe(401);
    expect((await call(t, 'loginHistoryGet', {}, { authorization })).body.responseCode).toBe('00');
  });

  it('sends the code by e-mail without a phone, and stops after too many wrong codes', async () => {
    const u = await seedUser(t);
    const { authorization } = await bearerOf(t, u);
    const next = 'Brand-new-pass-9';
    const started = await call(
      t,
      'passwordChange',
      { password: u.password, passwordNew: next, passwordNewRepeat: next },
      { authorization },
    );
    await t.core.drainOutbox();
    const mail = t.mails.filter((m) => m.to === u.email).at(-1)!;
    const code = codeIn(mail.text);
    const requestKey = started.body.requestKey;
    for (let i = 0; i < CODE_LIMITS.attemptsPerCode; i++)
      await call(
        t,
        'passwordChangeConfirm',
        { code: code === '000000' ? '999999' : '000000', requestKey },
        { authorization },
      );
    // The code is dead after five wrong tries, even the right one.
    const dead = await call(t, 'passwordChangeConfirm', { code, requestKey }, { authorization });
    expect(dead.body.validationErrors).toEqual([{ field: 'code', message: ERROR_MESSAGES.invalidSecurityCode }]);
    for (let i = 0; i < CODE_LIMITS.failuresPerUser; i++)
      await call(t, 'passwordChangeConfirm', { code: '000000', requestKey }, { authorization });
    const limited = await call(t, 'passwordChangeConfirm', { code, requestKey }, { authorization });
    expect([limited.status, limited.body.responseDescription]).toEqual([429, ERROR_MESSAGES.tooManyCodeAttempts]);
    expect((await login(t, u)).status).toBe(200);
  });
});

describe('password recovery', () => {
  it('mails a code, checks it without spending it, and resets the password once', async () => {
    const u = await seedUser(t);
    const { refreshToken } = await bearerOf(t, u);
    const open = (method: string, body: object, ip = '192.0.2.77') => call(t, method, body, {}, ip);
    expect((await open('passwordChangeRequest', { email: u.email })).body).toEqual({ responseCode: '00' });
    expect((await open('passwordChangeRequest', { email: 'nobody@example.com' })).body).toEqual({ responseCode: '00' });
    await t.core.drainOutbox();
    const code = codeIn(t.mails.filter((m) => m.to === u.email).at(-1)!.text);
    expect((await open('passwordChangeCodeCheck', { email: u.email, code: '0000000' })).body).toEqual({
      responseCode: '00',
      valid: false,
    });
    expect((await open('passwordChangeCodeCheck', { email: 'nobody@example.com', code })).body.valid).toBe(false);
    expect((await open('passwordChangeCodeCheck', { email: u.email, code })).body.valid).toBe(true);
    const weak = await open('passwordChangeWithCode', { email: u.email, code, password: 'short' });
    expect(weak.body.responseCode).toBe('VF');
    expect(
      (await open('passwordChangeWithCode', { email: u.email, code, password: 'Recovered-pass-1' })).body.responseCode,
    ).toBe('00');
    const again = await open('passwordChangeWithCode', { email: u.email, code, password: 'Recovered-pass-2' });
    expect(again.body.validationErrors).toEqual([{ field: 'code', message: ERROR_MESSAGES.invalidSecurityCode }]);
    expect((await login(t, { ...u, password: 'Recovered-pass-1' })).status).toBe(200);
    const refreshed = await t.core.app.inject({
      method: 'POST',
      url: REST_CALLS.authRefresh.path,
      headers: from('203.0.113.7'),
      payload: { refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('refuses every code from an address past the limit', async () => {
    const ip = '192.0.2.200';
    for (let i = 0; i < CODE_LIMITS.failuresPerIp; i++)
      await call(t, 'passwordChangeCodeCheck', { email: `x${i}@example.com`, code: '123456' }, {}, ip);
    const limited = await call(t, 'passwordChangeCodeCheck', { email: 'y@example.com', code: '123456' }, {}, ip);
    expect([limited.status, limited.body.responseDescription]).toEqual([429, ERROR_MESSAGES.tooManyCodeAttempts]);
  });
});

describe('legal info', () => {
  it("lists the brand's agreements", async () => {
    const u = await seedUser(t);
    const { authorization } = await bearerOf(t, u);
    const r = await call(t, 'legalInfoGet', {}, { authorization });
    expect(r.body.responseCode).toBe('00');
    expect((r.body.agreements as any[]).length).toBeGreaterThan(0);
    expect((r.body.agreements as any[])[0]).toMatchObject({
      id: expect.any(String),
      title: expect.any(String),
      acceptedAt: expect.any(String),
    });
  });
});
