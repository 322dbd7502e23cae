import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@openportal/contract';
import { callMethod, signIn, type TestCore, startTestCore } from '../test-support.ts';
import { activeCompany, companyBody, linkFor, PASSWORD, fieldMessages, twoCompanies } from './business-test-kit.ts';

let t: TestCore;
let acme: Awaited<ReturnType<typeof activeCompany>>;
let other: Awaited<ReturnType<typeof activeCompany>>;
let otherId: string;
beforeAll(async () => {
  t = await startTestCore();
  ({ acme, other, otherId } = await twoCompanies(t));
});
afterAll(async () => t?.close());

const counts = async () =>
  (
    await t.db.query<{ reps: number; users: number; access: number; codes: number }>(
      `SELECT (SELECT count(*)::int FROM business_representatives WHERE deleted_at IS NULL) AS reps,
              (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM customer_access) AS access,
              (SELECT count(*)::int FROM activation_codes) AS codes`,
    )
  ).rows[0];
const newcomer = (first: string, extra: Record<string, unknown> = {}) => ({
  firstName: first,
  lastName: 'New',
  birthday: '1990-01-02',
  positionIds: [],
  taxIds: [{ countryCode: 'GB', tinMissingReason: 'NO_TIN_IS_REQUIRED' }],
  ...extra,
});
const repsOf = async (headers: Record<string, string>) =>
  (await callMethod(t, 'businessAccessRightsList', {}, headers)).body.rights as { id: number; email: string }[];
const shareholderId = async (name: string) =>
  (
    (await callMethod(t, 'businessShareholderList', {}, acme.dana)).body.shareholders as {
      id: number;
      firstName: string;
    }[]
  ).find((s) => s.firstName === name)!.id;

describe('businessRepresentativeAdd', () => {
  it('refuses bad input, a read-only user and another company, writing nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, [string, string][]][] = [
      [newcomer('Ann', { isUser: true, accessRights: 1 }), [['email', ERROR_MESSAGES.userEmailRequired]]],
      [
        newcomer('Ann', { isUser: true, email: 'dana-other@example.com', accessRights: 1 }),
        [['email', ERROR_MESSAGES.emailTaken]],
      ],
      [
        newcomer('Ann', { isUser: true, email: 'ann@example.com' }),
        [['accessRights', ERROR_MESSAGES.userRightsRequired]],
      ],
      [newcomer('Ann', { positionIds: [6] }), [['positionIds', ERROR_MESSAGES.positionFromShareTree]]],
      [
        newcomer('Ann', { taxIds: [{ countryCode: 'GB' }] }),
        [['taxIds.0.tinMissingReason', ERROR_MESSAGES.taxIdOrReason]],
      ],
    ];
    for (const [body, expected] of cases)
      expect(fieldMessages((await callMethod(t, 'businessRepresentativeAdd', body, acme.dana)).body)).toEqual(expected);
    const five = await callMethod(
      t,
      'businessRepresentativeAdd',
      newcomer('Ann', { isUser: true, email: 'a@example.com', accessRights: 5 }),
      acme.dana,
    );
    expect(fieldMessages(five.body)).toEqual([['accessRights', ERROR_MESSAGES.authorizedRightsHidden]]);
    expect((await callMethod(t, 'businessRepresentativeAdd', newcomer('Ann'), acme.rita)).body.responseCode).toBe('13');
    const cross = await callMethod(t, 'businessRepresentativeAdd', newcomer('Ann'), {
      ...acme.dana,
      'customer-id': otherId,
    });
    expect(cross.body.responseCode).toBe('ENOA');
    const body = await callMethod(
      t,
      'businessRepresentativeAdd',
      { ...newcomer('Ann'), fromCustomerId: otherId },
      acme.dana,
    );
    expect(body.body.responseCode).toBe('ENOA');
    expect(await counts()).toEqual(before);
  });

  it('invites a user by e-mail: the link activates them with the rights chosen', async () => {
    const add = await callMethod(
      t,
      'businessRepresentativeAdd',
      newcomer('Vera', { isUser: true, email: 'vera-acme@example.com', accessRights: 3, positionIds: [2] }),
      acme.dana,
    );
    expect(add.body.responseCode).toBe('00');
    const link = await linkFor(t, 'vera-acme@example.com');
    expect(link.action).toBe('activationEmployee');
    const act = await callMethod(t, 'employeeAccountActivate', {
      email: 'vera-acme@example.com',
      activationCode: link.code,
      password: PASSWORD,
    });
    expect(act.body.responseCode).toBe('00');
    const vera = { authorization: `Bearer ${(await signIn(t, 'vera-acme@example.com', PASSWORD)).accessToken}` };
    const info = (await callMethod(t, 'userAccessInfoGet', {}, vera)).body.userAccessInfo as { accessRights: number };
    expect(info.accessRights).toBe(3);
    const directors = (await callMethod(t, 'businessDirectorList', {}, acme.dana)).body.directors as { id: number }[];
    expect(directors.map((d) => d.id)).toContain(add.body.id);
    // Removed: her open session's next call is refused, her tabs hear it.
    const del = await callMethod(t, 'businessRepresentativeDelete', { id: add.body.id }, acme.dana);
    expect(del.body.responseCode).toBe('00');
    expect((await callMethod(t, 'businessInfoGet', {}, vera)).body.responseCode).toBe('ENOA');
  });

  it('an invitation is resent, expires, and is revoked by removing the representative', async () => {
    const email = 'walt-acme@example.com';
    const add = await callMethod(
      t,
      'businessRepresentativeAdd',
      newcomer('Walt', { isUser: true, email, accessRights: 1 }),
      acme.dana,
    );
    const first = await linkFor(t, email);
    // Let the resend limit's minimum interval pass, then ask again: a second employee link.
    await t.db.query(
      `UPDATE activation_codes SET created_at = created_at - interval '1 hour'
                       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    expect((await callMethod(t, 'activationCodeResend', { email })).body.responseCode).toBe('00');
    const second = await linkFor(t, email);
    expect([second.action, second.code === first.code]).toEqual(['activationEmployee', false]);
    // The first link expired: refused.
    await t.db.query(
      `UPDATE activation_codes SET expires_at = now() - interval '1 second'
                       WHERE code_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [first.code],
    );
    const expired = await callMethod(t, 'employeeAccountActivate', {
      email,
      activationCode: first.code,
      password: PASSWORD,
    });
    expect(fieldMessages(expired.body)).toEqual([['activationCode', ERROR_MESSAGES.invalidActivationCode]]);
    // Revoked: the second link no longer opens anything.
    expect(
      (await callMethod(t, 'businessRepresentativeDelete', { id: add.body.id }, acme.dana)).body.responseCode,
    ).toBe('00');
    const revoked = await callMethod(t, 'employeeAccountActivate', {
      email,
      activationCode: second.code,
      password: PASSWORD,
    });
    expect(fieldMessages(revoked.body)).toEqual([['activationCode', ERROR_MESSAGES.invalidActivationCode]]);
  });
});

