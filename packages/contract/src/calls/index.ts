import * as accountsNs from './accounts.ts';
import * as analyticsNs from './analytics/events.ts';
import * as authNs from './auth.ts';
import * as operatorsNs from './admin/operators.ts';
import * as customerNs from './customer.ts';
import type { Call, MethodCall, RestCall } from './define.ts';
import * as historyNs from './history.ts';
import * as activationNs from './identity/activation.ts';
import * as backofficeCustomersNs from './identity/backoffice-customers.ts';
import * as backofficeRecoveryNs from './identity/backoffice-recovery.ts';
import * as backofficeKycNs from './identity/backoffice-kyc.ts';
import * as backofficeBusinessNs from './identity/backoffice-business.ts';
import * as businessNs from './identity/business.ts';
import * as dictionariesNs from './identity/dictionaries.ts';
import * as fatcaNs from './identity/fatca.ts';
import * as kycNs from './identity/kyc.ts';
import * as profileNs from './identity/profile.ts';
import * as tokenServiceNs from './identity/token-service.ts';
import * as verificationNs from './identity/verification.ts';
import * as applicationsNs from './merchant/applications.ts';
import * as contractsNs from './merchant/contracts.ts';
import * as documentsNs from './merchant/documents.ts';
import * as merchantToolsNs from './merchant/merchant-tools.ts';
import * as publicApiNs from './merchant/public-api.ts';
import * as supportNs from './merchant/support.ts';
import * as backofficeSupportNs from './merchant/backoffice-support.ts';
import * as moneyAccountsNs from './money/accounts.ts';
import * as approvalsNs from './money/approvals.ts';
import * as backofficeFeesFxNs from './money/backoffice-fees-fx.ts';
import * as cardsNs from './money/cards.ts';
import * as cardIssuerNs from './money/card-issuer.ts';
import * as globalPayNs from './money/global-pay.ts';
import * as invoicesNs from './money/invoices.ts';
import * as lookupsNs from './money/lookups.ts';
import * as p2pNs from './money/p2p.ts';
import * as securityNs from './money/security.ts';
import * as statementsNs from './money/statements.ts';
import * as transactionDetailNs from './money/transaction-detail.ts';
import * as externalNs from './money/transfers-external.ts';
import * as registrationNs from './registration.ts';
import * as transfersNs from './transfers.ts';

type MethodsOf<NS> = { readonly [K in keyof NS as NS[K] extends MethodCall ? K : never]: NS[K] };
type RestsOf<NS> = { readonly [K in keyof NS as NS[K] extends RestCall ? K : never]: NS[K] };

function pick<NS extends object, T extends Call['transport']>(transport: T, ...namespaces: NS[]): Record<string, Call> {
  const out: Record<string, Call> = {};
  for (const ns of namespaces) {
    for (const [key, value] of Object.entries(ns)) {
      if (value && typeof value === 'object' && (value as Call).transport === transport) out[key] = value as Call;
    }
  }
  return out;
}
const methods = <NS extends object>(ns: NS) => pick('method', ns) as unknown as MethodsOf<NS>;
const rests = <NS extends object>(ns: NS) => pick('rest', ns) as unknown as RestsOf<NS>;

/** Method calls by area (spec document). Keys are the method names. */
export const IDENTITY_METHOD_CALLS = {
  ...methods(registrationNs),
  ...methods(customerNs),
  ...methods(activationNs),
  ...methods(profileNs),
  ...methods(kycNs),
  ...methods(fatcaNs),
  ...methods(businessNs),
  ...methods(dictionariesNs),
};
export const MONEY_METHOD_CALLS = {
  ...methods(accountsNs),
  ...methods(transfersNs),
  ...methods(historyNs),
  ...methods(moneyAccountsNs),
  ...methods(cardsNs),
  ...methods(lookupsNs),
  ...methods(externalNs),
  ...methods(p2pNs),
  ...methods(globalPayNs),
  ...methods(invoicesNs),
  ...methods(approvalsNs),
  ...methods(statementsNs),
  ...methods(securityNs),
};
export const MERCHANT_METHOD_CALLS = { ...methods(merchantToolsNs) };

/** REST calls by area. Keys are ours (camelCase of the path), the path is the spec's. */
export const IDENTITY_REST_CALLS = { ...rests(authNs), ...rests(tokenServiceNs), ...rests(verificationNs) };
export const MONEY_REST_CALLS = { ...rests(securityNs), ...rests(transactionDetailNs) };
/**
 * The card issuer stand-in's authorization simulator (ours, issue 24: internal, a tester's tool
 * standing in for the card network; not spec calls, so the coverage table leaves them out).
 */
