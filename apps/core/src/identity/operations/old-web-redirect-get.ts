import { oldWebRedirectGet } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';

/** Access rights of an authorised business user (spec 1 §6: rights 5). */
const AUTHORIZED_USER = 5;

/**
 * Spec 1 §2: a business user who is not yet authorised goes to the older web application with
 * the authorised-user info, account e-mail, company e-mail and business name. Core answers that
 * URL when OLD_WEB_URL is configured and the caller is such a user; otherwise null (stay here).
 */
export const oldWebRedirectGetOp = (deps: { db: Queryable; oldWebUrl?: string | undefined }) =>
  operation(oldWebRedirectGet, async (ctx) => {
    const caller = customerOf(ctx.caller);
    if (!deps.oldWebUrl || caller.accessRights !== AUTHORIZED_USER) return { redirectUrl: null };
    const r = await deps.db.query<{ business_name: string | null; kind: number; owner_email: string | null }>(
      `SELECT c.business_name, c.kind,
              (SELECT u.email FROM customer_access a JOIN users u ON u.id = a.user_id
                WHERE a.customer_id = c.id AND a.is_primary ORDER BY u.created_at LIMIT 1) AS owner_email
         FROM customers c WHERE c.id = $1`,
      [caller.customerId],
    );
    const company = r.rows[0];
    if (!company || company.kind === 0) return { redirectUrl: null };
    const url = new URL(deps.oldWebUrl);
    url.searchParams.set('authorizedUser', caller.userId);
    url.searchParams.set('email', caller.email);
    if (company.owner_email) url.searchParams.set('companyEmail', company.owner_email);
    if (company.business_name) url.searchParams.set('businessName', company.business_name);
    return { redirectUrl: url.toString() };
  });
