import { supportDeskMe } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { verifyDeskToken } from '../desk-token.ts';
import type { SupportDeps } from '../module.ts';

/**
 * POST /me: the desk's contact for a desk token. The token must be ours, unexpired, and of the
 * caller and the customer they act for now; otherwise 401 (AU), on which the portal asks
 * zoho/jwt again and retries once (spec 3 §4).
 */
export const supportDeskMeOp = (deps: SupportDeps) =>
  operation(supportDeskMe, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const claims = verifyDeskToken(deps.deskTokenKey, input.jwt, Math.floor(Date.now() / 1000));
    if (!claims || claims.sub !== caller.userId || claims.cid !== caller.customerId || claims.brand !== caller.brand)
      throw new AppError('AU', 'supportSessionInvalid');
    const r = await deps.db.query<{ name: string }>(
      `SELECT trim(concat_ws(' ', first_name, last_name)) AS name FROM users WHERE id = $1`,
      [caller.userId],
    );
    return {
      responseCode: '00' as const,
      contact: { id: caller.customerId, email: caller.email, name: r.rows[0]?.name || caller.email },
    };
  });
