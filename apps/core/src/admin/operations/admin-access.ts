import { adminAccess, adminRolesAllow, BACKOFFICE_REST_CALLS, type TAdminRole } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { adminOf } from '../audit.ts';

/** The operator's roles and the back-office calls they allow (the dispatcher's own rule). */
export const adminAccessOp = () =>
  operation(adminAccess, async (ctx) => {
    const { roles } = adminOf(ctx.caller);
    const calls = Object.entries(BACKOFFICE_REST_CALLS)
      .filter(([, call]) => adminRolesAllow(call, roles))
      .map(([key]) => key)
      .sort();
    return { responseCode: '00' as const, data: { roles: roles as TAdminRole[], calls } };
  });
