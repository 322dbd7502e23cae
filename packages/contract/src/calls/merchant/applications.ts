import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../constants.ts';
import { issueMessage, success } from '../../envelope.ts';
import { APPLICATION_DOCUMENT_TYPES, VALIDATION_TYPES, ZApplicationStatus } from '../../enums/merchant.ts';
import { ZDateTime, ZIntParam, ZNoBody, ZUuid, queryInt } from '../../primitives.ts';
import { restGroup } from '../define.ts';
import { ZApplicationBody, ZApplicationDraft } from './application-body.ts';

/**
 * The merchant-account application API (spec 3 §3, §7): customer side under /acquiring-admin,
 * admin review under /admin. REST answers carry the envelope plus `data` (spec 3 reads `data`).
 */
export const ZApplication = z.object({
  id: z.int().positive(),
  customerId: z.int().positive(),
  status: ZApplicationStatus,
  data: ZApplicationDraft,
  createdAt: ZDateTime,
  updatedAt: ZDateTime,
});
export type TApplication = z.infer<typeof ZApplication>;
export const ZApplicationDocument = z.object({
  id: z.int().positive(),
  applicationId: z.int().positive(),
  uuid: ZUuid,
  filename: z.string(),
  filesize: z.int().min(0),
  documentType: z.enum(APPLICATION_DOCUMENT_TYPES).nullable().optional(),
  createdAt: ZDateTime,
  updatedAt: ZDateTime,
});
export const ZAdminUser = z.object({
  id: z.int().positive(),
  username: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  createdAt: ZDateTime,
});
export const ZAdminToken = z.object({ token: z.string(), expiresAt: ZDateTime, createdAt: ZDateTime });

/** PUT/POST body: BASIC (default) checks a draft, FULL checks every required field. */
export const ZApplicationUpdate = z
  .strictObject({
    validationType: z.enum(VALIDATION_TYPES, { error: 'Validation type is BASIC or FULL' }).default('BASIC'),
    data: ZApplicationDraft,
    groupSequence: z.union([z.array(z.string().max(64)).max(0), z.literal('')]).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.validationType !== 'FULL') return;
    const full = ZApplicationBody.safeParse(v.data);
    if (!full.success)
      for (const i of full.error.issues)
        ctx.addIssue({ code: 'custom', path: ['data', ...i.path], message: issueMessage(i) });
  });

const ZIdParams = z.strictObject({ id: ZIntParam });
const ZApplicationData = success({ data: ZApplication });
const ZListQuery = z.strictObject({
  status: ZApplicationStatus.optional(),
  page: queryInt(1, 100_000).optional(),
  pageSize: queryInt(1, 100).optional(),
});

const admin = restGroup('spec3 §7 Admin application review', {
  access: 'admin',
  headers: ['Accept-Language'],
  brandless: true,
});
export const adminApplicationApprove = admin('POST', '/admin/application/{id}/approve', ZNoBody, ZApplicationData, {
  params: ZIdParams,
});
export const adminApplicationReject = admin('POST', '/admin/application/{id}/reject', ZNoBody, ZApplicationData, {
  params: ZIdParams,
});
export const adminApplicationGet = admin('GET', '/admin/application/{id}', ZNoBody, ZApplicationData, {
  params: ZIdParams,
});
export const adminApplicationUpdate = admin('POST', '/admin/application/{id}', ZApplicationUpdate, ZApplicationData, {
  params: ZIdParams,
});
export const adminApplicationList = admin(
  'GET',
  '/admin/application',
  ZListQuery,
  success({ data: z.array(ZApplication), meta: z.object({ total: z.int().min(0) }) }),
  { ourChoice: true, pageSize: 100 },
);
export const adminAuthLoginGet = admin(
  'GET',
  '/admin/auth/login',
  z.strictObject({ code: z.string().min(1).max(512).optional() }),
  success({ data: ZAdminToken }),
  { access: 'public', rateClass: 'signIn' },
);
export const adminAuthLogin = admin(
  'POST',
  '/admin/auth/login',
  z.strictObject({
    username: z.string().trim().min(1, 'Username is required').max(100),
    password: z.string().min(1, 'Password is required').max(256),
  }),
  success({ data: ZAdminToken }),
  { access: 'public', rateClass: 'signIn' },
);
export const adminAuthLogout = admin(
  'GET',
  '/admin/auth/logout',
  ZNoBody,
  success({ redirectUrl: z.string().nullable() }),
);
export const adminAuthMe = admin('GET', '/admin/auth/me', ZNoBody, success({ data: ZAdminUser }));
export const adminAuthRedirectUrl = admin(
  'GET',
  '/admin/auth/redirect_url',
  ZNoBody,
  success({ redirectUrl: z.string().nullable() }),
  { access: 'public' },
);

const customer = restGroup('spec3 §7 Customer application (Customer-Id header)', { feature: 'merchantAccount' });
export const applicationList = customer(
  'GET',
  '/acquiring-admin/application',
  ZNoBody,
  success({ data: z.array(ZApplication) }),
  { rights: 'read' },
);
export const applicationCreate = customer(
  'POST',
  '/acquiring-admin/application',
  ZNoBody,
  success({ data: z.object({ id: z.int().positive() }) }),
  { rights: 'write' },
);
/** One application for merchant-account/{id} (ours: the spec lists only the list call). */
export const applicationGet = customer('GET', '/acquiring-admin/application/{id}', ZNoBody, ZApplicationData, {
  params: ZIdParams,
  ourChoice: true,
  section: 'spec3 §2 merchant-account/{id} (call not shown)',
  rights: 'read',
});
export const applicationUpdate = customer(
  'PUT',
  '/acquiring-admin/application/{id}',
  ZApplicationUpdate,
  ZApplicationData,
  { params: ZIdParams, rights: 'write' },
);
export const applicationSubmit = customer('POST', '/acquiring-admin/application/{id}', ZNoBody, ZApplicationData, {
  params: ZIdParams,
  section: 'spec3 §7 Customer application: sends to review (answer not shown)',
  rights: 'write',
});
export const applicationDocumentList = customer(
  'GET',
  '/acquiring-admin/application/{id}/document',
  ZNoBody,
  success({ data: z.array(ZApplicationDocument) }),
  { params: ZIdParams, rights: 'read' },
);
export const applicationDocumentGet = customer(
  'GET',
  '/acquiring-admin/application/{id}/document/{uuid}',
  ZNoBody,
  success({ data: ZApplicationDocument }),
  {
    params: z.strictObject({ id: ZIntParam, uuid: ZUuid }),
    rights: 'read',
  },
);
/** Multipart: a field named file (the spec's schema names documentType and document; file is what is sent). */
export const applicationDocumentUpload = customer(
  'POST',
  '/acquiring-admin/application/{id}/document',
  z.strictObject({ documentType: z.enum(APPLICATION_DOCUMENT_TYPES, { error: 'Unknown document type' }).optional() }),
  success({ data: ZApplicationDocument }),
  {
    params: ZIdParams,
    multipart: { dataPart: null, fileParts: ['file'], maxFileBytes: MAX_UPLOAD_BYTES },
    section: 'spec3 §7 Customer application: document upload (answer not shown)',
    rights: 'upload',
  },
);
