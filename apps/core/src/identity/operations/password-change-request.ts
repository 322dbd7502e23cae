import { passwordChangeRequest } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { requestRecoveryCode } from '../password-recovery.ts';
import type { TokenServiceDeps } from '../token-service.ts';

/** Password recovery, step 1 (spec 1 §7): a code by e-mail; the same answer for any address. */
export const passwordChangeRequestOp = (deps: TokenServiceDeps) =>
  operation(passwordChangeRequest, async (ctx, input) => {
    await requestRecoveryCode(deps, { brand: ctx.brand!, ip: ctx.req.ip, lang: ctx.lang }, input.email);
    return {};
  });
