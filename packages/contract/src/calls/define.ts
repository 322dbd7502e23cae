import type { z } from 'zod';
import type { TDomain } from './domains.ts';

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
 * What a call needs of the caller's access rights on the customer it acts for (spec 1 §6: no
 * access 0, read 1, full access 2, initiate 3, confirmed 4, uploading 5). Every call a
 * customer's credential gets into declares its need: there is no default, so a new call is a
 * type error until someone decides (see TAccessPolicy). Our choice where the spec is silent,
 * one need per kind of effect, so the policy report (apps/core/POLICY.txt) says what each
 * call does to the customer:
 * - `read`: reads the acting customer's data and changes nothing. Any access (1-5).
 * - `self`: acts on the signed-in user themself, not on the customer they act for: their own
 *   sign-in, password, devices, second factor, contact data, settings and support tickets. Any
 *   access (1-5): a read-only employee still changes their own password.
 * - `upload`: hands the customer's documents in (identity, tax forms, application files). The
 *   uploading right (5) and the rights that act (2, 3, 4).
 * - `write`: changes the customer's state without moving money (profile, cards, templates,
 *   contracts, merchant settings). Initiate (3) and confirmed (4) act like full access (2)
 *   here; read (1) and uploading (5) never change the customer.
 * - `moveMoney`: moves money or value (transfers, card loads, invoices paid, batch files).
 *   Full access, initiate (whose payments the approval flow routes to a checker), confirmed.
 * - `approve`: approves or rejects what another user initiated (the checker of maker-checker).
 *   Full access and confirmed (4); an initiator (3) never approves, so no one checks their own.
 * - `fullAccess`: manages who may act and how the company's systems reach it: users and
 *   their rights, representatives, merchant API keys, allowed IPs, webhooks, the API and
 *   webhook logs (spec 1 §6: "The merchant API key, API log and webhook log pages need full
 *   access"). Full access (2) only.
 * A state-changing call of the customer (every need but read and self) is never granted by
 * read (1) (tested in calls.test.ts and, on every implemented call, in core's rights matrix).
 */
export type TRightsNeed = 'read' | 'self' | 'upload' | 'write' | 'moveMoney' | 'approve' | 'fullAccess';

/** The access-rights values that satisfy each need (see TRightsNeed). */
export const RIGHTS_GRANTING: Readonly<Record<TRightsNeed, readonly number[]>> = {
  read: [1, 2, 3, 4, 5],
  self: [1, 2, 3, 4, 5],
  upload: [2, 3, 4, 5],
  write: [2, 3, 4],
  moveMoney: [2, 3, 4],
  approve: [2, 4],
  fullAccess: [2],
};

/**
 * Access kinds whose credential is a customer's or acts for one (a signed-in user, a
 * representative's link, a payment link, a merchant's key): a call that admits any of them
 * declares `rights`. The dispatcher checks it against a signed-in user's access rights; the
 * other three carry no rights value (the link or key bounds what they reach), and for them
 * the declaration says what the call does.
 */
export const CUSTOMER_ACCESS = ['bearer', 'authSecret', 'paymentSecret', 'merchantApiKey'] as const;
export type TCustomerAccess = (typeof CUSTOMER_ACCESS)[number];
/** Access kinds that never act for a customer: anyone, our own services, operators. */
export type TStaffAccess = Exclude<TAccess, TCustomerAccess>;

/**
 * Who may make a call (`access`, then `alsoAccess`), and what a customer's credential needs:
 * `rights` is required exactly when some way in is a customer's (TCustomerAccess), so leaving
 * it out is a type error (and a test failure in calls.test.ts).
 */
export type TAccessPolicy =
  | { access: TCustomerAccess; alsoAccess?: readonly TAccess[]; rights: TRightsNeed }
  | { access: TStaffAccess; alsoAccess?: readonly TStaffAccess[]; rights?: undefined }
  | { access: TStaffAccess; alsoAccess: readonly TAccess[]; rights: TRightsNeed };

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

/** What every call declares beside its access policy. */
interface CallBase<Req extends z.ZodType, Res extends z.ZodType> {
  /** The domain the call belongs to (see DOMAINS): its core folder, feature, section, e2e file. */
  domain: TDomain;
  /** Method calls: the body payload. REST: the query for GET/DELETE, the body otherwise. */
  request: Req;
  response: Res;
  headers: readonly THeader[];
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
export type MethodCall<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = CallBase<Req, Res> &
  TAccessPolicy & {
    transport: 'method';
    method: string;
  };

/** The parts only a REST call has. */
interface RestParts {
  transport: 'rest';
  verb: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Path parameters: one key per `{name}` in `path` (checked by a test). */
  params?: z.ZodType;
  /** Default 'api'. */
  service?: TService;
}

/** A REST call of the token service or a REST API. */
export type RestCall<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = CallBase<Req, Res> &
  TAccessPolicy &
  RestParts;

export type Call = MethodCall | RestCall;

/** Omit over each member of a union (the access policy is one). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export function defineMethod<Req extends z.ZodType, Res extends z.ZodType>(
  method: string,
  def: OmitEach<MethodCall<Req, Res>, 'transport' | 'method'>,
): MethodCall<Req, Res> {
  return { transport: 'method', method, ...def } as MethodCall<Req, Res>;
}

/** A REST call whose verb and path are kept as literal types (the clients' cache ids: `GET /auth/devices`). */
export type RestCallAt<
  V extends RestCall['verb'],
  P extends string,
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> = RestCall<Req, Res> & { readonly verb: V; readonly path: P };

export function defineRest<
  Req extends z.ZodType,
  Res extends z.ZodType,
  const V extends RestCall['verb'],
  const P extends string,
>(verb: V, path: P, def: OmitEach<RestCall<Req, Res>, 'transport' | 'verb' | 'path'>): RestCallAt<V, P, Req, Res> {
  return { transport: 'rest', verb, path, ...def } as RestCallAt<V, P, Req, Res>;
}

/** Headers of every signed-in call (spec 1 §7 Method-style calls). */
export const BEARER_HEADERS = [
  'Customer-Id',
  'Accept-Language',
  'Client-Version',
] as const satisfies readonly THeader[];
/** Headers of public calls. */
export const PUBLIC_HEADERS = ['Accept-Language', 'Client-Version'] as const satisfies readonly THeader[];

/** What a group's entry may declare beside its request and response (its group names the domain). */
type Extra = Partial<Omit<CallBase<z.ZodType, z.ZodType>, 'request' | 'response' | 'domain'>> & {
  access?: TAccess;
  alsoAccess?: readonly TAccess[];
  rights?: TRightsNeed;
};
type MethodExtra = Extra;
type RestExtra = Extra & Partial<Omit<RestParts, 'transport' | 'verb' | 'path'>>;
/** A group's defaults: never `rights`, which each entry declares for itself. */
type GroupBase<X> = Omit<X, 'rights'>;

/** The access kinds an entry ends up with: its own, else its group's, else bearer. */
type AccessOf<B, E> = E extends { access: infer A } ? A : B extends { access: infer A } ? A : 'bearer';
type AlsoAccessOf<B, E> = E extends { alsoAccess: readonly (infer A)[] }
  ? A
  : B extends { alsoAccess: readonly (infer A)[] }
    ? A
    : never;
/** True when a customer's credential gets into the entry (see CUSTOMER_ACCESS). */
type AdmitsCustomer<B, E> = [AccessOf<B, E> | AlsoAccessOf<B, E>] extends [TStaffAccess] ? false : true;
/** An entry a customer's credential gets into declares `rights`; any other declares none. */
type RightsRule<B, E> = AdmitsCustomer<B, E> extends true ? { rights: TRightsNeed } : { rights?: undefined };
/** The entry's own declarations: required where the group lets customers in (they carry `rights`). */
type ExtraArg<B, E> =
  AdmitsCustomer<B, object> extends true ? [extra: E & EntryRule<B, E>] : [extra?: E & EntryRule<B, E>];
/** What every entry holds to: its rights (see RightsRule), and no domain of its own (the group's). */
type EntryRule<B, E> = RightsRule<B, E> & { domain?: never };

/**
 * A maker for the method calls of one spec section in one domain: bearer access, the bearer
 * headers and ourChoice true unless `base` or the call's `extra` says otherwise. An entry a
 * customer's credential gets into must declare `rights` in `extra` (a type error otherwise).
 * The domain is the group's (a maker without one is a type error); an entry of another domain is
 * made by `group.inDomain(other)`.
 */
export function methodGroup<const B extends GroupBase<MethodExtra> = object>(
  domain: TDomain,
  section: string,
  base?: B,
) {
  const maker =
    (inDomain: TDomain) =>
    <Req extends z.ZodType, Res extends z.ZodType, const E extends MethodExtra = object>(
      method: string,
      request: Req,
      response: Res,
      ...[extra]: ExtraArg<B, E>
    ): MethodCall<Req, Res> =>
      ({
        transport: 'method',
        method,
        access: 'bearer',
        headers: BEARER_HEADERS,
        section,
        ourChoice: true,
        ...base,
        ...extra,
        domain: inDomain,
        request,
        response,
      }) as MethodCall<Req, Res>;
  return Object.assign(maker(domain), { inDomain: maker });
}

/** The same for REST calls; ourChoice defaults to false (the spec gives REST paths). */
export function restGroup<const B extends GroupBase<RestExtra> = object>(domain: TDomain, section: string, base?: B) {
  const maker =
    (inDomain: TDomain) =>
    <
      Req extends z.ZodType,
      Res extends z.ZodType,
      const V extends RestCall['verb'],
      const P extends string,
      const E extends RestExtra = object,
    >(
      verb: V,
      path: P,
      request: Req,
      response: Res,
      ...[extra]: ExtraArg<B, E>
    ): RestCallAt<V, P, Req, Res> =>
      ({
        transport: 'rest',
        verb,
        path,
        access: 'bearer',
        headers: BEARER_HEADERS,
        section,
        ourChoice: false,
        ...base,
        ...extra,
        domain: inDomain,
        request,
        response,
      }) as RestCallAt<V, P, Req, Res>;
  return Object.assign(maker(domain), { inDomain: maker });
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

/** The rights a call needs on the acting customer: its declaration (none: no customer gets in). */
export function rightsNeeded(call: Call): TRightsNeed | undefined {
  return call.rights;
}

/** True when some way into the call is a customer's (its entry then declares `rights`). */
export function admitsCustomer(call: Call): boolean {
  return accessesOf(call).some((a) => (CUSTOMER_ACCESS as readonly TAccess[]).includes(a));
}

/** True when an access-rights value satisfies what the call needs (a call that declares nothing: never). */
export function rightsAllow(call: Call, accessRights: number): boolean {
  const need = rightsNeeded(call);
  return need !== undefined && RIGHTS_GRANTING[need].includes(accessRights);
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

/**
 * Where each REST service is mounted on core (ours: the spec gives only the paths).
 * Kept here, not beside the call table, so a client that needs only this does not carry the table.
 */
export const SERVICE_BASES = {
  api: '',
  token: '',
  internal: '',
  publicApi: '',
  supportDesk: '/support-desk',
  pdf: '',
} as const;
