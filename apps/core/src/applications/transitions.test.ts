import { describe, expect, it } from 'vitest';
import { APPLICATION_MOVES, APPLICATION_STATUSES, type TApplicationMove } from '@openportal/contract';
import { AppError } from '../platform/app-error.ts';
import { checkEditable, checkVersion, moveTo } from './transitions.ts';

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof AppError ? [e.httpStatus, e.messageKey] : e;
  }
  return 'allowed';
};

describe('application status moves', () => {
  it('allow exactly the table and refuse every other pair', () => {
    const allowed: string[] = [];
    for (const from of APPLICATION_STATUSES)
      for (const move of Object.keys(APPLICATION_MOVES) as TApplicationMove[]) {
        const r = refusal(() => moveTo(from, move));
        if (r === 'allowed') allowed.push(`${from} ${move} -> ${moveTo(from, move)}`);
        else expect(r).toEqual([409, 'applicationTransitionRefused']);
      }
    expect(allowed.sort()).toEqual([
      'DRAFT delete -> DELETED',
      'DRAFT submit -> SUBMITTED',
      'REJECTED reopen -> DRAFT',
      'SUBMITTED approve -> VERIFIED',
      'SUBMITTED reject -> REJECTED',
    ]);
  });
  it('let the applicant edit drafts and rejected ones, the operator only what is under review', () => {
    const editable = (who: 'applicant' | 'operator') =>
      APPLICATION_STATUSES.filter((s) => refusal(() => checkEditable(who, s)) === 'allowed');
    expect(editable('applicant')).toEqual(['DRAFT', 'REJECTED']);
    expect(editable('operator')).toEqual(['SUBMITTED']);
  });
  it('refuse a write that read an older version', () => {
    expect(refusal(() => checkVersion(3, 2))).toEqual([409, 'applicationChanged']);
    expect(refusal(() => checkVersion(3, 3))).toBe('allowed');
    expect(refusal(() => checkVersion(3, undefined))).toBe('allowed');
  });
});
