import { z } from 'zod';
import { type TShareNode, wizardIssues } from '../../business/wizard-rules.ts';
import { HIDDEN_USER_RIGHTS, SHARE_MAX, SHARE_MIN_EXCLUSIVE } from '../../constants.ts';
import { success } from '../../envelope.ts';
import { ERROR_MESSAGES } from '../../errors.ts';
import { SHAREHOLDER_KINDS, ZCertificationStatus } from '../../enums/identity.ts';
import {
  ZCountryCode,
  ZDate,
  ZEmail,
  ZFreeObject,
  ZId,
  ZIntId,
  ZName,
  ZNoBody,
  ZOk,
  ZTaxId,
  ZUrl,
} from '../../primitives.ts';
import { PUBLIC_HEADERS, methodGroup } from '../define.ts';
import { ZTaxIdRowShape } from './fatca.ts';
import { ZNewPassword } from '../registration.ts';
import { ZAddressInput, ZUploadedDocument } from './profile.ts';

/** Business company, representatives and registration (spec 1 §3 Business, §5, §7 Business). */
const call = methodGroup('business', 'spec1 §7 Method-style calls: business');

export const ZShare = z
  .number({ error: 'Share must be a number' })
  .gt(SHARE_MIN_EXCLUSIVE, ERROR_MESSAGES.shareNotPositive)
  .lte(SHARE_MAX, ERROR_MESSAGES.shareAbove100);

export type { TShareNode };
export const ZShareNode: z.ZodType<TShareNode> = z.lazy(() =>
  z.strictObject({
    type: z.enum(SHAREHOLDER_KINDS, { error: 'Shareholder is a person or a company' }),
    ref: z.string().min(1).max(64),
    share: ZShare,
    children: z.array(ZShareNode).max(50).optional(),
  }),
);

const ZAccessRights = z.int().min(1, ERROR_MESSAGES.userRightsRequired).max(5);
const ZPhoneDigits = z.string().regex(/^[0-9]{4,18}$/, 'Phone is 4 to 18 digits');
export const ZPersonInput = z.strictObject({
  ref: z.string().min(1).max(64),
  firstName: ZName,
  lastName: ZName,
  birthday: ZDate,
  email: ZEmail.optional(),
  phone: ZPhoneDigits.optional(),
  address: ZAddressInput.optional(),
  taxIds: z.array(ZTaxIdRowShape).max(20).optional(),
  isUSTaxPayer: z.boolean().optional(),
  sourceOfFunds: z.array(z.int().positive()).max(20).optional(),
  sourceDetails: z.record(z.string(), z.string().max(2000)).optional(),
  isUser: z.boolean().optional(),
  accessRights: ZAccessRights.refine((r) => r !== HIDDEN_USER_RIGHTS, ERROR_MESSAGES.authorizedRightsHidden).optional(),
  positionIds: z.array(z.int().positive()).max(10),
});
export const ZCompanyInput = z.strictObject({
  ref: z.string().min(1).max(64),
  name: ZName,
  registrationCountryCode: ZCountryCode,
  registrationNumber: z.string().trim().min(1, 'Required').max(64),
  tradingName: z.string().trim().max(100).optional(),
  taxIds: z.array(ZTaxIdRowShape).max(20).optional(),
  isUSTaxPayer: z.boolean().optional(),
  directorRefs: z.array(z.string()).max(50).optional(),
});
/** The wizard's due diligence form; businessDueDiligenceUpdate's questionnaire has this shape too. */
export const ZDueDiligenceForm = z.strictObject({
  government: z.boolean(),
  governmentDetails: z.string().max(2000).optional(),
  lawsuits: z.boolean(),
  lawsuitsDetails: z.string().max(2000).optional(),
  taxPayers: z.boolean(),
});
/**
 * The whole registration (spec 1 §3 Registration draft). Shapes are checked here; the wizard's
 * rules (business/wizard-rules.ts, spec 1 §5) run on every parse, so a body that breaks one is
 * VF with the rule's catalogue message. Whether a user's e-mail is free is core's to say (the
 * same `wizardIssues` with the statuses it reads).
 */
