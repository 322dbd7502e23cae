import { z } from 'zod';
import { ZCurrencyCode } from '../../amount.ts';
import { DEFAULT_IPN_SETTINGS, MAX_UPLOAD_BYTES, PAGE_SIZES } from '../../constants.ts';
import { success } from '../../envelope.ts';
import { ZDateTime, ZEmail, ZIntId, ZNoBody, ZOk, ZPageNumber, ZUrl, pageSize } from '../../primitives.ts';
import { ZAccountId } from '../accounts.ts';
import { methodGroup } from '../define.ts';

/** Merchant named calls (spec 3 §3 Merchant, §7 "paths not shown"): method calls, names ours. */
const call = methodGroup('merchant', 'spec3 §7 Merchant named calls');
const ZById = z.strictObject({ id: ZIntId });

export const ZSubscriber = z.object({
  subscriptionId: ZIntId,
  email: z.string(),
  name: z.string().nullable(),
  amount: z.string(),
  currencyCode: ZCurrencyCode,
  frequency: z.string(),
  status: z.enum(['active', 'cancelled', 'ended']),
  createdAt: z.string(),
});
export const subscriberList = call(
  'subscriberList',
  z.strictObject({ pageSize: pageSize(PAGE_SIZES.subscriptions), pageNumber: ZPageNumber.default(1) }),
  success({ subscribers: z.array(ZSubscriber), total: z.int().min(0) }),
  { pageSize: PAGE_SIZES.subscriptions, rights: 'read' },
);
export const subscriberCancel = call('subscriberCancel', z.strictObject({ subscriptionId: ZIntId }), ZOk, {
  rights: 'write',
});
export const installmentList = call(
  'installmentList',
  z.strictObject({ subscriptionId: ZIntId.optional(), pageNumber: ZPageNumber.default(1) }),
  success({
    installments: z.array(
      z.object({
        id: ZIntId,
        subscriptionId: ZIntId,
        amount: z.string(),
        currencyCode: ZCurrencyCode,
        dueDate: z.string(),
        status: z.string(),
      }),
    ),
    total: z.int().min(0),
  }),
  { rights: 'read' },
);
export const identityFeeGet = call(
  'identityFeeGet',
  z.strictObject({ accountId: ZAccountId }),
  success({ fee: z.string(), currencyCode: ZCurrencyCode }),
  { rights: 'read' },
);
export const reputationList = call(
  'reputationList',
  z.strictObject({ type: z.literal('reputation'), email: z.string().trim().max(254).optional() }),
  success({
    reputation: z.array(z.object({ email: z.string(), score: z.int(), transactions: z.int(), disputes: z.int() })),
    total: z.int().min(0),
  }),
  { pageSize: PAGE_SIZES.reputation, rights: 'read' },
);

export const ZIpnMessage = z.object({
  id: ZIntId,
  transactionId: z.string(),
  url: z.string(),
  status: z.enum(['pending', 'sent', 'failed', 'confirmed']),
  attempts: z.int(),
  body: z.string(),
  createdAt: z.string(),
});
export const ipnMessageList = call(
  'ipnMessageList',
  z.strictObject({ pageNumber: ZPageNumber.default(1), pageSize: pageSize(PAGE_SIZES.ipnMessages) }),
  success({ messages: z.array(ZIpnMessage), total: z.int().min(0) }),
  { pageSize: PAGE_SIZES.ipnMessages, rights: 'read' },
);
export const ipnMessageGet = call('ipnMessageGet', ZById, success({ message: ZIpnMessage }), { rights: 'read' });
export const ipnMessageConfirm = call('ipnMessageConfirm', ZById, ZOk, { rights: 'write' });
export const ZIpnSettings = z.object({
  notifyUrl: z.string().nullable(),
  notifyStatusId: z.int().default(DEFAULT_IPN_SETTINGS.notifyStatusId),
  statusId: z.int().default(DEFAULT_IPN_SETTINGS.statusId),
  secretKey: z.string().nullable(),
});
export const ipnSettingsGet = call('ipnSettingsGet', ZNoBody, success({ settings: ZIpnSettings }), { rights: 'read' });
export const ipnSettingsUpdate = call(
  'ipnSettingsUpdate',
  z.strictObject({
    notifyUrl: ZUrl.optional(),
    notifyStatusId: z.int().min(0).max(1).optional(),
    statusId: z.int().min(0).max(1).optional(),
    secret: z.boolean().optional(),
  }),
  success({ settings: ZIpnSettings }),
  { rights: 'fullAccess' },
);
export const ZPbnSettings = z.object({ statusId: z.int(), secretKey: z.string().nullable() });
export const pbnSettingsGet = call('pbnSettingsGet', ZNoBody, success({ settings: ZPbnSettings }), { rights: 'read' });
export const pbnSettingsUpdate = call(
  'pbnSettingsUpdate',
  z.union([z.strictObject({ statusId: z.int().min(0).max(1) }), z.strictObject({ secret: z.literal(true) })], {
    error: 'Give a status or ask for a new secret',
  }),
  success({ settings: ZPbnSettings }),
  { rights: 'fullAccess' },
);