export const CARD_ISSUER_REST_CALLS = {
  cardAuthorizationSimulate: cardIssuerNs.cardAuthorizationSimulate,
  cardAuthorizationSettle: cardIssuerNs.cardAuthorizationSettle,
  cardAuthorizationReverse: cardIssuerNs.cardAuthorizationReverse,
};
/** The analytics sink (ours: the spec's analytics service is third-party, not in its contract). */
export const ANALYTICS_REST_CALLS = { analyticsTrack: analyticsNs.analyticsTrack };
export const MERCHANT_REST_CALLS = {
  ...rests(applicationsNs),
  ...rests(publicApiNs),
  ...rests(contractsNs),
  ...rests(documentsNs),
  ...rests(supportNs),
};

/**
 * The back office's own calls (ours, not the spec's: the coverage table leaves them out), each in
 * the folder of its domain; admin/ holds the operators' own (four eyes, audit, access).
 */
export const BACKOFFICE_REST_CALLS = {
  ...rests(backofficeCustomersNs),
  ...rests(backofficeFeesFxNs),
  ...rests(operatorsNs),
  ...rests(backofficeRecoveryNs),
  ...rests(backofficeKycNs),
  ...rests(backofficeBusinessNs),
  ...rests(backofficeSupportNs),
  adminAnalyticsDaily: analyticsNs.adminAnalyticsDaily,
  adminCardSearch: cardIssuerNs.adminCardSearch,
  adminCardGet: cardIssuerNs.adminCardGet,
  adminCardFraudBlock: cardIssuerNs.adminCardFraudBlock,
  // The spec's admin application review (spec 3 §7) and our document calls: the back office makes them too.
  adminApplicationList: applicationsNs.adminApplicationList,
  adminApplicationGet: applicationsNs.adminApplicationGet,
  adminApplicationUpdate: applicationsNs.adminApplicationUpdate,
  adminApplicationApprove: applicationsNs.adminApplicationApprove,
  adminApplicationReject: applicationsNs.adminApplicationReject,
  adminApplicationDocumentList: applicationsNs.adminApplicationDocumentList,
  adminApplicationDocumentFile: applicationsNs.adminApplicationDocumentFile,
};

/** Every method-style call, by method name. */
export const METHOD_CALLS = {
  ...IDENTITY_METHOD_CALLS,
  ...MONEY_METHOD_CALLS,
  ...MERCHANT_METHOD_CALLS,
} as const satisfies Record<string, MethodCall>;
/** Every method name (`?method=`): e.g. for labelling metrics and spans by call. */
export const METHOD_NAMES: ReadonlySet<string> = new Set(Object.keys(METHOD_CALLS));
/** Every REST call (token service, identity REST, security REST, spec 3 APIs). */
export const REST_CALLS = {
  ...IDENTITY_REST_CALLS,
  ...MONEY_REST_CALLS,
  ...CARD_ISSUER_REST_CALLS,
  ...MERCHANT_REST_CALLS,
  ...ANALYTICS_REST_CALLS,
  ...BACKOFFICE_REST_CALLS,
} as const satisfies Record<string, RestCall>;
/** Every call by contract key (method name or REST key); the two key sets never overlap (tested). */
export const CALLS: Readonly<Record<string, Call>> = { ...METHOD_CALLS, ...REST_CALLS };
export type TMethodName = keyof typeof METHOD_CALLS;
export type TRestKey = keyof typeof REST_CALLS;
export type TCallKey = TMethodName | TRestKey;
/** A REST call's cache id in the clients: its verb and path, e.g. 'GET /auth/devices'. */
type RestIdOf<C> = C extends { verb: infer V extends string; path: infer P extends string } ? `${V} ${P}` : never;
export type TRestCallId = { [K in TRestKey]: RestIdOf<(typeof REST_CALLS)[K]> }[TRestKey];
/**
 * What the clients cache a call's answers under and invalidate by (realtime handlers, writes):
 * a method call's name, a REST call's verb and path. A type only: naming a call costs no bytes.
 */
export type TCallId = TMethodName | TRestCallId;

/** Where each REST service is mounted (in define.ts, so that reading it does not pull in the call table). */
export { SERVICE_BASES } from './define.ts';
