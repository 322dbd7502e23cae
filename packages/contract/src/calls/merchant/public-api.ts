import { z } from 'zod';
import { PAGE_SIZES } from '../../constants.ts';
import { success } from '../../envelope.ts';
import { ZDate, ZDateTime, ZId, ZIntParam, ZIp, ZNoBody, ZUrl, queryInt } from '../../primitives.ts';
import { restGroup } from '../define.ts';

/** Webhooks, API keys, allowed IPs, request logs (spec 3 §3, §7). Paths as the spec writes them, rooted. */
const rest = restGroup('merchant', 'spec3 §7 Webhooks, API keys, allowed IPs, request log', { service: 'publicApi' });
const ZCustomerId = z.int({ error: 'Customer id is a whole number' }).positive();
const ZCustomerQuery = z.strictObject({
  customerId: z.string().regex(/^[1-9][0-9]{0,9}$/, 'Customer id is a whole number'),
});
const ZIdParams = z.strictObject({ id: ZIntParam });
const ZLabel = z.string().trim().min(1, 'Name is required').max(100, 'At most 100 characters');
const ZDeleted = success({ data: z.object({ id: z.int().positive() }) });

export const ZWebhook = z.object({
  id: z.int().positive(),
  name: z.string(),
  enabled: z.boolean(),
  url: z.string(),
  customerId: ZCustomerId,
  createdAt: ZDateTime.optional(),
});
export const ZWebhookInput = z.strictObject({ customerId: ZCustomerId, name: ZLabel, enabled: z.boolean(), url: ZUrl });
export const webhookCreate = rest('POST', '/public-api/webhook', ZWebhookInput, success({ data: ZWebhook }), {
  rights: 'fullAccess',
});
export const webhookList = rest('GET', '/public-api/webhook', ZCustomerQuery, success({ data: z.array(ZWebhook) }), {
  rights: 'fullAccess',
});
export const webhookUpdate = rest('PUT', '/public-api/webhook/{id}', ZWebhookInput, success({ data: ZWebhook }), {
  params: ZIdParams,
  rights: 'fullAccess',
});
export const webhookDelete = rest('DELETE', '/public-api/webhook/{id}', ZNoBody, ZDeleted, {
  params: ZIdParams,
  rights: 'fullAccess',
});
export const webhookPing = rest(
  'POST',
  '/public-api/webhook/ping',
  z.strictObject({ url: ZUrl }),
  success({
    data: z.object({
      status: z.int().nullable(),
      ok: z.boolean(),
      durationMs: z.int().min(0),
      error: z.string().nullable(),
    }),
  }),
  { rights: 'fullAccess' },
);
export const ZWebhookRequest = z.object({
  id: ZId,
  webhookId: z.int().positive(),
  url: z.string(),
  event: z.string(),
  status: z.int().nullable(),
  attempt: z.int().min(1),
  requestBody: z.string(),
  responseBody: z.string().nullable(),
  createdAt: ZDateTime,
});
export const webhookRequestList = rest(
  'GET',
  '/public-api/webhookRequest',
  z.strictObject({
    customerId: ZCustomerQuery.shape.customerId,
    limit: queryInt(1, PAGE_SIZES.webhookRequests).default(PAGE_SIZES.webhookRequests),
    query: z.string().max(200).optional(),
    fromDate: ZDate.optional(),
    toDate: ZDate.optional(),
    cursor: z.string().max(200).optional(),
  }),
  success({ data: z.array(ZWebhookRequest), meta: z.object({ cursor: z.string().nullable() }) }),
  { pageSize: PAGE_SIZES.webhookRequests, rights: 'fullAccess' },
);

export const ZApiKey = z.object({
  id: z.int().positive(),
  customerId: ZCustomerId,
  name: z.string(),
  enabled: z.boolean(),
  key: z.string().optional(),
  createdAt: ZDateTime.optional(),
});
export const ZApiKeyInput = z.strictObject({ customerId: ZCustomerId, name: ZLabel, enabled: z.boolean() });
export const apiKeyCreate = rest('POST', '/public-api/apikey', ZApiKeyInput, success({ data: ZApiKey }), {
  section: 'spec3 §7 API keys (the key is shown once, in the create answer)',
  rights: 'fullAccess',
});
export const apiKeyList = rest('GET', '/public-api/apikey', ZCustomerQuery, success({ data: z.array(ZApiKey) }), {
  rights: 'fullAccess',
});
export const apiKeyUpdate = rest('PUT', '/public-api/apikey/{id}', ZApiKeyInput, success({ data: ZApiKey }), {
  params: ZIdParams,
  rights: 'fullAccess',
});
export const apiKeyDelete = rest('DELETE', '/public-api/apikey/{id}', ZNoBody, ZDeleted, {
  params: ZIdParams,
  rights: 'fullAccess',
});

export const ZAllowedIp = z.object({
  id: z.int().positive(),
  customerId: ZCustomerId,
  name: z.string(),
  enabled: z.boolean(),
  ipFrom: z.string(),
  ipTo: z.string(),
});
export const ZAllowedIpInput = z.strictObject({
  customerId: ZCustomerId,
  name: ZLabel,
  enabled: z.boolean(),
  ipFrom: ZIp,
  ipTo: ZIp,
});
export const allowedIpCreate = rest('POST', '/public-api/allowedip', ZAllowedIpInput, success({ data: ZAllowedIp }), {
  rights: 'fullAccess',
});
export const allowedIpList = rest(
  'GET',
  '/public-api/allowedip',
  ZCustomerQuery,
  success({ data: z.array(ZAllowedIp) }),
  { rights: 'fullAccess' },
);
export const allowedIpUpdate = rest(
  'PUT',
  '/public-api/allowedip/{id}',
  ZAllowedIpInput,
  success({ data: ZAllowedIp }),
  { params: ZIdParams, rights: 'fullAccess' },
);
export const allowedIpDelete = rest('DELETE', '/public-api/allowedip/{id}', ZNoBody, ZDeleted, {
  params: ZIdParams,
  rights: 'fullAccess',
});

export const ZApiRequest = z.object({
  id: ZId,
  apiKeyId: z.int().positive(),
  method: z.string(),
  path: z.string(),
  status: z.int(),
  ip: z.string(),
  durationMs: z.int().min(0),
  createdAt: ZDateTime,
});
export const apiRequestList = rest(
  'GET',
  '/public-api/apirequest',
  z.strictObject({
    customerId: ZCustomerQuery.shape.customerId,
    apiKeyId: z.string().regex(/^[1-9][0-9]{0,9}$/, 'Key id is a whole number'),
    fromDate: ZDate.optional(),
    toDate: ZDate.optional(),
  }),
  success({ data: z.array(ZApiRequest) }),
  { rights: 'fullAccess' },
);

/** The public API a merchant calls with its key (ours; the spec shows only its log). */
export const publicApiAccounts = rest(
  'GET',
  '/public-api/v1/accounts',
  ZNoBody,
  success({
    data: z.array(z.object({ accountId: z.int().positive(), currencyCode: z.string(), balance: z.string() })),
  }),
  {
    access: 'merchantApiKey',
    headers: [],
    ourChoice: true,
    section: 'spec3 §1 public API keys (merchant-facing calls not shown)',
    rights: 'read',
  },
);
