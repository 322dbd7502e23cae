import { describe, expect, it } from 'vitest';
import { currentStep, signedWForm, type TCertificationState } from './steps.ts';

const base: TCertificationState = { entityType: null, declarations: [], statements: [], documents: [] };
const open = [{ accepted: null }, { accepted: true }];
const answered = [{ accepted: false }, { accepted: true }];

describe('the representative’s certification steps', () => {
  it.each<[string, Partial<TCertificationState>, string]>([
    ['declarations first', { declarations: open, statements: open }, 'declarations'],
    ['then the statements (a no is an answer)', { declarations: answered, statements: open }, 'statements'],
    ['then the W-form', { declarations: answered, statements: answered }, 'wForm'],
    [
      'a form started but not signed is not given',
      { declarations: answered, statements: answered, documents: [{ type: 'W9', status: 'none' }] },
      'wForm',
    ],
    [
      'a certificate of loss of nationality is no W-form',
      { declarations: answered, statements: answered, documents: [{ type: 'COLN', status: 'pending' }] },
      'wForm',
    ],
    [
      'then the FATCA/CRS answers',
      { declarations: answered, statements: answered, documents: [{ type: 'W8BENE', status: 'validated' }] },
      'fatca',
    ],
    ['done once submitted', { entityType: 'general', declarations: open }, 'done'],
  ])('%s', (_name, state, step) => {
    expect(currentStep({ ...base, ...state })).toBe(step);
  });

  it('finds the signed form among the documents', () => {
    const docs = [
      { type: 'COLN', status: 'validated' },
      { type: 'W9', status: 'rejected' },
      { type: 'W8BENE', status: 'pending' },
    ];
    expect(signedWForm(docs)?.type).toBe('W8BENE');
    expect(signedWForm(docs.slice(0, 2))).toBeUndefined();
  });
});
