import { adminChangeList } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { adminOf } from '../audit.ts';
import { listChanges } from '../four-eyes.ts';
import type { AdminDeps } from '../module.ts';

/** The operator changes waiting for a second operator (or decided ones), newest first. */
export const adminChangeListOp = (deps: AdminDeps) =>
  operation(adminChangeList, async (ctx, input) => ({
    responseCode: '00' as const,
    data: await listChanges(deps.db, input, adminOf(ctx.caller).adminId),
  }));
