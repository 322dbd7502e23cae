import { userAccessInfoGet } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { loadCustomerAccesses, permissionsFor } from '../data/customers.ts';
import { userNames } from '../data/users.ts';

/** The signed-in user's rights on the acting customer and the customers they may act for. */
export const userAccessInfoGetOp = (deps: { db: Queryable }) =>
  operation(
    userAccessInfoGet,
    async (ctx) => {
      const caller = customerOf(ctx.caller);
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
          taxResidencySelfCertificationDocumentStatus: 'validated',
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
