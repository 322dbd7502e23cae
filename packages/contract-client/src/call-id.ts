import type { Call, TCallId } from '@openportal/contract';

/** A call's cache id (`TCallId`): its method name, or `VERB /path` for REST. */
export function callId(call: Call): TCallId {
  return (call.transport === 'method' ? call.method : `${call.verb} ${call.path}`) as TCallId;
}

/**
 * The query key of a call with its input (and a REST call's path parameters): calls with equal
 * input share one cache entry; invalidating `[callId]` reaches every input.
 */
export function callKey(call: Call, input?: unknown, params?: unknown): readonly unknown[] {
  if (params !== undefined) return [callId(call), input ?? {}, params];
  return input === undefined ? [callId(call)] : [callId(call), input];
}
