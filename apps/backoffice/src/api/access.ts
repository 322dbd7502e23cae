import { adminAccess, type BACKOFFICE_REST_CALLS } from '@openportal/contract';
import { useAdminCall } from './queries.ts';

export type TBackofficeCall = keyof typeof BACKOFFICE_REST_CALLS;

/**
 * Whether the operator's roles allow a back-office call (core's `adminAccess`), to show only
 * what will answer. Until the answer is in, everything counts as allowed: core refuses anyway.
 */
export function useAllowed(): (call: TBackofficeCall) => boolean {
  const access = useAdminCall(adminAccess);
  const calls = access.data?.data?.calls;
  return (call) => calls === undefined || calls.includes(call);
}
