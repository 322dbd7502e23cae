import type { z } from 'zod';
import type { MethodCall, RestCall } from '@openportal/contract';

/** What a failed call gives the screens: the envelope plus the looser fields spec 2 §8 reads. */
export interface TApiError {
  httpStatus: number;
  responseCode?: string;
  responseDescription?: string;
  validationErrors?: { field: string; message: string }[];
  errors?: unknown;
  message?: unknown;
  body?: unknown;
  status?: unknown;
}

export type TApiResult<T> = { ok: true; data: T } | { ok: false; error: TApiError };

export type TMethodRequest<C extends MethodCall> = z.input<C['request']>;
export type TMethodResponse<C extends MethodCall> = z.output<C['response']>;
export type TRestRequest<C extends RestCall> = z.input<C['request']>;
export type TRestResponse<C extends RestCall> = z.output<C['response']>;
