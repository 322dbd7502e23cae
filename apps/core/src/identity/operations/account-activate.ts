import { accountActivate } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { activate, type RegistrationDeps } from '../registration.ts';

/** The e-mailed activation link turns the brand's pending user active and signs them in. */
export const accountActivateOp = (deps: RegistrationDeps) =>
  operation(accountActivate, async (ctx, input) => activate(deps, ctx.brand!, input));
