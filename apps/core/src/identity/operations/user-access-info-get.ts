import { userAccessInfoGet } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { loadCustomerAccesses, permissionsFor } from '../data/customers.ts';
import { userNames } from '../data/users.ts';
import { AppError } from '../../platform/app-error.ts';
import { pendingTerms, type TBrandTerm } from '../terms.ts';

/** The signed-in user's rights on the acting customer and the customers they may act for. */
export const userAccessInfoGetOp = (deps: { db: Queryable; terms?: (brand: string) => readonly TBrandTerm[] }) =>
  operation(
    userAccessInfoGet,
    async (ctx) => {
      const caller = customerOf(ctx.caller);
      // Spec 1 §4: terms to accept come before any page. The portal starts every session with
      // this call, so it answers TE until termsAccept (customerInfoGet names the terms).
      if ((await pendingTerms(deps.db, caller.userId, deps.terms?.(caller.brand) ?? [])).length > 0)
        throw new AppError('TE', 'termsNotAccepted');
      const accesses = await loadCustomerAccesses(deps.db, caller.userId);
      const current = accesses.find((a) => a.id === caller.customerId)!;
      const user = (await userNames(deps.db, caller.userId))!;
      const isBusiness = current.customerType !== 0;
      return {
        userAccessInfo: {
          id: caller.customerId,
          accessRights: current.accessRights,
          accessList: current.accessRights > 0 ? ['balanceInfo'] : [],
          permissions: permissionsFor(current.accessRights),
          businessRepresentativePositionIds: [],
          isNeedKyc: false,
          // Stub (marked below): nobody has certified, so the restrictive 'none'. The portal's start
          // page sends 'none' to the self-certification splash only when that page exists (it
          // does not yet), so demo users still land at home.
          taxResidencySelfCertificationDocumentStatus: 'none',
          employeeFirstName: isBusiness ? user.first_name : null,
          employeeLastName: isBusiness ? user.last_name : null,
          customerUsername: current.customerUsername,
          customerName: current.customerName,
          isStrictMode: false,
          isConverted: false,
          settlementAccount: false,
        },
        customerAccesses: accesses,
      };
    },
    {
      // Representatives, KYC, strict mode and sub-accounts are later capabilities (roadmap C3, C7).
      stubs: [
        'businessRepresentativePositionIds',
        'isNeedKyc',
        'taxResidencySelfCertificationDocumentStatus',
        'isStrictMode',
        'isConverted',
        'settlementAccount',
      ],
    },
  );
