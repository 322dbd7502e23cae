import { z } from 'zod';
import { CODE_CHALLENGE_MAX, CODE_CHALLENGE_MIN } from '../constants.ts';
import { EMAIL_LOCAL_PART_MESSAGE, localPartFits } from '../primitives.ts';
import { defineRest } from './define.ts';
import { FIELD_MESSAGES } from '../field-messages.ts';

/** PKCE S256 challenge: 43-128 unreserved characters (spec 1 §5). */
export const ZCodeChallenge = z
  .string()
  .min(CODE_CHALLENGE_MIN, `Code challenge must be ${CODE_CHALLENGE_MIN} to ${CODE_CHALLENGE_MAX} characters`)
  .max(CODE_CHALLENGE_MAX, `Code challenge must be ${CODE_CHALLENGE_MIN} to ${CODE_CHALLENGE_MAX} characters`)
  .regex(/^[A-Za-z0-9\-._~]+$/, 'Code challenge may hold only letters, digits and - . _ ~');
export const ZCodeVerifier = ZCodeChallenge;

export const ZUsername = z
  .email(FIELD_MESSAGES.usernameEmail)
  .max(254, FIELD_MESSAGES.atMost254)
  .refine(localPartFits, EMAIL_LOCAL_PART_MESSAGE);

export const ZAuthFlowName = z.enum(['simple', 'direct', 'otp', 'push', 'verifyDevice', 'sms']);

export const ZLoginRequest = z.strictObject({
  client: z.enum(['sei', 'spa']),
  username: ZUsername,
  password: z.string().min(1, 'Password is required').max(256),
  codeChallenge: ZCodeChallenge,
  secret: z.string().max(256).optional(),
  pushToken: z.string().max(4096).optional(),
});

export const ZDevicePublic = z.object({
  name: z.string(),
  type: z.enum(['android', 'ios']),
  location: z.string().optional(),
  lastActivityAt: z.string().optional(),
});

export const ZAuthFlow = z.object({
  authFlow: ZAuthFlowName,
  code: z.string().optional(),
  tmpJwt: z.string().optional(),
  devices: z.array(ZDevicePublic).optional(),
  link: z.string().optional(),
  userId: z.union([z.string(), z.number()]).optional(),
  phoneNumber: z.string().optional(),
  smsIdentifier: z.string().length(2).optional(),
  migration: z
    .object({
      req: z.enum(['none', 'soft', 'strict']),
      daysLeft: z.number().optional(),
      devices: z.array(ZDevicePublic).optional(),
      tmpJwt: z.string().optional(),
      strat: z.enum(['migrate', 'enable']).optional(),
    })
    .optional(),
});

/** The sign-in code with its PKCE verifier, and the one-time code when the flow asks for it. */
export const ZCodeExchange = z.strictObject({
  code: z.string().min(1).max(256),
  codeVerifier: ZCodeVerifier,
  otp: z
    .string()
    .regex(/^[0-9]{6}$/, 'One-time code is 6 digits')
    .optional(),
  /**
   * Our choice: false asks a push sign-in's code not to be held until the device decides
   * (pushPending at once while it waits); the portal sets it when the socket told it (or may
   * have missed) the decision. Absent: the call waits a while, as before.
   */
  pushWait: z.boolean().optional(),
});

export const ZTokenRequest = z.union([ZCodeExchange, z.strictObject({ secret: z.string().min(1).max(256) })]);

export const ZTokens = z.object({
  accessToken: z.string(),
  /** Absent in what the gateway hands the browser: the gateway keeps it in an httpOnly cookie. */
  refreshToken: z.string().optional(),
});

export const ZRefreshRequest = z.strictObject({ refreshToken: z.string().max(512).optional() });
export const ZLogoutRequest = z.strictObject({ refreshToken: z.string().max(512).optional() });
export const ZEmpty = z.object({});

export const authLogin = defineRest('POST', '/auth/login', {
  domain: 'identity',
  request: ZLoginRequest,
  response: ZAuthFlow,
  access: 'public',
  rateClass: 'signIn',
  headers: ['Accept-Language'],
  service: 'token',
  section: 'spec1 §7 Token service',
  ourChoice: false,
});
export const authToken = defineRest('POST', '/auth/token', {
  domain: 'identity',
  request: ZTokenRequest,
  response: ZTokens,
  access: 'public',
  rateClass: 'signIn',
  headers: [],
  service: 'token',
  section: 'spec1 §7 Token service',
  ourChoice: false,
});
export const authRefresh = defineRest('POST', '/auth/refresh', {
  domain: 'identity',
  request: ZRefreshRequest,
  response: ZTokens,
  access: 'public',
  headers: [],
  service: 'token',
  section: 'spec1 §7 Token service',
  ourChoice: false,
});
export const authLogout = defineRest('POST', '/auth/logout', {
  domain: 'identity',
  request: ZLogoutRequest,
  response: ZEmpty,
  access: 'public',
  headers: [],
  service: 'token',
  section: 'spec1 §7 Token service (answer not shown: empty object, our choice)',
  ourChoice: false,
});

/** Claims of the access token (our choice: spec only fixes that `exp` is read). */
export const ZAccessClaims = z.object({
  sub: z.string(),
  exp: z.number(),
  iat: z.number(),
  sid: z.string(),
  email: z.string(),
  /** The brand the session was opened on: a token is honoured on that brand's host only. */
  brand: z.string(),
});
export type TAccessClaims = z.infer<typeof ZAccessClaims>;
