import { ACCOUNTS_CACHE_MS, ACCOUNTS_THROTTLE_MS, type Call, type TCallId } from '@openportal/contract';
import { callId } from './call-id.ts';

export interface TCachePolicy {
  /** How long an answer is fresh (no refetch on mount within it); undefined: the query client's default. */
  staleTimeMs: number | undefined;
  /** Realtime invalidations of this call at most this often (a trailing one catches up). */
  throttleMs: number;
  /** Kept in session storage for the browser session (spec 1 §3 dictionaries). */
  persist: boolean;
}

const DEFAULT_POLICY: TCachePolicy = { staleTimeMs: undefined, throttleMs: 0, persist: false };

/** Spec 2 §9 "Accounts cache: 5 s timeout, throttled 3 s". */
const ACCOUNTS_POLICY: TCachePolicy = {
  staleTimeMs: ACCOUNTS_CACHE_MS,
  throttleMs: ACCOUNTS_THROTTLE_MS,
  persist: false,
};

/** Spec 1 §3: the dictionary store persists for the browser session. */
const DICTIONARY_POLICY: TCachePolicy = { staleTimeMs: Infinity, throttleMs: 0, persist: true };

/** Dictionary calls by id (spec 1 §3 "Dictionaries": `dictionary<Name>` method calls). */
export function isDictionaryId(id: string): boolean {
  return /^dictionar(y|ies)[A-Z]/.test(id);
}

/** The cache settings of a call id (see callId). */
export function policyFor(id: TCallId): TCachePolicy {
  if (id === 'balanceInquiry') return ACCOUNTS_POLICY;
  if (isDictionaryId(id)) return DICTIONARY_POLICY;
  return DEFAULT_POLICY;
}

export function cachePolicy(call: Call): TCachePolicy {
  return policyFor(callId(call));
}