export const ZLogo = z.object({
  id: ZIntId,
  name: z.string(),
  isDefault: z.boolean(),
  url: z.string(),
  createdAt: z.string(),
});
const ZLogoData = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(100),
  isDefault: z.boolean().default(false),
});
export const logoList = call('logoList', ZNoBody, success({ logos: z.array(ZLogo) }), {
  pageSize: PAGE_SIZES.logos,
  rights: 'read',
});
export const logoCreate = call('logoCreate', ZLogoData, success({ logo: ZLogo }), {
  multipart: { dataPart: 'data', fileParts: ['file'], maxFileBytes: 2 * 1024 * 1024 },
  rights: 'write',
});
export const logoGet = call('logoGet', ZById, success({ logo: ZLogo }), { rights: 'read' });
export const logoUpdate = call('logoUpdate', ZLogoData.partial().extend({ id: ZIntId }), success({ logo: ZLogo }), {
  rights: 'write',
});
export const logoDelete = call('logoDelete', ZById, ZOk, { rights: 'write' });

export const ZMerchantVerification = z.object({
  id: ZIntId,
  status: z.enum(['pending', 'approved', 'rejected']),
  fee: z.string(),
  currencyCode: ZCurrencyCode,
  createdAt: z.string(),
  documents: z.array(z.object({ id: ZIntId, name: z.string() })),
});
export const merchantVerificationList = call(
  'merchantVerificationList',
  ZNoBody,
  success({ verifications: z.array(ZMerchantVerification) }),
  { pageSize: PAGE_SIZES.identityVerifications, rights: 'read' },
);
export const merchantVerificationCreate = call(
  'merchantVerificationCreate',
  z.strictObject({ accountId: ZAccountId, website: ZUrl.optional(), note: z.string().max(1000).optional() }),
  success({ verification: ZMerchantVerification }),
  {
    multipart: { dataPart: 'data', fileParts: ['file'], maxFileBytes: MAX_UPLOAD_BYTES },
    rights: 'upload',
  },
);

/** Saved payment button: fields not shown (ours). */
export const ZButtonInput = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(100),
  accountId: ZAccountId,
  amount: z
    .string()
    .regex(/^(0|[1-9][0-9]*)(\.[0-9]+)?$/, 'Amount must be a plain decimal number such as 10.50')
    .optional(),
  currencyCode: ZCurrencyCode,
  itemName: z.string().max(200).optional(),
  returnUrl: ZUrl.optional(),
  cancelUrl: ZUrl.optional(),
  notifyUrl: ZUrl.optional(),
  logoId: ZIntId.optional(),
  buttonType: z.enum(['buyNow', 'donate', 'subscribe']).default('buyNow'),
  customerEmail: ZEmail.optional(),
});
export const ZButton = ZButtonInput.extend({ id: ZIntId, html: z.string(), createdAt: ZDateTime.or(z.string()) });
export const savedButtonList = call('savedButtonList', ZNoBody, success({ buttons: z.array(ZButton) }), {
  rights: 'read',
});
export const savedButtonGet = call('savedButtonGet', ZById, success({ button: ZButton }), { rights: 'read' });
export const savedButtonCreate = call('savedButtonCreate', ZButtonInput, success({ button: ZButton }), {
  rights: 'write',
});
export const savedButtonUpdate = call(
  'savedButtonUpdate',
  ZButtonInput.partial().extend({ id: ZIntId }),
  success({ button: ZButton }),
  { rights: 'write' },
);
export const savedButtonDelete = call('savedButtonDelete', ZById, ZOk, { rights: 'write' });
