import {
  accountActivate,
  activationCodeResend,
  customerInfoGet,
  personalAccountCreate,
  userAccessInfoGet,
} from '@openportal/contract';
import { method, requireCaller, type MethodHandler } from '../platform/methods.ts';
import { loadCustomerAccesses, loadCustomerInfo, permissionsFor } from './customers.ts';
import { activate, registerPersonal, resendActivation, type RegistrationDeps } from './registration.ts';

export function identityMethods(deps: RegistrationDeps): MethodHandler[] {
  return [
    method(personalAccountCreate, async (ctx, input) => registerPersonal(deps, ctx.brand, input, ctx.lang)),
    method(accountActivate, async (ctx, input) => activate(deps, ctx.brand, input)),
    method(activationCodeResend, async (ctx, input) => {
      await resendActivation(deps, ctx.brand, input, ctx.lang);
      return {};
    }),
    method(customerInfoGet, async (ctx) => ({ customerInfo: await loadCustomerInfo(deps.db, requireCaller(ctx)) })),
    method(userAccessInfoGet, async (ctx) => {
      const caller = requireCaller(ctx);
      const accesses = await loadCustomerAccesses(deps.db, caller.userId);
      const current = accesses.find((a) => a.id === caller.customerId)!;
      const user = (
        await deps.db.query<{ first_name: string; last_name: string }>(
          'SELECT first_name, last_name FROM users WHERE id = $1',
          [caller.userId],
        )
      ).rows[0]!;
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
    }),
  ];
}
