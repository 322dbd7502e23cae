import { addressInquiry } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { addressesOf } from '../profile/addresses.ts';
import { addressEntry } from '../profile/address-view.ts';
import { documentsOf } from '../profile/documents.ts';
import type { ProfileDeps } from '../profile/deps.ts';

/** The acting customer's addresses with their proof documents. */
export const addressInquiryOp = (deps: ProfileDeps) =>
  operation(addressInquiry, async (ctx) => {
    const customerId = customerOf(ctx.caller).customerId;
    const [addresses, docs] = await Promise.all([addressesOf(deps.db, customerId), documentsOf(deps.db, customerId)]);
    return { addresses: addresses.map((a) => addressEntry(a, docs, ctx.lang)) };
  });
