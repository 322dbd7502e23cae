import { businessAuthorizedUserGet } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { profileOf } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * The signed-in user as the company's authorized user (spec 1 §7 authorizedUserInformationApi):
 * their name and e-mail, the company's e-mail and name. `redirectUrl` is null: no external
 * onboarding is wired (our choice).
 */
export const businessAuthorizedUserGetOp = (deps: BusinessDeps) =>
  operation(businessAuthorizedUserGet, async (ctx) => {
    const caller = customerOf(ctx.caller);
    const p = await profileOf(deps.db, caller.customerId);
    const u = (
      await deps.db.query<{ first_name: string; last_name: string; email: string }>(
        `SELECT first_name, last_name, email FROM users WHERE id = $1`,
        [caller.userId],
      )
    ).rows[0]!;
    return {
      authorizedUserInformationApi: {
        firstName: u.first_name,
        lastName: u.last_name,
        email: u.email,
        companyEmail: p.email,
        businessName: p.name,
        redirectUrl: null,
      },
    };
  });
