import { addressDelete } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { deleteAddress, lockAddress } from '../profile/addresses.ts';
import type { ProfileDeps } from '../profile/deps.ts';

/** Deletes one of the acting customer's addresses (its documents keep naming it); another's is not found. */
export const addressDeleteOp = (deps: ProfileDeps) =>
  operation(addressDelete, async (ctx, input) => {
    const customerId = customerOf(ctx.caller).customerId;
    await deps.db.transaction(async (tx) => {
      if (!(await lockAddress(tx, customerId, input.id))) throw new AppError('IM', 'notFound');
      await deleteAddress(tx, input.id);
    });
    return {};
  });
