import type { TApiError } from './types.ts';

/** A failed call as a thrown value (TanStack Query's error channel); `.error` is the API error. */
export class CallError extends Error {
  readonly error: TApiError;
  constructor(error: TApiError) {
    super(error.responseDescription ?? error.responseCode ?? 'call failed');
    this.error = error;
  }
}
