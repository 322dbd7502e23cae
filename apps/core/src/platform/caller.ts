import { AppError } from './app-error.ts';

/**
 * Who is calling, as the dispatcher established it from the call's access kinds (contract
 * `access` and `alsoAccess`). A handler reads the kind it expects through the guards below.
 */
export type Caller =
  | PublicCaller
  | CustomerCaller
  | AdminCaller
  | RepresentativeCaller
  | PaymentLinkCaller
  | MerchantKeyCaller
  | InternalCaller;

/** Anyone, on a brand's host (no brand: a brandless call, on the back office's host). */
export interface PublicCaller {
  kind: 'public';
  brand?: string;
}

/** A signed-in user acting for one customer (their own, or a company they hold rights on). */
export interface CustomerCaller {
  kind: 'customer';
  brand: string;
  userId: string;
  email: string;
  sessionId: string;
  /** The customer this call acts for, after the access check. */
  customerId: string;
  accessRights: number;
  /**
   * Read with the session (one statement): the user's payment approval mode
   * (users.two_step_transaction) and, for push, whether an approved device exists. Absent for a
   * caller made elsewhere (a schedule's occurrence): the money path reads it then.
   */
  approvalMode?: TCallerApprovalMode;
}

/** A user's payment approval mode as read with the caller's session. */
export interface TCallerApprovalMode {
  mode: string;
  approvedDevice: boolean;
}

/** An operator signed in to the back office (any brand). */
export interface AdminCaller {
  kind: 'admin';
  adminId: number;
  roles: readonly string[];
}

/** A company representative holding an authSecret link (spec 1 §6). */
export interface RepresentativeCaller {
  kind: 'representative';
  brand: string;
  customerId: string;
  representativeId: string;
}

/** The holder of a global-pay recipient link (spec 2 §6 paymentSecret). */
export interface PaymentLinkCaller {
  kind: 'paymentSecret';
  brand: string;
  customerId: string;
  paymentRef: string;
}

/** A merchant's server calling the public API with its key. */
export interface MerchantKeyCaller {
  kind: 'merchantKey';
  brand: string;
  customerId: string;
  keyId: number;
}

/** One of our own services (internal secret). */
export interface InternalCaller {
  kind: 'internal';
}

/** The signed-in customer of a call whose access is bearer; anything else is refused. */
export function customerOf(caller: Caller): CustomerCaller {
  if (caller.kind !== 'customer') throw new AppError('ENOA', 'noAccess');
  return caller;
}

/** The customer a call acts for, whoever the caller is (customer, representative, link, key). */
export function actingCustomerId(caller: Caller): string {
  if (caller.kind === 'public' || caller.kind === 'admin' || caller.kind === 'internal')
    throw new AppError('ENOA', 'noAccess');
  return caller.customerId;
}
