import { describe, expect, it } from 'vitest';
import { GIVABLE_RIGHTS, removalIssue, rightsChangeIssue, type TAccessRow } from './access-rules.ts';

const row = (id: number, right: number): TAccessRow => ({ id, right, email: `u${id}@example.com` });

describe('company access rules (spec 1 §5-§6, issue 26)', () => {
  it('refuses raising one’s own rights, whatever they are, and allows lowering them while another main user stays', () => {
    const rows = [row(1, 2), row(2, 2), row(3, 1)];
    expect(rightsChangeIssue(row(3, 1), 3, rows, true)).toBe('ownRightsRaise');
    expect(rightsChangeIssue(row(3, 1), 2, rows, true)).toBe('ownRightsRaise');
    expect(rightsChangeIssue(row(3, 1), 0, rows, true)).toBeUndefined();
    expect(rightsChangeIssue(rows[0]!, 1, rows, true)).toBeUndefined();
    expect(rightsChangeIssue(row(4, 5), 3, [...rows, row(4, 5)], true)).toBe('ownRightsRaise');
  });

  it('keeps the last user with rights 2: no lower right for them, no removal', () => {
    const rows = [row(1, 2), row(2, 3)];
    for (const r of GIVABLE_RIGHTS.filter((x) => x !== 2))
      expect(rightsChangeIssue(rows[0]!, r, rows, true)).toBe('lastMainUser');
    expect(rightsChangeIssue(rows[0]!, 2, rows, true)).toBeUndefined();
    expect(removalIssue(rows[0]!, rows, false)).toBe('lastMainUser');
    expect(removalIssue(rows[1]!, rows, false)).toBeUndefined();
    expect(removalIssue(rows[1]!, rows, true)).toBe('representativeSelf');
  });

  it('lets a main user give a colleague any right but 5', () => {
    const rows = [row(1, 2), row(2, 3)];
    for (const r of GIVABLE_RIGHTS) expect(rightsChangeIssue(rows[1]!, r, rows, false)).toBeUndefined();
    expect(GIVABLE_RIGHTS).not.toContain(5);
  });
});