describe('businessRepresentativeDelete', () => {
  it('refuses oneself, the company login, a shareholder, force, another company, a read-only user', async () => {
    const before = await counts();
    const mine = await repsOf(acme.dana);
    const dana = mine.find((r) => r.email === 'dana-acme@example.com')!.id;
    const owner = mine.find((r) => r.email === 'owner-acme@example.com')!.id;
    const theirs = (await repsOf(other.dana))[0]!.id;
    const cases: [Record<string, unknown>, [string, string][]][] = [
      [{ id: dana }, [['id', ERROR_MESSAGES.representativeSelf]]],
      [{ id: owner }, [['id', ERROR_MESSAGES.companyLoginKept]]],
      [{ id: await shareholderId('ELI') }, [['id', ERROR_MESSAGES.representativeInShareTree]]],
      [{ id: await shareholderId('Holdco') }, [['id', ERROR_MESSAGES.representativeInShareTree]]],
      [{ id: theirs }, [['id', ERROR_MESSAGES.representativeNotFound]]],
      [{ id: 999_999 }, [['id', ERROR_MESSAGES.representativeNotFound]]],
      [{ id: dana, force: true }, [['force', ERROR_MESSAGES.forceOperatorOnly]]],
    ];
    for (const [body, expected] of cases)
      expect(fieldMessages((await callMethod(t, 'businessRepresentativeDelete', body, acme.dana)).body)).toEqual(
        expected,
      );
    const rita = mine.find((r) => r.email === 'rita-acme@example.com')!.id;
    expect((await callMethod(t, 'businessRepresentativeDelete', { id: rita }, acme.rita)).body.responseCode).toBe('13');
    const cross = await callMethod(
      t,
      'businessRepresentativeDelete',
      { id: theirs },
      { ...acme.dana, 'customer-id': otherId },
    );
    expect(cross.body.responseCode).toBe('ENOA');
    expect(await counts()).toEqual(before);
  });

  it('never the last director', async () => {
    const body = companyBody('solo');
    body.persons.push({ ...body.persons[1]!, ref: 'dir', firstName: 'DIR', email: undefined });
    body.directorRefs = ['dir'];
    const reg = await callMethod(t, 'businessAccountCreate', body);
    expect(reg.body.responseCode).toBe('00');
    const owner = body.generalForm.email;
    await callMethod(t, 'businessAccountActivate', { email: owner, activationCode: (await linkFor(t, owner)).code });
    const solo = { authorization: `Bearer ${(await signIn(t, owner, PASSWORD)).accessToken}` };
    const dirs = (await callMethod(t, 'businessDirectorList', {}, solo)).body.directors as { id: number }[];
    expect(dirs).toHaveLength(1);
    const last = await callMethod(t, 'businessRepresentativeDelete', { id: dirs[0]!.id }, solo);
    expect(fieldMessages(last.body)).toEqual([['id', ERROR_MESSAGES.lastDirector]]);
    // A second director: now the first may go.
    const add = await callMethod(t, 'businessRepresentativeAdd', newcomer('Second', { positionIds: [2] }), solo);
    expect(add.body.responseCode).toBe('00');
    expect((await callMethod(t, 'businessRepresentativeDelete', { id: dirs[0]!.id }, solo)).body.responseCode).toBe(
      '00',
    );
    const left = (await callMethod(t, 'businessDirectorList', {}, solo)).body.directors as { id: number }[];
    expect(left.map((d) => d.id)).toEqual([add.body.id]);
  });
});
