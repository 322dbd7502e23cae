import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@openportal/contract';
import { call, login, seedUser, startSecurityCore } from '../security/security-test-kit.ts';
import type { TestCore } from '../test-support.ts';

/** Issue 18: sign-in and password recovery answer an unknown e-mail exactly as a known one. */
let t: TestCore;
beforeAll(async () => {
  t = await startSecurityCore();
});
afterAll(async () => t?.close());

describe('no account enumeration', () => {
  it('ten wrong passwords lock an unknown e-mail as they lock a known one (any letter case)', async () => {
    const known = await seedUser(t);
    const unknown = `Nobody-${Date.now()}@PayWave.test`;
    const answers = [];
    for (const [n, email] of [known.email, unknown].entries()) {
      for (let i = 0; i < 10; i++) {
        const r = await login(t, { email, password: `Wrong-${i}-x` }, `198.51.${100 + n}.${i + 1}`);
        expect([r.status, r.body.responseDescription]).toEqual([401, ERROR_MESSAGES.invalidCredentials]);
      }
      const next = await login(t, { email: email.toLowerCase(), password: 'Another-wrong-1' }, `198.51.${110 + n}.1`);
      answers.push([next.status, next.body.responseDescription]);
    }
    expect(answers).toEqual([
      [401, ERROR_MESSAGES.tooManyPasswordAttempts],
      [401, ERROR_MESSAGES.tooManyPasswordAttempts],
    ]);
  });

  it('unknown names count against the address too, and what they store is bounded', async () => {
    for (let i = 0; i < 50; i++)
      await login(t, { email: `ghost-${i}@paywave.test`, password: 'Wrong-pass-1' }, '198.51.120.9');
    const refused = await login(t, await seedUser(t), '198.51.120.9');
    expect(refused.body.responseDescription).toBe(ERROR_MESSAGES.tooManyPasswordAttempts);
    const name = `ghost-0@paywave.test`;
    for (let i = 0; i < 12; i++) await login(t, { email: name, password: 'Wrong-pass-1' }, `198.51.121.${i + 1}`);
    const rows = await t.db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM unknown_name_attempts WHERE name = $1 AND purpose = 'signIn'`,
      [name],
    );
    expect(Number(rows.rows[0]!.n)).toBe(10);
  });

  it('passwordChangeRequest does the same work for an unknown e-mail: counted, bounded, the same answer', async () => {
    const known = await seedUser(t);
    const unknown = `nobody-${Date.now()}@paywave.test`;
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push((await call(t, 'passwordChangeRequest', { email: known.email }, {})).body);
      answers.push((await call(t, 'passwordChangeRequest', { email: unknown }, {})).body);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify({ responseCode: '00' })]));
    const codes = await t.db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM security_codes WHERE user_id = $1 AND purpose = 'passwordRecovery'`,
      [known.userId],
    );
    const counted = await t.db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM unknown_name_attempts WHERE name = $1 AND purpose = 'passwordRecovery'`,
      [unknown],
    );
    expect(Number(counted.rows[0]!.n)).toBe(Number(codes.rows[0]!.n));
  });
});
