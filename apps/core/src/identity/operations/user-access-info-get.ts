import { userAccessInfoGet } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { businessCertificationStatus, representativePositionIds } from '../../business/index.ts';
import { kycSummary } from '../../kyc/index.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { customerAccountFlags, loadCustomerAccesses, permissionsFor } from '../data/customers.ts';
import { effectiveReq, type TPushMigrationSetting } from '../../devices/push-migration.ts';
import { userNames } from '../data/users.ts';
import { AppError } from '../../platform/app-error.ts';
import { pendingTerms, type TBrandTerm } from '../terms.ts';

/** The signed-in user's rights on the acting customer and the customers they may act for. */
export const userAccessInfoGetOp = (deps: {
  db: Queryable;
  terms?: (brand: string) => readonly TBrandTerm[];
  pushMigration?: (brand: string) => TPushMigrationSetting | undefined;
}) =>
  operation(userAccessInfoGet, async (ctx) => {
    const caller = customerOf(ctx.caller);
    // Spec 1 §4: terms to accept come before any page. The portal starts every session with
    // this call, so it answers TE until termsAccept (customerInfoGet names the terms).
    if ((await pendingTerms(deps.db, caller.userId, deps.terms?.(caller.brand) ?? [])).length > 0)
      throw new AppError('TE', 'termsNotAccepted');
    const accesses = await loadCustomerAccesses(deps.db, caller.userId);
    const current = accesses.find((a) => a.id === caller.customerId)!;
    const user = (await userNames(deps.db, caller.userId))!;
    const isBusiness = current.customerType !== 0;
    const kyc = await kycSummary(deps.db, caller.customerId);
    // A user without balance-info access is treated as a representative: checked (spec 1 §4, §6).
    const representative = current.accessRights === 0;
    const flags = await customerAccountFlags(deps.db, caller.customerId);
    // Strict mode: the brand's move of sign-in to push is strict now (brand.json pushMigration;
    // a soft one past its deadline), so push approval may not be turned off.
    const migration = deps.pushMigration?.(caller.brand);
    const isStrictMode = migration !== undefined && effectiveReq(migration, new Date()) === 'strict';
    return {
      userAccessInfo: {
        id: caller.customerId,
        accessRights: current.accessRights,
        accessList: current.accessRights > 0 ? ['balanceInfo'] : [],
        permissions: permissionsFor(current.accessRights),
        // The user's positions on the company (business domain: 2 director, 6/9 shareholder, 8 owner).
        businessRepresentativePositionIds: isBusiness
          ? await representativePositionIds(deps.db, caller.customerId, caller.userId)
          : [],
        isNeedKyc: kyc.isNeedKyc && !representative,
        // Personal: the FATCA/CRS self-certification (kyc domain); a company's user: their own
        // representative self-certification (business domain).
        taxResidencySelfCertificationDocumentStatus: isBusiness
          ? await businessCertificationStatus(deps.db, caller.customerId, caller.userId, current.accessRights)
          : (kyc.taxResidencySelfCertificationDocumentStatus ?? 'none'),
        employeeFirstName: isBusiness ? user.first_name : null,
        employeeLastName: isBusiness ? user.last_name : null,
        customerUsername: current.customerUsername,
        customerName: current.customerName,
        isStrictMode,
        ...flags,
      },
      customerAccesses: accesses,
    };
  });
