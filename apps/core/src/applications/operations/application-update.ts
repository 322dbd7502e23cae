import { applicationUpdate } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { applicationOf, findApplication, saveApplication } from '../data/applications.ts';
import { recordEvent } from '../data/history.ts';
import type { ApplicationsDeps } from '../module.ts';
import { checkEditable, checkVersion, moveTo } from '../transitions.ts';

/**
 * The applicant saves the body (BASIC: a draft, what is there must be valid; FULL: complete,
 * checked by the contract schema before this runs). Under the row lock: a REJECTED application
 * reopens as DRAFT; one submitted or decided meanwhile refuses the edit (applicationNotEditable),
 * and an edit that read an older version is refused (applicationChanged): nothing is lost.
 */
export const applicationUpdateOp = (deps: ApplicationsDeps) =>
  operation(applicationUpdate, async (ctx, input) => {
    const { customerId, userId } = customerOf(ctx.caller);
    const row = await deps.db.transaction(async (tx) => {
      const before = await findApplication(tx, Number(ctx.params.id), { customerId, lock: true });
      checkVersion(before.version, input.version);
      checkEditable('applicant', before.status);
      const status = before.status === 'REJECTED' ? moveTo(before.status, 'reopen') : undefined;
      const after = await saveApplication(tx, before.id, { data: input.data, ...(status ? { status } : {}) });
      await recordEvent(tx, { kind: 'applicant', userId }, 'update', before, after);
      return after;
    });
    return { responseCode: '00' as const, data: applicationOf(row) };
  });
