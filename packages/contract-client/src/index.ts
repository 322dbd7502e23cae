// The package's one entry: the contract-typed API client core and the query cache layer the
// portal and the back office share. Each app injects its session, language and failure display.
export {
  createContractClient,
  failure,
  parseAnswer,
  ACCESS_TOKEN_HEADER,
  type TContractClient,
  type TContractClientDeps,
  type TRawAnswer,
} from './api-client.ts';
export { wireRequest, type TWireRequest } from './wire.ts';
export type {
  TApiError,
  TApiResult,
  TCallOptions,
  TCallRequest,
  TCallResponse,
  TMethodRequest,
  TMethodResponse,
  TRestRequest,
  TRestResponse,
  TPathParams,
  TMessageKeys,
  TTranslate,
} from './types.ts';
export { callId, callKey } from './call-id.ts';
export { cachePolicy, policyFor, isDictionaryId, type TCachePolicy } from './cache-policy.ts';
export { createInvalidator, type TInvalidate } from './invalidate.ts';
export { readSessionCache, writeSessionCache, type TSessionCache } from './session-cache.ts';
export { CallError } from './call-error.ts';
export { ContractClientProvider, useClientContext, type TClientContext, type TFailureDisplay } from './context.tsx';
export { useCall, type TUseCallOptions } from './use-call.ts';
export { useCalls, type TCallsState } from './use-calls.ts';
export { useCallMutation, type TCallMutationOptions } from './use-call-mutation.ts';
export { createIdempotencyKeeper } from './idempotency.ts';
export { placeServerErrors, type TFieldTarget } from './server-errors.ts';