export const ZBusinessRegistration = z
  .strictObject({
    captchaToken: z.string().min(1, 'Complete the bot check').max(4096),
    device: z
      .strictObject({
        name: z.string().max(100),
        type: z.enum(['android', 'ios']),
        pushToken: z.string().max(4096).optional(),
      })
      .optional(),
    draftVersion: z.string().max(10).optional(),
    generalForm: z.strictObject({
      name: ZName,
      registrationCountryCode: ZCountryCode,
      tradingName: z.string().trim().max(100).optional(),
      email: ZEmail,
      registrationNumber: z.string().trim().min(1, 'Required').max(64),
      registrationDate: ZDate,
      businessTaxId: ZTaxId.optional(),
      website: ZUrl.optional(),
      description: z.string().max(2000).optional(),
      phone: ZPhoneDigits,
      category: z.string().max(64),
      password: ZNewPassword,
    }),
    financialInfoForm: ZFreeObject,
    dueDilligenceForm: ZDueDiligenceForm,
    legalForm: ZFreeObject,
    persons: z.array(ZPersonInput).min(1, 'Add at least one person').max(100),
    companies: z.array(ZCompanyInput).max(100),
    directorRefs: z.array(z.string()).max(50),
    owners: z.array(z.string()).max(100),
    shareholders: z.array(ZShareNode).max(50),
  })
  .superRefine((v, ctx) => {
    // The source-of-funds rule depends on the brand's sourceOfWealth switch, which a schema does
    // not know: core (registration.ts) and the portal's wizard add it with the brand's value.
    for (const { path, key } of wizardIssues(v, { sourceOfWealth: false }))
      ctx.addIssue({ code: 'custom', path, message: ERROR_MESSAGES[key] });
  });
export type TBusinessRegistration = z.infer<typeof ZBusinessRegistration>;

/**
 * A representative. `documents`: their documents (the company's documents assigned to them, and
 * what their identity verification confirmed), newest first. Statuses, as kyc computes a
 * person's, from the newest document of each kind (null: none): `identityStatus` and
 * `controlDocumentStatus` the document's statusId (spec 2 §4 document statuses),
 * `addressStatus` the address status it gives (spec 1 §3: confirmed 1, pending 2, rejected 3,
 * else unconfirmed 0; without a document, unconfirmed when the representative has an address).
 */
export const ZRepresentative = z.object({
  id: ZIntId,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  positionIds: z.array(z.int()),
  share: z.number().nullable(),
  accessRights: z.int().nullable(),
  documents: z.array(
    z.object({
      id: ZIntId,
      documentTypeId: z.int(),
      statusId: z.int(),
      expiration: z.string().nullable(),
      created: z.string(),
      createdName: z.string().nullable(),
    }),
  ),
  addressStatus: z.int().nullable(),
  identityStatus: z.int().nullable(),
  controlDocumentStatus: z.int().nullable(),
  /** Our choice: the representative's business self-certification (validated, pending on an open link, none). */
  certificationStatus: ZCertificationStatus,
});
/**
 * The company (spec 1 §3 Business). `addresses`: the company's addresses (customer addresses of
 * the company, as addressInquiry answers them). Documents are the company's own (not assigned to
 * a representative): `corporateDocuments` of the categories business registration, relationship
 * proof, business address, registration address and control document; `sourceOfWealthDocuments`;
 * `additionalDocuments` all others (business additional, other, and person documents an operator
 * has not assigned yet). `corporateDocumentsStatus` (spec 2 §4, newest document of each type):
 * confirmed (2) when all are, pending (41) when all are in review, else the statusId of the
 * newest one back with the customer; null without any. `financialInstitution`: stored, set by
 * the last business self-certification saved (entityType financial-institution), default false.
 * `isConverted`: stored, true only for a company converted from an existing customer (the
 * older web's conversion; core: customers.converted_at, as userAccessInfoGet's), never for one
 * registered through the wizard; default false.
 */
