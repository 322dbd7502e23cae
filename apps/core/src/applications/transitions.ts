import {
  APPLICATION_EDITABLE,
  applicationMoveTarget,
  type TApplicationMove,
  type TApplicationStatus,
} from '@openportal/contract';
import { AppError } from '../platform/app-error.ts';

/**
 * The one place a merchant-account application's status moves: the contract's table
 * (APPLICATION_MOVES). A move the table does not hold is refused (409,
 * applicationTransitionRefused) and nothing is written.
 */
export function moveTo(from: TApplicationStatus, move: TApplicationMove): TApplicationStatus {
  const to = applicationMoveTarget(from, move);
  if (to === null) throw new AppError('VF', 'applicationTransitionRefused', { httpStatus: 409 });
  return to;
}

/** Refuses an edit by `who` in a status they may not edit (409, applicationNotEditable). */
export function checkEditable(who: 'applicant' | 'operator', status: TApplicationStatus): void {
  if (!APPLICATION_EDITABLE[who].includes(status))
    throw new AppError('VF', 'applicationNotEditable', { httpStatus: 409 });
}

/**
 * Refuses a write that read an older version (409, applicationChanged): the other write (an
 * operator's decision, another tab's save) wins and this one changes nothing. Without a version
 * the write applies to what it finds under the row lock.
 */
export function checkVersion(current: number, read: number | undefined): void {
  if (read !== undefined && read !== current) throw new AppError('VF', 'applicationChanged', { httpStatus: 409 });
}
