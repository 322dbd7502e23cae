import { z } from 'zod';
import { DEVICE_TYPES, LOGIN_CLIENTS } from '../../enums/identity.ts';
import { ZId, ZNoBody, ZPhoneNumber } from '../../primitives.ts';
import { ZCodeChallenge, ZCodeExchange, ZTokens, ZUsername } from '../auth.ts';
import { restGroup } from '../define.ts';

/** Token-service calls beyond login/token/refresh/logout (spec 1 §7 Token service). */
const rest = restGroup('devices', 'spec1 §7 Token service', { service: 'token', headers: ['Accept-Language'] });
const identityRest = rest.inDomain('identity');

export const ZDevice = z.object({
  id: ZId,
  code: z.string().optional(),
  type: z.enum(DEVICE_TYPES),
  name: z.string(),
  location: z.string().nullable().optional(),
  lastActivityAt: z.string().nullable().optional(),
  /** Ours: false while a device the token service registered waits for the user's approval. */
  approved: z.boolean().optional(),
});
export type TDevice = z.infer<typeof ZDevice>;
/** Our choice: what the token service answers where the spec says "not shown". */
export const ZTokenServiceOk = z.object({ ok: z.literal(true) });
export const ZApproveMethod = z.object({ id: ZId, name: z.string(), type: z.enum(['push', 'otp', 'sms', 'email']) });
const ZDeviceParam = z.strictObject({ deviceId: ZId });

export const authLoginConfirm = rest(
  'PUT',
  '/auth/login/{key}/confirm',
  z.strictObject({ result: z.boolean({ error: 'Result must be true or false' }) }),
  ZTokenServiceOk,
  {
    params: z.strictObject({ key: z.string().min(16).max(256) }),
    access: 'bearer',
    ourChoice: true,
    rights: 'self',
  },
);
export const authScpRequest = rest(
  'POST',
  '/auth/scp/request',
  // Ours: before tokens, a strict migration's tmpJwt (spec 1 §3 migration.tmpJwt) stands for the bearer.
  z.strictObject({ tmpJwt: z.string().min(1).max(4096).optional() }),
  // An app deeplink in the brand's own scheme (manifest appDeeplinkScheme, e.g. paywave://scp?code=…);
  // ours: `link`, the same code on the stand-in device page (core's /device#scp=…).
  z.object({ deeplink: z.url({ error: 'Must be a URL' }).max(2048), link: z.string().max(2048).optional() }),
  { access: 'bearer', alsoAccess: ['public'], rights: 'self' },
);
export const authPushResend = rest(
  'POST',
  '/auth/push/re-send',
  z.strictObject({ tmpJwt: z.string().min(1).max(4096) }),
  ZTokenServiceOk,
  { access: 'public', ourChoice: true },
);
export const authStoresUrlsSend = rest(
  'POST',
  '/auth/stores-urls/send',
  z.strictObject({ phoneNumber: ZPhoneNumber }),
  ZTokenServiceOk,
  { access: 'bearer', ourChoice: true, rights: 'self' },
);
export const authDeviceApproveMethods = rest(
  'GET',
  '/auth/devices/approve-methods',
  ZNoBody,
  z.object({ methods: z.array(ZApproveMethod) }),
  { access: 'bearer', ourChoice: true, rights: 'read' },
);
export const authDeviceApprove = rest(
  'POST',
  '/auth/devices/{deviceId}/approve',
  z.strictObject({ tmpJwt: z.string().max(4096).optional() }),
  z.object({ requestId: ZId, methods: z.array(ZApproveMethod) }),
  {
    params: ZDeviceParam,
    access: 'bearer',
    ourChoice: true,
    rights: 'self',
  },
);
export const authDeviceApproveMethod = rest(
  'PATCH',
  '/auth/devices/{deviceId}/approve/{methodId}',
  z.strictObject({ code: z.string().min(4).max(12).optional() }),
  z.object({ device: ZDevice }),
  {
    params: z.strictObject({ deviceId: ZId, methodId: ZId }),
    access: 'bearer',
    ourChoice: true,
    rights: 'self',
  },
);
export const authDeviceList = rest('GET', '/auth/devices', ZNoBody, z.object({ devices: z.array(ZDevice) }), {
  access: 'bearer',
  rights: 'read',
});
export const authDeviceCreate = rest(
  'POST',
  '/auth/devices',
  z.strictObject({
    name: z.string().trim().min(1, 'Device name is required').max(100, 'At most 100 characters'),
    code: z.string().min(4).max(64),
    type: z.enum(DEVICE_TYPES, { error: 'Device type is android or ios' }),
  }),
  z.object({ devices: z.array(ZDevice), secret: z.string().optional() }),
  { access: 'bearer', rights: 'self' },
);
export const authDeviceGet = rest('GET', '/auth/devices/{deviceId}', ZNoBody, z.object({ device: ZDevice }), {
  params: ZDeviceParam,
  access: 'bearer',
  rights: 'read',
});
/**
 * Ours (issue 18): removing an approved device takes the current two-step factor's code; without
 * it the call sends one (the authenticator needs none) and is refused with factorCodeSent.
 */
