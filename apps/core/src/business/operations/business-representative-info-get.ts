import { businessRepresentativeInfoGet } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { profileOf, representativeOf, representativeOfUser } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';
import { AppError } from '../../platform/app-error.ts';

/**
 * One representative of the acting company: `id`, or without it the signed-in user's own row.
 * A representative signed in by an authSecret link reads only their own row. Another company's
 * id is refused exactly like an id that does not exist (representativeNotFound).
 */
export const businessRepresentativeInfoGetOp = (deps: BusinessDeps) =>
  operation(businessRepresentativeInfoGet, async (ctx, input) => {
    const c = ctx.caller;
    if (c.kind === 'representative') {
      const own = Number(c.representativeId);
      if (input.id !== undefined && input.id !== own) throw new AppError('ENOA', 'noAccess');
      return { representative: await representativeOf(deps.db, c.customerId, own) };
    }
    if (c.kind !== 'customer') throw new AppError('ENOA', 'noAccess');
    await profileOf(deps.db, c.customerId);
    const representative =
      input.id === undefined
        ? await representativeOfUser(deps.db, c.customerId, c.userId)
        : await representativeOf(deps.db, c.customerId, input.id);
    return { representative };
  });
