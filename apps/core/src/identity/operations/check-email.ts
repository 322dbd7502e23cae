import { checkEmail } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import type { ProfileDeps } from '../profile/deps.ts';

/**
 * spec 1 §7 checkEmail: whether the address is registered on the brand (someone's sign-in or
 * confirmed e-mail), and whether it is an employee's (a user with rights on a business customer
 * that is not their own). Public, rate-limited by the dispatcher.
 */
export const checkEmailOp = (deps: ProfileDeps) =>
  operation(checkEmail, async (ctx, input) => {
    const brand = ctx.brand ?? '';
    const r = await deps.db.query<{ id: string }>(
      `SELECT id FROM users WHERE brand = $1 AND lower(email) = lower($2)
       UNION
       SELECT e.user_id FROM user_emails e JOIN users u ON u.id = e.user_id
        WHERE u.brand = $1 AND lower(e.email) = lower($2) AND e.confirmed`,
      [brand, input.email],
    );
    const ids = r.rows.map((x) => x.id);
    const employee = ids.length
      ? await deps.db.query(
          `SELECT 1 FROM customer_access a JOIN customers c ON c.id = a.customer_id
            WHERE a.user_id = ANY($1::text[]) AND c.kind <> 0 AND NOT a.is_primary LIMIT 1`,
          [ids],
        )
      : { rows: [] };
    const exists = ids.length > 0;
    return { exists, exist: exists, isEmployee: employee.rows.length > 0 };
  });
