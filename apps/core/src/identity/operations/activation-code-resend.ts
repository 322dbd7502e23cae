import { activationCodeResend } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { resendActivation, type RegistrationDeps } from '../registration.ts';

/** One more activation link, within limits; the answer never says whether the e-mail exists. */
export const activationCodeResendOp = (deps: RegistrationDeps) =>
  operation(activationCodeResend, async (ctx, input) => {
    await resendActivation(deps, ctx.brand!, input, ctx.lang);
    return {};
  });
