import { supportJwt } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { DESK_TOKEN_TTL_S, signDeskToken } from '../desk-token.ts';
import type { SupportDeps } from '../module.ts';

/**
 * GET /zoho/jwt: the desk's own short-lived token (5 minutes) for the signed-in user and the
 * customer they act for. `fromCustomerId`, when given, must be that customer (ENOA otherwise):
 * a user never gets a desk session of a customer they do not act for.
 */
export const supportJwtOp = (deps: SupportDeps) =>
  operation(supportJwt, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    if (input.fromCustomerId !== undefined && input.fromCustomerId !== caller.customerId)
      throw new AppError('ENOA', 'noAccess');
    const exp = Math.floor(Date.now() / 1000) + DESK_TOKEN_TTL_S;
    const jwt = signDeskToken(deps.deskTokenKey, {
      sub: caller.userId,
      cid: caller.customerId,
      brand: caller.brand,
      wid: input.widgetId,
      exp,
    });
    return { responseCode: '00' as const, jwt };
  });
