import { ADDRESS_STATUSES, confirmAddress } from '@openportal/contract';
import { AppError, fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { lockAddress, setAddressStatus } from '../profile/addresses.ts';
import { documentsOf } from '../profile/documents.ts';
import type { ProfileDeps } from '../profile/deps.ts';

/**
 * Asks for an address to be confirmed (spec 1 §7 confirmAddress, our reading): the address
 * needs a proof uploaded for it (customerDocumentUpload with its addressId; of documentTypeId
 * when given) that is waiting or confirmed; it then shows pending until the review decides.
 */
export const confirmAddressOp = (deps: ProfileDeps) =>
  operation(confirmAddress, async (ctx, input) => {
    const customerId = customerOf(ctx.caller).customerId;
    await deps.db.transaction(async (tx) => {
      if (!(await lockAddress(tx, customerId, input.addressId))) throw new AppError('IM', 'notFound');
      const proofs = (await documentsOf(tx, customerId)).filter(
        (d) =>
          d.address_id === input.addressId &&
          (input.documentTypeId === undefined || d.type === input.documentTypeId) &&
          (d.status === 'waiting' || d.status === 'confirmed' || d.status === 'expiredSoon'),
      );
      if (!proofs.length) throw fieldError('addressId', 'addressDocumentRequired');
      await setAddressStatus(tx, input.addressId, ADDRESS_STATUSES.pending);
    });
    return {};
  });
