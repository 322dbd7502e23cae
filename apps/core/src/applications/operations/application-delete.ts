import { applicationDelete } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { applicationOf, findApplication, saveApplication } from '../data/applications.ts';
import { recordEvent } from '../data/history.ts';
import type { ApplicationsDeps } from '../module.ts';
import { moveTo } from '../transitions.ts';

/**
 * The applicant deletes a DRAFT (DRAFT -> DELETED through the transition table, under the row
 * lock): it leaves their list and reads as not found; any other status is refused
 * (applicationTransitionRefused). The row and its history stay for the operators.
 */
export const applicationDeleteOp = (deps: ApplicationsDeps) =>
  operation(applicationDelete, async (ctx) => {
    const { customerId, userId } = customerOf(ctx.caller);
    const row = await deps.db.transaction(async (tx) => {
      const before = await findApplication(tx, Number(ctx.params.id), { customerId, lock: true });
      const after = await saveApplication(tx, before.id, { status: moveTo(before.status, 'delete') });
      await recordEvent(tx, { kind: 'applicant', userId }, 'delete', before, after);
      return after;
    });
    return { responseCode: '00' as const, data: applicationOf(row) };
  });
