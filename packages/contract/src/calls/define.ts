import type { z } from 'zod';

/** Who may make a call (spec 1 §6, spec 2 §6, spec 3 §6). */
export type TAccess = 'public' | 'bearer' | 'internal' | 'admin' | 'merchantApiKey' | 'paymentSecret' | 'authSecret';

/**
 * Request headers a call needs beside the bearer token. Client-Ip: the client's address that
 * the token service forwards to internal device calls (spec 1 §7 Internal).
 */
export type THeader = 'Customer-Id' | 'Accept-Language' | 'Client-Version' | 'Idempotency-Key' | 'Client-Ip';

/**
 * Which service answers a REST call. Core answers them all; the service says under which base
 * (see SERVICE_BASES): the token service and the API share the API base, the support desk and
 * the PDF generator are mounted under their own prefix, internal calls never leave the cluster.
 */
export type TService = 'api' | 'token' | 'internal' | 'supportDesk' | 'pdf' | 'publicApi';

/** Multipart calls: the JSON request travels in `dataPart` (null: plain form fields), files in `fileParts`. */
export interface TMultipart {
  dataPart: string | null;
  fileParts: readonly string[];
  maxFileBytes: number;
}

/**
 * What a signed-in call needs of the caller's access rights on the customer it acts for
 * (spec 1 §6: no access 0, read 1, full access 2, initiate 3, confirmed 4, uploading 5).
 */
export type TRightsNeed = 'read' | 'moveMoney' | 'fullAccess';

/**
 * The access-rights values that satisfy each need. Our choice where the spec is silent: read
 * (1) and uploading (5) never move money; full access (2), initiate (3, whose payments the
 * approval flow routes to a checker) and confirmed (4) do; only full access manages the
 * company's merchant keys and users (spec 3 §6).
 */
export const RIGHTS_GRANTING: Readonly<Record<TRightsNeed, readonly number[]>> = {
  read: [1, 2, 3, 4, 5],
  moveMoney: [2, 3, 4],
  fullAccess: [2],
};

/**
 * Brand features a call belongs to: a brand whose manifest switches the feature off refuses
 * the call on the server (and its portal build leaves the screens out).
 */
export const BRAND_FEATURES = ['registration', 'contracts', 'merchantAccount', 'sourceOfWealth'] as const;
export type TBrandFeature = (typeof BRAND_FEATURES)[number];

/**
 * Operators' roles (back office). Our choice where the spec is silent ("Finer roles: not
 * shown"): an admin call lists the roles that may make it in `adminRoles`; superadmin may make
 * every admin call; a call without `adminRoles` is open to any operator holding some role.
 */
export const ADMIN_ROLES = ['viewer', 'support', 'compliance', 'finance', 'superadmin'] as const;
export type TAdminRole = (typeof ADMIN_ROLES)[number];

/** Rate-limit classes; each call is in one (default 'standard'). Limits per caller key per window. */
export const RATE_CLASSES = {
  /** Ordinary calls, per signed-in user (else per IP). */
  standard: { max: 600, windowMs: 60_000 },
  /** Password and code entry: per IP and username. */
  signIn: { max: 30, windowMs: 60_000 },
  /** Calls that make the server send a mail, SMS or push. */
  outbound: { max: 10, windowMs: 60_000 },
  /** File uploads. */
  upload: { max: 30, windowMs: 60_000 },
  /** Calls that render a document (a PDF): seconds of CPU each, per signed-in user. */
  heavy: { max: 10, windowMs: 60_000 },
} as const;
export type TRateClass = keyof typeof RATE_CLASSES;

interface CallBase<Req extends z.ZodType, Res extends z.ZodType> {
  /** Method calls: the body payload. REST: the query for GET/DELETE, the body otherwise. */
  request: Req;
  response: Res;
  access: TAccess;
  /** Other ways in beside `access`, e.g. a representative call taking a bearer token or an authSecret. */
  alsoAccess?: readonly TAccess[];
  headers: readonly THeader[];
  /**
   * Bearer calls: the rights the caller needs on the acting customer. Default: 'moveMoney' for
   * a call that takes an Idempotency-Key (a write that moves money or value), else 'read'.
   */
  rights?: TRightsNeed;
  /**
   * Answered outside any brand (the operators' area: the back office has its own host): a
   * public caller of such a call has no brand, and the request needs none.
   */
  brandless?: boolean;
  /** Admin calls: the operators' roles that may make it (see ADMIN_ROLES). */
  adminRoles?: readonly TAdminRole[];
  /** The brand feature the call belongs to (refused where the brand switches it off). */
  feature?: TBrandFeature;
  /** Default: 'upload' for multipart calls, else 'standard'. */
  rateClass?: TRateClass;
  /** JSON body limit in bytes (default MAX_JSON_BODY_BYTES); files have `multipart.maxFileBytes`. */
  maxBodyBytes?: number;
  /** Where the spec names it, e.g. 'spec2 §7 Transfers between accounts'. */
  section: string;
  /** True where the spec says "not shown" and the name or fields are ours. */
  ourChoice: boolean;
  pageSize?: number;
  multipart?: TMultipart;
  /** Set when the answer is a file rather than JSON: its media type. */
  binaryResponse?: string;
  deprecated?: boolean;
}

