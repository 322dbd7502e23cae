import { addressCreate } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { ADDRESSES_MAX, addressesOf, insertAddress } from '../profile/addresses.ts';
import type { ProfileDeps } from '../profile/deps.ts';

/** A new address of the acting customer, unconfirmed until a proof of it is reviewed. */
export const addressCreateOp = (deps: ProfileDeps) =>
  operation(addressCreate, async (ctx, input) => {
    const customerId = customerOf(ctx.caller).customerId;
    const addressId = await deps.db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
      if ((await addressesOf(tx, customerId)).length >= ADDRESSES_MAX) throw fieldError('address1', 'addressListFull');
      return insertAddress(tx, customerId, input);
    });
    return { addressId };
  });
