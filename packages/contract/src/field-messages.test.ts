import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './errors.ts';
import { FIELD_MESSAGES, messageCode } from './field-messages.ts';
import { cardAliasNameSet, personalAccountCreate, transferBetweenAccounts } from './index.ts';

describe('message codes', () => {
  it('give every field and server message one code, no text under two', () => {
    const texts = [...Object.values(FIELD_MESSAGES), ...Object.values(ERROR_MESSAGES)];
    expect(new Set(texts).size).toBe(texts.length);
    for (const [code, text] of Object.entries({ ...FIELD_MESSAGES, ...ERROR_MESSAGES }))
      expect(messageCode(text)).toBe(code);
    expect(messageCode('Bank says no')).toBeUndefined();
  });
  it('are what the schemas say', () => {
    const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
      (r.error?.issues ?? []).map((i) => messageCode(i.message));
    expect(issues(cardAliasNameSet.request.safeParse({ accountId: 1, cardAliasName: ' ' }))).toEqual(['nameRequired']);
    expect(
      issues(
        transferBetweenAccounts.request.safeParse({ fromAccount: 1, toAccount: 1, currency: 'USD', toAmount: '1.001' }),
      ),
    ).toEqual(expect.arrayContaining(['amountTooManyDecimals']));
    expect(
      issues(personalAccountCreate.request.safeParse({ email: 'x', password: 'abcdefgh', termsAccepted: false })),
    ).toEqual(expect.arrayContaining(['usernameEmail', 'passwordDigit', 'acceptTerms']));
  });
});
