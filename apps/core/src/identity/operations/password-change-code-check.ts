import { passwordChangeCodeCheck } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { recoveryCodeValid } from '../password-recovery.ts';
import type { TokenServiceDeps } from '../token-service.ts';

/** Password recovery, step 2: is the e-mailed code right? It stays usable; a wrong one counts. */
export const passwordChangeCodeCheckOp = (deps: TokenServiceDeps) =>
  operation(passwordChangeCodeCheck, async (ctx, input) => ({
    valid: await recoveryCodeValid(deps, { brand: ctx.brand!, ip: ctx.req.ip, lang: ctx.lang }, input),
  }));