export const ZBusinessInfo = z.object({
  name: z.string(),
  registrationCountryCode: z.string(),
  tradingName: z.string().nullable(),
  email: z.string(),
  registrationNumber: z.string(),
  registrationDate: z.string().nullable(),
  businessTaxId: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  addresses: z.array(z.record(z.string(), z.unknown())),
  corporateDocuments: z.array(ZUploadedDocument),
  corporateDocumentsStatus: z.int().nullable(),
  financialDetail: ZFreeObject.nullable(),
  dueDiligenceQuestionnaire: ZFreeObject.nullable(),
  sourceOfWealthDocuments: z.array(ZUploadedDocument),
  additionalDocuments: z.array(ZUploadedDocument),
  financialInstitution: z.boolean(),
  isConverted: z.boolean(),
});
/**
 * A resolution (spec 1 §3). statusId: 1 waiting for signatures, 2 signed by all (ours). A
 * signer's `signUrl` (ours): the e-sign page where they sign, given only to the signer themself
 * (the signed-in user who is that representative) while their signature is missing; the others
 * get it by mail.
 */
export const ZResolution = z.object({
  id: ZIntId,
  businessRepresentativeIds: z.array(ZIntId),
  signers: z.array(z.object({ id: ZIntId, name: z.string(), signed: z.boolean(), signUrl: z.string().optional() })),
  statusId: z.int(),
});
const ZRepList = z.array(ZRepresentative);

export const businessInfoGet = call('businessInfoGet', ZNoBody, success({ business: ZBusinessInfo }), {
  rights: 'read',
});
export const businessRepresentativeInfoGet = call(
  'businessRepresentativeInfoGet',
  z.strictObject({ id: ZIntId.optional() }),
  success({ representative: ZRepresentative }),
  { alsoAccess: ['authSecret'], rights: 'read' },
);
/**
 * One edge of the share tree (our addition; the spec names the tree, not its wire shape): the
 * representative holds `share` percent of `parentId` (null: the registered company itself), or
 * directs it (`role` director, `share` null). `kind` tells a company node (which has its own
 * shareholders and directors) from a person.
 */
