import { LANGUAGES } from '@openportal/contract';
import { describe, expect, it } from 'vitest';
import { flatten } from './catalogue.ts';
import { message, MESSAGES } from './index.ts';

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = flatten(MESSAGES.en);

describe.each(LANGUAGES.map((l) => [l]))('messages %s', (lang) => {
  const own = flatten(MESSAGES[lang]);
  it('has every key of en and no other', () => {
    expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
  });
  it('keeps the placeholders of en and no empty text', () => {
    for (const [key, text] of Object.entries(own)) {
      expect(text.trim(), key).not.toBe('');
      expect({ key, p: placeholders(text) }).toEqual({ key, p: placeholders(english[key]!) });
    }
  });
});

describe('message', () => {
  it('fills the placeholders', () => {
    expect(message('en', 'moneyReceived.body', { amount: '€10.00', from: 'Jane D.' })).toBe(
      'You received €10.00 from Jane D..',
    );
  });
  it('refuses a placeholder without a value', () => {
    expect(() => message('en', 'moneyReceived.body', { amount: '€10.00' })).toThrow(/from/);
  });
});