export const ZDeviceRemoveQuery = z.strictObject({
  code: z
    .string()
    .regex(/^[0-9]{4,8}$/, 'Code is 4 to 8 digits')
    .optional(),
});
export const authDeviceDelete = rest(
  'DELETE',
  '/auth/devices/{deviceId}',
  ZDeviceRemoveQuery,
  z.object({ device: ZDevice }),
  {
    params: ZDeviceParam,
    access: 'bearer',
    rights: 'self',
  },
);

/** Second variant of the service (spec 1 §7). */
export const ZPostLoginAnswer = z.object({
  status: z.union([z.literal(200), z.literal(201)]),
  authFlow: z.enum(['simple', 'direct', 'otp', 'push', 'verifyDevice', 'sms']),
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
  code: z.string().optional(),
});
export const authPostLogin = identityRest(
  'POST',
  '/auth/postlogin',
  z.strictObject({
    username: ZUsername,
    password: z.string().min(1, 'Password is required').max(256),
    codeChallenge: ZCodeChallenge,
    client: z.enum(LOGIN_CLIENTS),
  }),
  ZPostLoginAnswer,
  { access: 'public' },
);
export const authPostToken = identityRest('POST', '/auth/posttoken', ZCodeExchange, ZTokens, { access: 'public' });

/** Device API (spec 1 §7 and spec 2 §7 Security): bearer access token. */
export const deviceApiList = rest('GET', '/device-api/device', ZNoBody, z.object({ devices: z.array(ZDevice) }), {
  service: 'api',
  access: 'bearer',
  section: 'spec1 §7 Token service; spec2 §7 Security',
  rights: 'read',
});
export const deviceApiDelete = rest(
  'DELETE',
  '/device-api/device/{deviceId}',
  ZDeviceRemoveQuery,
  z.object({ device: ZDevice }),
  {
    service: 'api',
    access: 'bearer',
    params: ZDeviceParam,
    section: 'spec1 §7 Token service; spec2 §7 Security (spec 1 writes {id})',
    rights: 'self',
  },
);

/** Internal calls (spec 1 §6, §7): the token service to core, never from a browser. */
const internal = restGroup('devices', 'spec1 §7 Token service: internal', {
  service: 'internal',
  access: 'internal',
  headers: [],
});
const identityInternal = internal.inDomain('identity');
const ZUserParam = z.strictObject({ userId: ZId });
export const ZInternalUser = z.object({
  id: ZId,
  email: z.string(),
  scp: z.enum(['none', 'push']),
  type: z.int().min(1).max(4),
  activated: z.boolean(),
});
export const internalLogin = identityInternal(
  'POST',
  '/internal/login',
  z.strictObject({ username: ZUsername, password: z.string().min(1).max(256) }),
  z.object({ user: ZInternalUser }),
  { ourChoice: true },
);
export const internalUserUpdate = identityInternal(
  'PATCH',
  '/users/{userId}',
  z.strictObject({ scp: z.enum(['none', 'push']).optional(), type: z.int().min(1).max(4).optional() }),
  z.object({ user: ZInternalUser }),
  { params: ZUserParam, ourChoice: true },
);
export const internalUserDevices = internal(
  'GET',
  '/users/{userIds}/devices',
  ZNoBody,
  z.object({ devices: z.array(ZDevice.extend({ userId: ZId })) }),
  {
    params: z.strictObject({
      userIds: z.string().regex(/^[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+){0,99}$/, 'Comma-separated user ids'),
    }),
    ourChoice: true,
  },
);
export const internalUserDeviceCreate = internal(
  'POST',
  '/users/{userId}/devices',
  z.strictObject({
    name: z.string().min(1).max(100),
    type: z.enum(DEVICE_TYPES),
    pushToken: z.string().max(4096).optional(),
  }),
  z.object({ device: ZDevice, secret: z.string() }),
  {
    params: ZUserParam,
    headers: ['Client-Ip'],
    ourChoice: true,
  },
);
export const internalCheckPassword = identityInternal(
  'POST',
  '/users/{userId}/check-password',
  z.strictObject({ password: z.string().min(1).max(256) }),
  z.object({ valid: z.boolean() }),
  { params: ZUserParam, ourChoice: true },
);
export const internalDeviceDecision = internal(
  'PUT',
  '/users/{userId}/devices/{deviceId}/{decision}',
  ZNoBody,
  z.object({ device: ZDevice }),
  {
    params: z.strictObject({ userId: ZId, deviceId: ZId, decision: z.enum(['approve', 'reject']) }),
    ourChoice: true,
  },
);
const ZPush = z.strictObject({
  title: z.string().max(200),
  body: z.string().max(1000),
  data: z.record(z.string(), z.string()).optional(),
});
export const internalPush = internal('POST', '/users/{userId}/push', ZPush, z.object({ sent: z.int().min(0) }), {
  params: ZUserParam,
  ourChoice: true,
});
export const internalPushDevice = internal(
  'POST',
  '/users/{userId}/push/{deviceId}',
  ZPush,
  z.object({ sent: z.int().min(0) }),
  { params: z.strictObject({ userId: ZId, deviceId: ZId }), ourChoice: true },
);
