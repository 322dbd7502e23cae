import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../constants.ts';
import { issueMessage, success } from '../../envelope.ts';
import { APPLICATION_DOCUMENT_TYPES, VALIDATION_TYPES, ZApplicationStatus } from '../../enums/merchant.ts';
import { FIELD_MESSAGES } from '../../field-messages.ts';
import { ZDate, ZDateTime, ZIntParam, ZNoBody, ZUuid, queryInt } from '../../primitives.ts';
import { restGroup } from '../define.ts';
import { ZApplicationBody, ZApplicationDraft } from './application-body.ts';

/**
 * The merchant-account application API (spec 3 §3, §7): customer side under /acquiring-admin,
 * admin review under /admin. REST answers carry the envelope plus `data` (spec 3 reads `data`).
 */
export const ZApplication = z.object({
  id: z.int().positive(),
  /** Spec 3 §3 says integer; our customer ids are text (our choice, issue 23). */
  customerId: z.string(),
  status: ZApplicationStatus,
  data: ZApplicationDraft,
  createdAt: ZDateTime,
  updatedAt: ZDateTime,
  /** Ours (issue 23): raised by every write; a write naming an older version is refused (409). */
  version: z.int().positive().optional(),
  /** Ours: the operator's reason when REJECTED (the applicant sees it), kept until resubmitted. */
  rejectReason: z.string().nullable().optional(),
  /** Ours: when it was last submitted and decided. */
  submittedAt: ZDateTime.nullable().optional(),
  decidedAt: ZDateTime.nullable().optional(),
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
    validationType: z.enum(VALIDATION_TYPES, { error: FIELD_MESSAGES.validationType }).default('BASIC'),
    data: ZApplicationDraft,
    groupSequence: z.union([z.array(z.string().max(64)).max(0), z.literal('')]).optional(),
    /** Ours (issue 23): the version the editor read; another write since then refuses this one. */
    version: z.int().positive().optional(),
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
  /** Ours (issue 23): the brand of the applicant, a day range of creation, the applicant (customer id or e-mail part). */
  brand: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'Unknown brand')
    .optional(),
  from: ZDate.optional(),
  to: ZDate.optional(),
  applicant: z.string().trim().min(1).max(100).optional(),
  page: queryInt(1, 100_000).optional(),
  pageSize: queryInt(1, 100).optional(),
});
/** Ours: the decision's optional check of the version the operator read. */
const ZDecision = z.strictObject({ version: z.int().positive().optional() });
/** Ours (issue 23): the spec's reject takes no payload; the applicant sees this reason. */
const ZRejectBody = z.strictObject({
  reason: z
    .string({ error: FIELD_MESSAGES.rejectReason })
    .trim()
    .min(1, FIELD_MESSAGES.rejectReason)
    .max(1000, FIELD_MESSAGES.rejectReason),
  version: z.int().positive().optional(),
});
/** Who may read applications, and who decides (compliance; superadmin may make every call). */
const READERS = ['viewer', 'support', 'compliance'] as const;
const DECIDERS = ['compliance'] as const;

