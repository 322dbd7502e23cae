import { personalAccountCreate } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { registerPersonal, type RegistrationDeps } from '../registration.ts';

/** Registration of a personal customer on the host's brand (spec 1 §2 /register/personal). */
export const personalAccountCreateOp = (deps: RegistrationDeps) =>
  operation(personalAccountCreate, async (ctx, input) => registerPersonal(deps, ctx.brand!, input, ctx.lang));
