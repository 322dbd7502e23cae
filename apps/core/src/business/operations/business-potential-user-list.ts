import { businessPotentialUserList } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { profileOf } from '../data/representatives.ts';
import type { BusinessDeps } from '../module.ts';

/**
 * The company's persons who are not users yet and could be made one (spec 1 §7 potential user
 * list; our reading, the spec is silent): representatives that are persons, have no user on the
 * company, and are not deleted. The access screen offers them to businessRepresentativeAdd.
 */
export const businessPotentialUserListOp = (deps: BusinessDeps) =>
  operation(businessPotentialUserList, async (ctx) => {
    const { customerId } = customerOf(ctx.caller);
    await profileOf(deps.db, customerId);
    const r = await deps.db.query<{ id: string; first_name: string; last_name: string; email: string | null }>(
      `SELECT id, first_name, last_name, email FROM business_representatives
        WHERE customer_id = $1 AND kind = 'person' AND user_id IS NULL AND deleted_at IS NULL ORDER BY id`,
      [customerId],
    );
    return {
      users: r.rows.map((x) => ({ id: Number(x.id), firstName: x.first_name, lastName: x.last_name, email: x.email })),
    };
  });
