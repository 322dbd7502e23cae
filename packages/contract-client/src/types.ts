import type { z } from 'zod';
import type { Call, MethodCall, RestCall, TMessageCode } from '@openportal/contract';

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
export type TCallRequest<C extends Call> = z.input<C['request']>;
/** A call's answer: a Blob for a file download (`binaryResponse`), else the parsed JSON. */
export type TCallResponse<C extends Call> = C extends { binaryResponse: string } ? Blob : z.output<C['response']>;
/** Path parameters of a REST call (`{name}` in its path). */
export type TPathParams<C extends Call> = C extends { params: z.ZodType }
  ? z.input<C['params']>
  : Record<string, string | number>;

export interface TCallOptions<C extends Call = Call> {
  idempotencyKey?: string;
  /** REST: the values of the `{name}` parts of the path. */
  params?: TPathParams<C>;
  /** Multipart calls: a file per part name of `call.multipart.fileParts`. */
  files?: Record<string, Blob | undefined>;
  signal?: AbortSignal;
  /** Headers for the gateway itself, not part of the call (e.g. `x-stay-signed-in` on sign-in). */
  gatewayHeaders?: Record<string, string>;
  /** A bearer other than the session's (a sign-in ticket): a 401 then does not end the session. */
  bearer?: string;
  /** Uploads: told the fraction sent (0..1) as the body goes (then sent with XMLHttpRequest). */
  onUploadProgress?: (fraction: number) => void;
  /**
   * A representative's link (spec 1 §6, §7 "authSecret for user calls"): sent in the method call's
   * body (a multipart call's data part) instead of the session's bearer; a refusal does not end a session.
   */
  authSecret?: string;
  /**
   * The customer this one call acts for (its `Customer-Id`), instead of the app's session-wide one:
   * the back office names the company an operator works on. The portal never sets it.
   */
  customerId?: string;
}

/** A translation function (i18next's `t` of the screen's namespace). */
export type TTranslate = (key: string) => string;

/**
 * A screen's translations of contract messages, by the message's code (`messageCode`), never
 * by its English text: `{ amountFormat: 'transfer.errors.format' }`.
 */
export type TMessageKeys = Readonly<Partial<Record<TMessageCode, string>>>;
