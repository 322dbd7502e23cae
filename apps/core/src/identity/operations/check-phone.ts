import { checkPhone } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import type { ProfileDeps } from '../profile/deps.ts';
import { phoneExists } from '../profile/phones.ts';

/** spec 1 §7 checkPhone: whether a user of the brand has the number confirmed. */
export const checkPhoneOp = (deps: ProfileDeps) =>
  operation(checkPhone, async (ctx, input) => ({
    exists: await phoneExists(deps.db, ctx.brand ?? '', `+${input.countryCode}${input.number}`),
  }));
