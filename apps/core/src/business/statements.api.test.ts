import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, METHOD_CALLS } from '@openportal/contract';
import { callMethod, type TestCore, startTestCore } from '../test-support.ts';
import { activeCompany, fieldMessages, secretFor } from './business-test-kit.ts';

let t: TestCore;
let acme: Awaited<ReturnType<typeof activeCompany>>;
let other: Awaited<ReturnType<typeof activeCompany>>;
let acmeId: string;
let otherId: string;
beforeAll(async () => {
  t = await startTestCore();
  acme = await activeCompany(t, 'acme');
  other = await activeCompany(t, 'other');
  const idOf = async (h: Record<string, string>) =>
    ((await callMethod(t, 'userAccessInfoGet', {}, h)).body.userAccessInfo as { id: string }).id;
  acmeId = await idOf(acme.dana);
  otherId = await idOf(other.dana);
});
afterAll(async () => t?.close());

const answersCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM business_statement_answers')).rows[0]!.n;
const repId = async (name: string) =>
  (
    (await callMethod(t, 'businessShareholderList', {}, acme.dana)).body.shareholders as {
      id: number;
      firstName: string;
    }[]
  ).find((s) => s.firstName === name)!.id;

const KINDS = [
  ['declarationsGet', 'declarationsSend', 'declarations', 'actsForCompany'],
  ['prohibitedEscortStatementsGet', 'prohibitedEscortStatementsSend', 'statements', 'noEscortServices'],
] as const;

describe.each(KINDS)('%s / %s', (get, send, field, firstId) => {
  const read = async (auth: Record<string, unknown>, headers: Record<string, string> = {}) =>
    (await callMethod(t, get, auth, headers)).body[field] as { id: string; text: string; accepted: boolean | null }[];

  it('a signed-in representative and an authSecret link each answer for their own row', async () => {
    const mine = await callMethod(t, get, {}, acme.dana);
    expect(METHOD_CALLS[get].response.safeParse(mine.body).success).toBe(true);
    const before = await read({}, acme.dana);
    expect(before.map((s) => s.accepted)).toEqual([null, null, null]);
    expect(before[0]).toMatchObject({ id: firstId, text: expect.stringMatching(/\w/) });
    const sent = await callMethod(t, send, { answers: [{ id: firstId, accepted: true }] }, acme.dana);
    expect(sent.body.responseCode).toBe('00');
    expect((await read({}, acme.dana)).map((s) => s.accepted)).toEqual([true, null, null]);
    // Eli (no user) answers by his link; Dana's answers are not his.
    const eli = await secretFor(t, acmeId, await repId('ELI'));
    expect((await read({ authSecret: eli })).map((s) => s.accepted)).toEqual([null, null, null]);
    const answers = before.map((s) => ({ id: s.id, accepted: false }));
    expect((await callMethod(t, send, { authSecret: eli, answers })).body.responseCode).toBe('00');
    expect((await read({ authSecret: eli })).map((s) => s.accepted)).toEqual([false, false, false]);
    expect((await read({}, acme.dana)).map((s) => s.accepted)).toEqual([true, null, null]);
  });

  it('refuses an unknown or repeated statement, a read-only sender, another company; nothing written', async () => {
    const before = await answersCount();
    const cases: [object[], [string, string][]][] = [
      [[{ id: 'madeUp', accepted: true }], [['answers.0.id', ERROR_MESSAGES.statementUnknown]]],
      [
        [
          { id: firstId, accepted: true },
          { id: firstId, accepted: false },
        ],
        [['answers.1.id', ERROR_MESSAGES.statementTwice]],
      ],
    ];
    for (const [answers, expected] of cases)
      expect(fieldMessages((await callMethod(t, send, { answers }, acme.dana)).body)).toEqual(expected);
    const ok = { answers: [{ id: firstId, accepted: true }] };
    expect((await callMethod(t, send, ok, acme.rita)).body.responseCode).toBe('13');
    expect((await callMethod(t, get, {}, acme.rita)).body.responseCode).toBe('00');
    expect((await callMethod(t, send, ok, { ...acme.dana, 'customer-id': otherId })).body.responseCode).toBe('ENOA');
    expect((await callMethod(t, send, { ...ok, fromCustomerId: otherId }, acme.dana)).body.responseCode).toBe('ENOA');
    // A link naming another company's representative (or none at all) opens nothing.
    const theirRep = (
      (await callMethod(t, 'businessShareholderList', {}, other.dana)).body.shareholders as { id: number }[]
    )[0]!.id;
    const forged = await secretFor(t, acmeId, theirRep);
    expect((await callMethod(t, send, { ...ok, authSecret: forged })).body.responseCode).toBe('ENOA');
    expect((await callMethod(t, get, { authSecret: forged })).body.responseCode).toBe('ENOA');
    expect(await answersCount()).toBe(before);
  });
});
