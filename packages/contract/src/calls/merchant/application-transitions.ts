import type { TApplicationStatus } from '../../enums/merchant.ts';

/**
 * The merchant-account application's status moves (spec 3 §4 does not show them; our choice,
 * issue 23). Core moves an application only through this table (applications/transitions.ts);
 * every other move is refused with `applicationTransitionRefused`.
 *
 * | from      | move      | to        | who                                   |
 * | --------- | --------- | --------- | ------------------------------------- |
 * | DRAFT     | submit    | SUBMITTED | the applicant (FULL validation)       |
 * | SUBMITTED | approve   | VERIFIED  | an operator (compliance)              |
 * | SUBMITTED | reject    | REJECTED  | an operator (compliance), with reason |
 * | REJECTED  | reopen    | DRAFT     | the applicant, by editing it again    |
 * | DRAFT     | delete    | DELETED   | the applicant (no call serves it yet) |
 *
 * VERIFIED and DELETED are final. Edits are not moves: the applicant edits a DRAFT (or a
 * REJECTED one, which reopens it), an operator edits a SUBMITTED one under review.
 */
export const APPLICATION_MOVES = {
  submit: { from: 'DRAFT', to: 'SUBMITTED' },
  approve: { from: 'SUBMITTED', to: 'VERIFIED' },
  reject: { from: 'SUBMITTED', to: 'REJECTED' },
  reopen: { from: 'REJECTED', to: 'DRAFT' },
  delete: { from: 'DRAFT', to: 'DELETED' },
} as const satisfies Record<string, { from: TApplicationStatus; to: TApplicationStatus }>;
export type TApplicationMove = keyof typeof APPLICATION_MOVES;

/** Who may edit the body in which status. */
export const APPLICATION_EDITABLE: Record<'applicant' | 'operator', readonly TApplicationStatus[]> = {
  applicant: ['DRAFT', 'REJECTED'],
  operator: ['SUBMITTED'],
};

/** The status a move leads to from `from`, or null when the table has no such move. */
export function applicationMoveTarget(from: TApplicationStatus, move: TApplicationMove): TApplicationStatus | null {
  const m = APPLICATION_MOVES[move];
  return m.from === from ? m.to : null;
}
