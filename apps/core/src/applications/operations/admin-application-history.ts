import { adminApplicationHistory } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { findApplication } from '../data/applications.ts';
import { listHistory } from '../data/history.ts';
import type { ApplicationsDeps } from '../module.ts';

/** An application's history for an operator who may read applications: who changed or decided what, when. */
export const adminApplicationHistoryOp = (deps: ApplicationsDeps) =>
  operation(adminApplicationHistory, async (ctx) => {
    const app = await findApplication(deps.db, Number(ctx.params.id));
    return { responseCode: '00' as const, data: await listHistory(deps.db, app.id) };
  });