/** A method-style call: POST /?method=name with a JSON body. */
export interface MethodCall<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> extends CallBase<
  Req,
  Res
> {
  transport: 'method';
  method: string;
}

/** A REST call of the token service or a REST API. */
export interface RestCall<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> extends CallBase<
  Req,
  Res
> {
  transport: 'rest';
  verb: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Path parameters: one key per `{name}` in `path` (checked by a test). */
  params?: z.ZodType;
  /** Default 'api'. */
  service?: TService;
}

export type Call = MethodCall | RestCall;

export function defineMethod<Req extends z.ZodType, Res extends z.ZodType>(
  method: string,
  def: Omit<MethodCall<Req, Res>, 'transport' | 'method'>,
): MethodCall<Req, Res> {
  return { transport: 'method', method, ...def };
}

export function defineRest<Req extends z.ZodType, Res extends z.ZodType>(
  verb: RestCall['verb'],
  path: string,
  def: Omit<RestCall<Req, Res>, 'transport' | 'verb' | 'path'>,
): RestCall<Req, Res> {
  return { transport: 'rest', verb, path, ...def };
}

/** Headers of every signed-in call (spec 1 §7 Method-style calls). */
export const BEARER_HEADERS = [
  'Customer-Id',
  'Accept-Language',
  'Client-Version',
] as const satisfies readonly THeader[];
/** Headers of public calls. */
export const PUBLIC_HEADERS = ['Accept-Language', 'Client-Version'] as const satisfies readonly THeader[];

type MethodExtra = Partial<Omit<MethodCall, 'transport' | 'method' | 'request' | 'response'>>;
type RestExtra = Partial<Omit<RestCall, 'transport' | 'verb' | 'path' | 'request' | 'response'>>;

/**
 * A maker for the method calls of one spec section: bearer access, the bearer headers and
 * ourChoice true unless `base` or the call's `extra` says otherwise.
 */
export function methodGroup(section: string, base: MethodExtra = {}) {
  return <Req extends z.ZodType, Res extends z.ZodType>(
    method: string,
    request: Req,
    response: Res,
    extra: MethodExtra = {},
  ): MethodCall<Req, Res> =>
    defineMethod(method, {
      access: 'bearer',
      headers: BEARER_HEADERS,
      section,
      ourChoice: true,
      ...base,
      ...extra,
      request,
      response,
    });
}

/** The same for REST calls; ourChoice defaults to false (the spec gives REST paths). */
export function restGroup(section: string, base: RestExtra = {}) {
  return <Req extends z.ZodType, Res extends z.ZodType>(
    verb: RestCall['verb'],
    path: string,
    request: Req,
    response: Res,
    extra: RestExtra = {},
  ): RestCall<Req, Res> =>
    defineRest(verb, path, {
      access: 'bearer',
      headers: BEARER_HEADERS,
      section,
      ourChoice: false,
      ...base,
      ...extra,
      request,
      response,
    });
}

/** Path parameter names of a REST path: '/contract/{id}/cancel' → ['id']. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((m) => m[1] as string);
}

/** Fills a REST path with its parameters (encoded). */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined) throw new Error(`missing path parameter ${k} for ${path}`);
    return encodeURIComponent(String(v));
  });
}

/** Method-style calls (spec 1 §7) are all POSTed to this path of their base, named by `?method=`. */
export const METHOD_CALL_PATH = '/';

/** `<base>/?method=<name>`: where a method call is sent. */
export function methodCallUrl(base: string, method: string): string {
  return `${base}${METHOD_CALL_PATH}?method=${encodeURIComponent(method)}`;
}

/** The rights a call needs (its declaration, else the default above). */
export function rightsNeeded(call: Call): TRightsNeed {
  return call.rights ?? (call.headers.includes('Idempotency-Key') ? 'moveMoney' : 'read');
}

/** True when an access-rights value satisfies what the call needs. */
export function rightsAllow(call: Call, accessRights: number): boolean {
  return RIGHTS_GRANTING[rightsNeeded(call)].includes(accessRights);
}

/** True when an operator holding `roles` may make the call (superadmin may make every call). */
export function adminRolesAllow(call: Call, roles: readonly string[]): boolean {
  if (roles.includes('superadmin')) return true;
  if (!call.adminRoles) return roles.length > 0;
  return call.adminRoles.some((r) => roles.includes(r));
}

/** Every way in to a call: its access, then `alsoAccess` in order. */
export function accessesOf(call: Call): readonly TAccess[] {
  return [call.access, ...(call.alsoAccess ?? [])];
}

/** The rate-limit class a call is in. */
export function rateClassOf(call: Call): TRateClass {
  return call.rateClass ?? (call.multipart ? 'upload' : 'standard');
}

/** True when the call needs an Idempotency-Key (a retryable write). */
export function isIdempotent(call: Call): boolean {
  return call.headers.includes('Idempotency-Key');
}