export const ZShareLink = z.object({
  representativeId: ZIntId,
  parentId: ZIntId.nullable(),
  role: z.enum(['shareholder', 'director']),
  kind: z.enum(SHAREHOLDER_KINDS),
  share: z.number().nullable(),
});
export const businessShareholderList = call(
  'businessShareholderList',
  ZNoBody,
  success({ shareholders: ZRepList, links: z.array(ZShareLink) }),
  { rights: 'read' },
);
export const businessDirectorList = call('businessDirectorList', ZNoBody, success({ directors: ZRepList }), {
  rights: 'read',
});
export const businessUserList = call('businessUserList', ZNoBody, success({ users: ZRepList }), { rights: 'read' });
export const businessUltimateOwnerList = call(
  'businessUltimateOwnerList',
  ZNoBody,
  success({ ultimateOwners: ZRepList }),
  { rights: 'read' },
);
export const businessAccessRightsList = call(
  'businessAccessRightsList',
  ZNoBody,
  success({
    rights: z.array(
      z.object({ id: ZIntId, right: z.int().min(0).max(5), userId: ZId, name: z.string(), email: z.string() }),
    ),
  }),
  {
    section: 'spec1 §7 Business: access rights list; spec2 §7 Business access: rights list',
    rights: 'read',
  },
);
export const businessAccessRightsUpdate = call(
  'businessAccessRightsUpdate',
  z.strictObject({
    id: ZIntId,
    right: z.int().min(0, 'Unknown access right').max(4, ERROR_MESSAGES.authorizedRightsHidden),
  }),
  ZOk,
  { section: 'spec2 §7 Business access: rights update', rights: 'fullAccess' },
);
export const businessPotentialUserList = call(
  'businessPotentialUserList',
  ZNoBody,
  success({
    users: z.array(z.object({ id: ZIntId, firstName: z.string(), lastName: z.string(), email: z.string().nullable() })),
  }),
  {
    section: 'spec1 §7 Business: potential user list; spec2 §7 Business access: potential users',
    rights: 'read',
  },
);
export const businessRepresentativeAdd = call(
  'businessRepresentativeAdd',
  ZPersonInput.omit({ ref: true }),
  success({ id: ZIntId }),
  { section: 'spec2 §7 Business access: representative add', rights: 'fullAccess' },
);
export const businessRepresentativeDelete = call(
  'businessRepresentativeDelete',
  z.strictObject({ id: ZIntId, force: z.boolean().optional() }),
  ZOk,
  { rights: 'fullAccess' },
);
export const businessResolutionSend = call(
  'businessResolutionSend',
  z.strictObject({ businessRepresentativeIds: z.array(ZIntId).min(1, 'Choose at least one signer').max(50) }),
  success({ resolution: ZResolution }),
  { rights: 'fullAccess' },
);
export const businessResolutionGet = call(
  'businessResolutionGet',
  ZNoBody,
  success({ resolutions: z.array(ZResolution) }),
  { rights: 'read' },
);
export const businessAccountCreate = call('businessAccountCreate', ZBusinessRegistration, success({ userId: ZId }), {
  access: 'public',
  feature: 'registration',
  headers: PUBLIC_HEADERS,
});
export const businessFinancialDetailUpdate = call(
  'businessFinancialDetailUpdate',
  z.strictObject({ financialDetail: ZFreeObject }),
  ZOk,
  { alsoAccess: ['admin'], rights: 'write' },
);
export const businessDueDiligenceUpdate = call(
  'businessDueDiligenceUpdate',
  z.strictObject({ dueDiligenceQuestionnaire: ZFreeObject }),
  ZOk,
  { alsoAccess: ['admin'], rights: 'write' },
);
export const businessAuthorizedUserGet = call(
  'businessAuthorizedUserGet',
  ZNoBody,
  success({
    authorizedUserInformationApi: z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      companyEmail: z.string(),
      businessName: z.string(),
      redirectUrl: z.string().nullable(),
    }),
  }),
  { rights: 'read' },
);
/**
 * Company documents, for operators (spec 1 §6 "Admins can reassign documents"; issue 26's back
 * office: compliance decides, support reads). A company's documents are kyc's customer documents
 * of the company; one of them belongs to a representative once assigned (their identity proof,
 * address proof, control document). Assign moves a document of the representative's own company
 * to them (from the company or from another of its representatives); remove gives it back to the
 * company. A document of another company is refused exactly like one that does not exist
 * (companyDocumentNotFound). List: a representative's documents, or without `representativeId`
 * the company's own (not assigned) documents of the company the `Customer-Id` header names.
 * Every change is audited.
 */
const admin = methodGroup('business', 'spec1 §7 Business: admin documents', { access: 'admin' });
const DOCUMENT_DECIDERS = ['compliance'] as const;
export const adminDocumentAssign = admin(
  'adminDocumentAssign',
  z.strictObject({ documentId: ZIntId, representativeId: ZIntId }),
  ZOk,
  { adminRoles: DOCUMENT_DECIDERS },
);
export const adminDocumentRemove = admin(
  'adminDocumentRemove',
  z.strictObject({ documentId: ZIntId, representativeId: ZIntId }),
  ZOk,
  { adminRoles: DOCUMENT_DECIDERS },
);
export const adminDocumentList = admin(
  'adminDocumentList',
  z.strictObject({ representativeId: ZIntId.optional() }),
  success({ documents: z.array(ZUploadedDocument) }),
  { adminRoles: ['support', 'compliance'] },
);
