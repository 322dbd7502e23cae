import { employeeAccountActivate } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { activateEmployee } from '../activation.ts';
import type { BusinessDeps } from '../module.ts';

/** action=activationEmployee: a company's user sets a password and is signed in. */
export const employeeAccountActivateOp = (deps: BusinessDeps) =>
  operation(employeeAccountActivate, async (ctx, input) => activateEmployee(deps, ctx.brand!, input));
