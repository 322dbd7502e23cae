import { z } from 'zod';
import { PAGE_SIZES } from '../../constants.ts';
import { success } from '../../envelope.ts';
import { ACCESS_IP_MODES, BLACKLIST_BLOCK_TYPES, TWO_STEP_MODES, TWO_STEP_TYPE_MODES } from '../../enums/money.ts';
import { ZDate, ZEmail, ZId, ZIntId, ZIp, ZNoBody, ZOk, ZPageNumber, pageSize } from '../../primitives.ts';
import { methodGroup, restGroup } from '../define.ts';
import { FIELD_MESSAGES } from '../../field-messages.ts';
import { ZNewPassword } from '../registration.ts';

/** Security settings (spec 2 §3, §7 Security). */
const rest = restGroup('security', 'spec2 §7 Security: two-step verification');
export const twoStepVerificationSet = rest(
  'POST',
  '/customer/two-step-verification',
  z.strictObject({
    mode: z.enum(TWO_STEP_MODES, { error: 'Unknown two-step mode' }),
    typeMode: z.enum(TWO_STEP_TYPE_MODES, { error: 'Unknown two-step scope' }),
  }),
  success({ reqId: ZId.nullable(), secret: z.string().optional(), otpauthUrl: z.string().optional() }),
  { rights: 'self' },
);
export const twoStepVerificationConfirm = rest(
  'POST',
  '/customer/two-step-verification/{reqId}/confirm',
  z.strictObject({
    code: z.string().regex(/^[0-9]{4,8}$/, 'Code is 4 to 8 digits'),
    // Ours (issue 18): the code is the current factor's; a new authenticator being set up gives its first code here.
    otp: z
      .string()
      .regex(/^[0-9]{6}$/, 'Code is 6 digits')
      .optional(),
  }),
  success({}),
  {
    params: z.strictObject({ reqId: ZId }),
    rights: 'self',
  },
);

const call = methodGroup('security', 'spec2 §7 Security');
const documentsCall = call.inDomain('documents');
export const ZWhitelistedIp = z.object({
  id: ZIntId,
  ip: z.string(),
  toIp: z.string().nullable(),
  created: z.string(),
});
export const accessIpAdd = call(
  'accessIpAdd',
  z.strictObject({ ip: ZIp, toIp: ZIp.optional() }),
  success({ id: ZIntId }),
  { rights: 'self' },
);
export const accessIpDelete = call('accessIpDelete', z.strictObject({ id: ZIntId }), ZOk, { rights: 'self' });
export const accessIpList = call(
  'accessIpList',
  ZNoBody,
  success({
    ips: z.object({ ip: z.array(ZWhitelistedIp) }),
    accessIpMode: z.union([z.literal(ACCESS_IP_MODES.off), z.literal(ACCESS_IP_MODES.on)]),
  }),
  { rights: 'read' },
);
export const accessIpModeSet = call('accessIpModeSet', z.strictObject({ enable: z.boolean() }), ZOk, {
  rights: 'self',
});
export const ZBlacklistEntry = z.object({
  email: z.string(),
  blockType: z.enum(BLACKLIST_BLOCK_TYPES),
  created: z.string(),
});
export const blacklistList = call(
  'blacklistList',
  z.strictObject({ email: z.string().max(254).optional(), type: z.enum(BLACKLIST_BLOCK_TYPES).optional() }),
  success({ blacklist: z.array(ZBlacklistEntry) }),
  { rights: 'read' },
);
export const blacklistAdd = call(
  'blacklistAdd',
  z.strictObject({ email: ZEmail, blockType: z.enum(BLACKLIST_BLOCK_TYPES, { error: 'Choose what to block' }) }),
  ZOk,
  { rights: 'write' },
);
export const blacklistDelete = call('blacklistDelete', z.strictObject({ email: ZEmail }), ZOk, { rights: 'write' });
export const loginHistoryGet = call(
  'loginHistoryGet',
  z.strictObject({
    fromDate: ZDate.optional(),
    toDate: ZDate.optional(),
    pageNumber: ZPageNumber.default(1),
    pageSize: pageSize(PAGE_SIZES.loginHistory),
  }),
  success({
    history: z.array(
      z.object({
        date: z.string(),
        ip: z.string(),
        location: z.string().nullable(),
        device: z.string().nullable(),
        success: z.boolean(),
      }),
    ),
    total: z.int().min(0),
  }),
  { pageSize: PAGE_SIZES.loginHistory, rights: 'read' },
);
export const legalInfoGet = documentsCall(
  'legalInfoGet',
  ZNoBody,
  success({ agreements: z.array(z.object({ id: ZId, title: z.string(), acceptedAt: z.string().nullable() })) }),
  { rights: 'read' },
);
export const agreementDownload = documentsCall(
  'agreementDownload',
  z.strictObject({ id: ZId }),
  z.instanceof(Uint8Array),
  {
    binaryResponse: 'application/pdf',
    rights: 'read',
  },
);
export const passwordChange = call(
  'passwordChange',
  z
    .strictObject({
      password: z.string().min(1, FIELD_MESSAGES.currentPasswordRequired).max(256),
      passwordNew: ZNewPassword,
      passwordNewRepeat: z.string(),
    })
    .refine((v) => v.passwordNew === v.passwordNewRepeat, {
      path: ['passwordNewRepeat'],
      message: FIELD_MESSAGES.passwordsMismatch,
    }),
  success({ requestKey: ZId.nullable() }),
  { rights: 'self' },
);
export const passwordChangeConfirm = call(
  'passwordChangeConfirm',
  z.strictObject({ code: z.string().min(4).max(12), requestKey: ZId }),
  ZOk,
  { rights: 'self' },
);
export const ZNotificationSetting = z.object({ identified: z.string(), value: z.boolean(), group: z.string() });
export const notificationSettingsGet = call(
  'notificationSettingsGet',
  ZNoBody,
  success({ settings: z.array(ZNotificationSetting) }),
  { rights: 'read' },
);
export const notificationSettingsSet = call(
  'notificationSettingsSet',
  z.strictObject({ identified: z.string().min(1).max(64), value: z.boolean() }),
  ZOk,
  { rights: 'self' },
);
