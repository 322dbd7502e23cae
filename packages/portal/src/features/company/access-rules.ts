import { MAIN_USER_RIGHTS as MAIN, type TErrorMessageKey } from '@openportal/contract';

/** A user of the company as businessAccessRightsList answers it. */
export interface TAccessRow {
  id: number;
  right: number;
  email: string;
}

/**
 * How much each right may do (core's order, business/data/access-rights.ts; spec 1 §6 is silent):
 * 0 none < 1 read < 5 uploading < 3 initiate < 4 confirmed < 2 full access.
 */
const RANK: Record<number, number> = { 0: 0, 1: 1, 5: 2, 3: 3, 4: 4, 2: 5 };
/** The rights a main user may give (5 is never chosen, spec 1 §5). */
export const GIVABLE_RIGHTS = [1, 3, 4, 2, 0] as const;

const isLastMain = (row: TAccessRow, rows: readonly TAccessRow[]) =>
  row.right === MAIN && !rows.some((r) => r.id !== row.id && r.right === MAIN);

/**
 * Why a rights change is refused before it is sent (core refuses the same, with the same
 * catalogue messages): nobody raises their own rights; the last user with rights 2 keeps them.
 */
export function rightsChangeIssue(
  row: TAccessRow,
  chosen: number,
  rows: readonly TAccessRow[],
  isMe: boolean,
): TErrorMessageKey | undefined {
  if (isMe && (RANK[chosen] ?? 0) > (RANK[row.right] ?? 0)) return 'ownRightsRaise';
  if (chosen !== MAIN && isLastMain(row, rows)) return 'lastMainUser';
  return undefined;
}

/** Why removing a user is refused before it is sent: oneself, or the last user with rights 2. */
export function removalIssue(
  row: TAccessRow,
  rows: readonly TAccessRow[],
  isMe: boolean,
): TErrorMessageKey | undefined {
  if (isMe) return 'representativeSelf';
  if (isLastMain(row, rows)) return 'lastMainUser';
  return undefined;
}
