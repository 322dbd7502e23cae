import { applicationSubmit, issueMessage, ZApplicationBody } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { applicationOf, findApplication, saveApplication } from '../data/applications.ts';
import { recordEvent } from '../data/history.ts';
import type { ApplicationsDeps } from '../module.ts';
import { moveTo } from '../transitions.ts';

/**
 * Sends a DRAFT to review (DRAFT -> SUBMITTED): the saved body must pass FULL validation (every
 * field at fault named, `data.<path>`); any other status is refused by the transition table.
 */
export const applicationSubmitOp = (deps: ApplicationsDeps) =>
  operation(applicationSubmit, async (ctx) => {
    const { customerId, userId } = customerOf(ctx.caller);
    const row = await deps.db.transaction(async (tx) => {
      const before = await findApplication(tx, Number(ctx.params.id), { customerId, lock: true });
      const status = moveTo(before.status, 'submit');
      const full = ZApplicationBody.safeParse(before.data);
      if (!full.success)
        throw new AppError('VF', 'validationFailed', {
          validationErrors: full.error.issues.map((i) => ({
            field: ['data', ...i.path.map(String)].join('.'),
            message: issueMessage(i),
          })),
        });
      const after = await saveApplication(tx, before.id, { status, submitted: true, rejectReason: null });
      await recordEvent(tx, { kind: 'applicant', userId }, 'submit', before, after);
      return after;
    });
    return { responseCode: '00' as const, data: applicationOf(row) };
  });
