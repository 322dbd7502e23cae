import {
  accountRecoveryCreate,
  accountRecoveryEmailCodeCheck,
  accountRecoveryPasswordSet,
  accountRecoveryStatusGet,
} from '@openportal/contract';
import type { TokenServiceDeps } from '../../identity/index.ts';
import { operation } from '../../platform/operation.ts';
import { checkTaskCode, createTask, loadTask, setTaskPassword, taskView } from '../tasks.ts';

/** The four account recovery calls (names and shapes ours: spec 1 §2 does not show them). */
export const accountRecoveryOps = (deps: TokenServiceDeps) => [
  operation(accountRecoveryCreate, async (ctx, input) => ({
    task: taskView(await createTask(deps, { brand: ctx.brand!, ip: ctx.req.ip, lang: ctx.lang }, input)),
  })),
  operation(accountRecoveryStatusGet, async (ctx, input) => ({
    task: taskView(await loadTask(deps.db, ctx.brand!, input.taskId)),
  })),
  operation(accountRecoveryEmailCodeCheck, async (ctx, input) => ({
    task: taskView(await checkTaskCode(deps, ctx.brand!, input.taskId, input.code)),
  })),
  operation(accountRecoveryPasswordSet, async (ctx, input) => {
    await setTaskPassword(deps, { brand: ctx.brand!, lang: ctx.lang }, input);
    return {};
  }),
];
