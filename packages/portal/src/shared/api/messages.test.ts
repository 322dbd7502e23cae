import { describe, expect, it } from 'vitest';
import { createBundledI18n } from '@openportal/i18n';
import { chooseMessage, errorPopup } from './messages.ts';
import type { TApiError } from '@openportal/contract-client';

const { t } = createBundledI18n('en', ['en', 'ru']);
const tr = (k: string) => t(k);
const e = (x: Partial<TApiError>): TApiError => ({ httpStatus: 400, ...x });

/** Spec 2 §8 choice order: one line per case. */
const cases: Array<[string, Partial<TApiError>, string]> = [
  [
    'validation errors first, joined by commas',
    {
      validationErrors: [
        { field: 'a', message: 'A bad' },
        { field: 'b', message: 'B bad' },
      ],
      errors: { error: 'x' },
      responseDescription: 'd',
    },
    'A bad, B bad',
  ],
  ['then errors.error', { errors: { error: 'inner' }, responseDescription: 'd' }, 'inner'],
  ['errors.error as array', { errors: { error: ['one', 'two'] } }, 'one, two'],
  ['then errors (array)', { errors: ['e1', 'e2'], responseDescription: 'd' }, 'e1, e2'],
  ['then errors (string)', { errors: 'plain', responseDescription: 'd' }, 'plain'],
  ['then the description', { responseDescription: 'Desc', message: 'm' }, 'Desc'],
  ['then message', { message: 'msg', body: 'b' }, 'msg'],
  ['then body', { body: 'the body' }, 'the body'],
  ['then the generic error', {}, 'Something went wrong. Please try again.'],
  ['network failure', { httpStatus: 0 }, 'Network error. Check your connection and try again.'],
  ['HTTP 500', { httpStatus: 500 }, 'Server is not available'],
  ['empty reply', { httpStatus: 200 }, 'Server is not available'],
  ['known catalogue text is translated', { responseDescription: 'Insufficient funds' }, 'Insufficient funds'],
];

describe('chooseMessage', () => {
  it.each(cases)('%s', (_n, err, text) => expect(chooseMessage(e(err), tr)).toBe(text));
  it('translates a known server text and keeps an unknown one', () => {
    const ru = createBundledI18n('ru', ['en', 'ru']);
    expect(chooseMessage(e({ responseDescription: 'Invalid username or password' }), (k) => ru.t(k))).toBe(
      'Неверное имя пользователя или пароль',
    );
    expect(chooseMessage(e({ responseDescription: 'Bank says no' }), (k) => ru.t(k))).toBe('Bank says no');
  });
});

describe('errorPopup header rule', () => {
  it('uses a short description as the header', () => {
    expect(errorPopup(e({ responseDescription: 'Insufficient funds' }), tr)).toEqual({
      kind: 'error',
      title: 'Insufficient funds',
      message: 'Insufficient funds',
    });
  });
  it('puts a description over 50 characters in the body under "Error"', () => {
    const long = 'This description is certainly longer than fifty characters in total';
    expect(errorPopup(e({ responseDescription: long }), tr)).toEqual({ kind: 'error', title: 'Error', message: long });
  });
  it('keeps the header for validation errors and lists them', () => {
    const p = errorPopup(
      e({
        responseDescription: 'Validation failed',
        validationErrors: [{ field: 'toAmount', message: 'Amount is above the maximum' }],
      }),
      tr,
    );
    expect(p).toEqual({ kind: 'error', title: 'Validation failed', message: 'Amount is above the maximum' });
  });
  it('takes a fixed title when the screen has one', () => {
    expect(
      errorPopup(e({ responseDescription: 'Activation link is invalid or expired' }), tr, 'Account Activation').title,
    ).toBe('Account Activation');
  });
});
