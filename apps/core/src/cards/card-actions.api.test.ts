import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_CALL_ACTIONS,
  CARD_STATUSES,
  cardActionAllowed,
  ERROR_MESSAGES,
  RIGHTS_GRANTING,
} from '@openportal/contract';
import { hashPassword } from '../identity/index.ts';
import { newId } from '../platform/crypto.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { signIn } from '../test-support.ts';
import {
  accountIn,
  applyFor,
  call,
  cardRow,
  startCardsWorld,
  type TActor,
  type TCardsWorld,
} from './cards-test-kit.ts';

/**
 * Core enforces contract CARD_ACTION_RULES on every card call: each call in each card status,
 * for a virtual and a physical card, is refused (cardActionNotAllowed, nothing changed) exactly
 * where the table says no.
 */
let w: TCardsWorld;
let cards: { virtual: number; physical: number };
let usdAccountId: number;
beforeAll(async () => {
  w = await startCardsWorld();
  await w.t.db.query(
    `INSERT INTO customer_addresses (customer_id, address_type, address1, city, postal_code, country_code)
     VALUES ($1, 1, '1 Test Street', 'London', 'E1 1AA', 'GB')`,
    [w.me.customerId],
  );
  cards = { virtual: await applyFor(w.t, w.me, 2006), physical: await applyFor(w.t, w.me, 2016) };
  usdAccountId = (await accountIn(w.t, w.me, 'USD')).accountId;
});
afterAll(async () => w?.t.close());

type TCardCall = Exclude<keyof typeof CARD_CALL_ACTIONS, 'cardAliasNameSet'>;
const CALLS = Object.keys(CARD_CALL_ACTIONS).filter((k) => k !== 'cardAliasNameSet') as TCardCall[];
const REVEALS: readonly string[] = ['cardPinChange', 'cardPinShow', 'cardPinGet', 'cardVirtualDetailsGet'];

async function bodyOf(method: TCardCall, accountId: number): Promise<[object, boolean]> {
  switch (method) {
    case 'cardLoad':
      return [{ accountId, fromAccountId: usdAccountId, amount: '0.01', currency: 'USD' }, true];
    case 'cardPinChange':
      return [{ accountId, pin: '1357', pinRepeat: '1357' }, false];
    case 'cardReissue':
      return [{ accountId, isExpressShipping: false }, false];
    case 'cardActivate':
      return [{ accountId, extraParams: { cardLast4: (await cardRow(w.t, accountId))!.pan_last4 as string } }, false];
    default:
      return [{ accountId }, false];
  }
}

const reset = (accountId: number, statusId: number) =>
  w.t.db.query('UPDATE cards SET status_id = $2, express_shipping = false WHERE account_id = $1', [
    accountId,
    statusId,
  ]);

describe('every card call in every card status (CARD_ACTION_RULES)', () => {
  for (const kind of ['virtual', 'physical'] as const)
    for (const [name, statusId] of Object.entries(CARD_STATUSES))
      it(`${kind} card, ${name} (${statusId})`, async () => {
        const accountId = cards[kind];
        for (const method of CALLS) {
          await reset(accountId, statusId);
          const before = await cardRow(w.t, accountId);
          const [body, keyed] = await bodyOf(method, accountId);
          const r = await call(w.t, w.me, method, body, keyed || undefined);
          const allowed = cardActionAllowed(CARD_CALL_ACTIONS[method], { statusId, isVirtual: kind === 'virtual' });
          const label = `${method} in ${name}`;
          if (!allowed) {
            expect(r.body, label).toEqual({
              responseCode: 'VF',
              responseDescription: ERROR_MESSAGES.cardActionNotAllowed,
            });
            expect(await cardRow(w.t, accountId), label).toEqual(before);
          } else if (REVEALS.includes(method)) {
            // Past the rule: the call now asks for its one-time code (or, past ten an hour, says so).
            expect([r.body.responseDescription, r.body.validationErrors], label).toSatisfy(
              ([d, v]) =>
                d === ERROR_MESSAGES.tooManyCodesSent ||
                JSON.stringify(v) === JSON.stringify([{ field: 'otp', message: ERROR_MESSAGES.cardCodeSent }]),
            );
          } else expect(r.body.responseCode, `${label}: ${JSON.stringify(r.body)}`).toBe('00');
        }
      });
});

describe('rights and other customers', () => {
  let readOnly: TActor;
  let uploader: TActor;
  let companyCard: number;
  beforeAll(async () => {
    companyCard = await applyFor(w.t, w.other, 2006);
    const made: TActor[] = [];
    for (const rights of [1, 5]) {
      const userId = newId();
      const email = `cards-r${rights}-${userId.slice(0, 6)}@paywave.example`;
      await w.t.db.query(
        `INSERT INTO users (id, email, password_hash, first_name, last_name, status, brand) VALUES ($1, $2, $3, 'R', 'M', 'active', 'paywave')`,
        [userId, email, await hashPassword(DEMO_PASSWORD)],
      );
      await w.t.db.query(
        `INSERT INTO customer_access (user_id, customer_id, access_rights, is_primary) VALUES ($1, $2, $3, true)`,
        [userId, w.other.customerId, rights],
      );
      const auth = { authorization: `Bearer ${(await signIn(w.t, email, DEMO_PASSWORD)).accessToken}` };
      made.push({ auth, userId, customerId: w.other.customerId });
    }
    [readOnly, uploader] = made as [TActor, TActor];
  });

  it('refuses every card write to read-only (1) and uploading (5) users, and lets them read', async () => {
    expect(RIGHTS_GRANTING.read).toEqual(expect.arrayContaining([1, 5]));
    const usd = await accountIn(w.t, w.other, 'USD');
    const writes: Array<[string, object, boolean]> = [
      ['cardApply', { type: 2006, feeAccountId: usd.accountId }, true],
      ['cardActivate', { accountId: companyCard }, false],
      ['cardPause', { accountId: companyCard }, false],
      ['cardBlock', { accountId: companyCard }, false],
      ['cardLoad', { accountId: companyCard, fromAccountId: usd.accountId, amount: '1.00', currency: 'USD' }, true],
      ['cardPinShow', { accountId: companyCard }, false],
      ['cardVirtualDetailsGet', { accountId: companyCard }, false],
      ['cardReissue', { accountId: companyCard, isExpressShipping: false }, false],
      ['cryptoWalletCreate', { currencyCode: 'BTC', accountId: usd.accountId }, false],
    ];
    const before = await cardRow(w.t, companyCard);
    for (const actor of [readOnly, uploader])
      for (const [method, body, keyed] of writes) {
        const r = await call(w.t, actor, method, body, keyed || undefined);
        expect([r.status, r.body.responseCode], method).toEqual([403, '13']);
      }
    expect(await cardRow(w.t, companyCard)).toEqual(before);
    for (const actor of [readOnly, uploader]) {
      expect((await call(w.t, actor, 'cardApplyInfoGet', {})).body.responseCode).toBe('00');
      expect((await call(w.t, actor, 'cardActivationDataGet', { accountId: companyCard })).body.responseCode).toBe(
        '00',
      );
    }
  });
});
