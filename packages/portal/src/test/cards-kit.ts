import { CARD_STATUSES, ERROR_MESSAGES } from '@openportal/contract';
import { ACCESS_INFO, account, fakeFetch, jwt, ok, type THandler } from './fake-api.ts';

/** A card account of balanceInquiry: a prepaid card product, its card's status as accountStatusId. */
export function cardAccount(
  id: number,
  o: {
    virtual?: boolean;
    status?: number;
    currency?: string;
    balance?: string;
    name?: string;
    subType?: 'PREPAID' | 'DEBIT';
  } = {},
) {
  return {
    ...account(id, o.currency ?? 'USD', o.balance ?? '0.00'),
    type: o.virtual === false ? 2016 : 2006,
    subType: o.subType ?? 'PREPAID',
    accountStatusId: o.status ?? CARD_STATUSES.active,
    cardIsVirtual: o.virtual !== false,
    cardExpiryMonth: 11,
    cardExpiryYear: 2029,
    cardAliasName: o.name ?? null,
  };
}

/** core's answer to a card secret's call without a code: one was sent, give it on `otp`. */
export const codeSent = () => ({
  status: 400,
  json: {
    responseCode: 'VF',
    responseDescription: ERROR_MESSAGES.validationFailed,
    validationErrors: [{ field: 'otp', message: ERROR_MESSAGES.cardCodeSent }],
  },
});

/** A refusal on one field. */
export const refused = (field: string, message: string) => ({
  status: 400,
  json: {
    responseCode: 'VF',
    responseDescription: ERROR_MESSAGES.validationFailed,
    validationErrors: [{ field, message }],
  },
});

/** A card's spend controls without a limit, a blocked country or a switch off. */
export const NO_CONTROLS = {
  ...{ perTransaction: null, perDay: null, perMonth: null, blockedCountries: [] },
  ...{ online: true, contactless: true, atm: true },
};

/** The fake API of a signed-in customer holding `accounts`, plus the test's own handlers. */
export function cardsApi(accounts: () => unknown[], more: Record<string, THandler> = {}) {
  return fakeFetch({
    'method:userAccessInfoGet': () => ok(ACCESS_INFO),
    'method:historyGet': () => ok({ history: [], total: 0, pageSize: 20 }),
    'method:balanceInquiry': () => ok({ accounts: accounts() }),
    'method:debitCardAuthorizationList': () => ok({ authorizations: [], total: 0 }),
    'method:crossPlatformRequirementGet': () => ok({ required: false, requirements: [] }),
    'method:cardSpendControlsGet': () => ok({ currency: 'USD', controls: NO_CONTROLS }),
    '/auth/logout': () => ({ json: {} }),
    ...more,
  });
}

export const future = () => jwt(Math.floor(Date.now() / 1000) + 600);
