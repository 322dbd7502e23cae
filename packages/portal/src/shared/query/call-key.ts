import type { Call } from '@openportal/contract';

/** A call's stable id: its method name, or `VERB /path` for REST. */
export function callId(call: Call): string {
  return call.transport === 'method' ? call.method : `${call.verb} ${call.path}`;
}

/** The query key of a call with its input: calls with equal input share one cache entry. */
export function callKey(call: Call, input?: unknown): readonly unknown[] {
  return input === undefined ? [callId(call)] : [callId(call), input];
}
