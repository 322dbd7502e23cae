import { termsAccept } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { acceptTerms, pendingTerms } from '../terms.ts';
import type { TokenServiceDeps } from '../token-service.ts';

/**
 * The terms-acceptance step (spec 1 §4 TE): the user accepts every term still pending in its
 * current version at once; an id that is not pending (unknown, or already accepted) is refused.
 */
export const termsAcceptOp = (deps: TokenServiceDeps) =>
  operation(termsAccept, async (ctx, input) => {
    const { userId, brand } = customerOf(ctx.caller);
    const pending = await pendingTerms(deps.db, userId, deps.terms?.(brand) ?? []);
    const ids = new Set(input.termIds);
    if (input.termIds.some((id) => !pending.some((t) => t.id === id))) throw fieldError('termIds', 'unknownTerms');
    if (pending.some((t) => !ids.has(t.id))) throw fieldError('termIds', 'termsNotAccepted');
    await acceptTerms(deps.db, userId, pending, ctx.req.ip);
    return {};
  });
