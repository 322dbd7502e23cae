import { passwordChangeWithCode } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { resetPasswordWithCode } from '../password-recovery.ts';
import type { TokenServiceDeps } from '../token-service.ts';

/** Password recovery, step 3: the code and a new password; every session of the user ends. */
export const passwordChangeWithCodeOp = (deps: TokenServiceDeps) =>
  operation(passwordChangeWithCode, async (ctx, input) => {
    await resetPasswordWithCode(deps, { brand: ctx.brand!, ip: ctx.req.ip, lang: ctx.lang }, input);
    return {};
  });
