import { applicationCreate } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { findApplication, insertApplication } from '../data/applications.ts';
import { recordEvent } from '../data/history.ts';
import type { ApplicationsDeps } from '../module.ts';

/** A new, empty DRAFT application of the acting customer (spec 3 §7: answers its id), its history begun. */
export const applicationCreateOp = (deps: ApplicationsDeps) =>
  operation(applicationCreate, async (ctx) => {
    const caller = customerOf(ctx.caller);
    const id = await deps.db.transaction(async (tx) => {
      const newId = await insertApplication(tx, caller.customerId, caller.brand, caller.userId);
      await recordEvent(
        tx,
        { kind: 'applicant', userId: caller.userId },
        'create',
        null,
        await findApplication(tx, newId),
      );
      return newId;
    });
    return { responseCode: '00' as const, data: { id } };
  });
