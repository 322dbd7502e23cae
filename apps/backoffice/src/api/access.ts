import { adminAccess, type BACKOFFICE_REST_CALLS } from '@openportal/contract';
import { useCall } from '@openportal/contract-client';

export type TBackofficeCall = keyof typeof BACKOFFICE_REST_CALLS;

/**
 * Whether the operator's roles allow a back-office call (core's `adminAccess`), to show only
 * what will answer. Fails closed: until the answer is in, nothing counts as allowed (a support
 * operator never sees, even for a moment, a section or an edit control of another role).
 */
export function useAllowed(): (call: TBackofficeCall) => boolean {
  const access = useCall(adminAccess, {});
  const calls = access.data?.data?.calls;
  return (call) => calls !== undefined && calls.includes(call);
}