const admin = restGroup('applications', 'spec3 §7 Admin application review', {
  access: 'admin',
  headers: ['Accept-Language'],
  brandless: true,
});
const adminAdmin = admin.inDomain('admin');
export const adminApplicationApprove = admin('POST', '/admin/application/{id}/approve', ZDecision, ZApplicationData, {
  params: ZIdParams,
  adminRoles: DECIDERS,
});
export const adminApplicationReject = admin('POST', '/admin/application/{id}/reject', ZRejectBody, ZApplicationData, {
  params: ZIdParams,
  adminRoles: DECIDERS,
  ourChoice: true,
  section: 'spec3 §7 Admin application review (reject: payload "none"; the reason is ours, issue 23)',
});
export const adminApplicationGet = admin('GET', '/admin/application/{id}', ZNoBody, ZApplicationData, {
  params: ZIdParams,
  adminRoles: READERS,
});
export const adminApplicationUpdate = admin('POST', '/admin/application/{id}', ZApplicationUpdate, ZApplicationData, {
  params: ZIdParams,
  adminRoles: DECIDERS,
});
/** Ours (issue 23): one entry of an application's history (who changed or decided what, when). */
export const ZApplicationEvent = z.object({
  at: ZDateTime,
  actorKind: z.enum(['applicant', 'operator']),
  /** The applicant user's e-mail, or the operator's name. */
  actor: z.string(),
  action: z.enum(['create', 'update', 'submit', 'approve', 'reject', 'delete']),
  fromStatus: ZApplicationStatus.nullable(),
  toStatus: ZApplicationStatus,
  version: z.int().positive(),
  /** The body paths the write changed (`companyInfo.tin`). */
  changed: z.array(z.string()),
  reason: z.string().nullable(),
});
export type TApplicationEvent = z.infer<typeof ZApplicationEvent>;
/** Ours (issue 23): the history of an application, oldest first. */
export const adminApplicationHistory = admin(
  'GET',
  '/admin/application/{id}/history',
  ZNoBody,
  success({ data: z.array(ZApplicationEvent) }),
  { params: ZIdParams, adminRoles: READERS, ourChoice: true, section: 'spec3 §6 admin area (history not shown)' },
);
/** Ours (issue 23): the documents of an application, for the operator's review. */
export const adminApplicationDocumentList = admin(
  'GET',
  '/admin/application/{id}/document',
  ZNoBody,
  success({ data: z.array(ZApplicationDocument) }),
  { params: ZIdParams, adminRoles: READERS, ourChoice: true, section: 'spec3 §6 admin area (documents not shown)' },
);
/** Ours (issue 23): one document's file, for the operator to view. */
export const adminApplicationDocumentFile = admin(
  'GET',
  '/admin/application/{id}/document/{uuid}/file',
  ZNoBody,
  z.instanceof(Uint8Array),
  {
    params: z.strictObject({ id: ZIntParam, uuid: ZUuid }),
    binaryResponse: 'application/octet-stream',
    adminRoles: READERS,
    ourChoice: true,
    section: 'spec3 §6 admin area (documents not shown)',
  },
);
export const adminApplicationList = admin(
  'GET',
  '/admin/application',
  ZListQuery,
  success({ data: z.array(ZApplication), meta: z.object({ total: z.int().min(0) }) }),
  { ourChoice: true, pageSize: 100, adminRoles: READERS },
);
export const adminAuthLoginGet = adminAdmin(
  'GET',
  '/admin/auth/login',
  z.strictObject({ code: z.string().min(1).max(512).optional() }),
  success({ data: ZAdminToken }),
  { access: 'public', rateClass: 'signIn' },
);
export const adminAuthLogin = adminAdmin(
  'POST',
  '/admin/auth/login',
  z.strictObject({
    username: z.string().trim().min(1, 'Username is required').max(100),
    password: z.string().min(1, 'Password is required').max(256),
  }),
  success({ data: ZAdminToken }),
  { access: 'public', rateClass: 'signIn' },
);
export const adminAuthLogout = adminAdmin(
  'GET',
  '/admin/auth/logout',
  ZNoBody,
  success({ redirectUrl: z.string().nullable() }),
);
export const adminAuthMe = adminAdmin('GET', '/admin/auth/me', ZNoBody, success({ data: ZAdminUser }));
export const adminAuthRedirectUrl = adminAdmin(
  'GET',
  '/admin/auth/redirect_url',
  ZNoBody,
  success({ redirectUrl: z.string().nullable() }),
  { access: 'public' },
);

const customer = restGroup('applications', 'spec3 §7 Customer application (Customer-Id header)', {
  feature: 'merchantAccount',
});
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
/** Ours (issue 23): the applicant deletes a DRAFT (DRAFT -> DELETED); it leaves their list. */
export const applicationDelete = customer('DELETE', '/acquiring-admin/application/{id}', ZNoBody, ZApplicationData, {
  params: ZIdParams,
  ourChoice: true,
  section: 'spec3 §4 statuses: DELETED (the call is not shown)',
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
  z.strictObject({
    documentType: z.enum(APPLICATION_DOCUMENT_TYPES, { error: FIELD_MESSAGES.documentType }).optional(),
  }),
  success({ data: ZApplicationDocument }),
  {
    params: ZIdParams,
    multipart: { dataPart: null, fileParts: ['file'], maxFileBytes: MAX_UPLOAD_BYTES },
    section: 'spec3 §7 Customer application: document upload (answer not shown)',
    rights: 'upload',
  },
);
