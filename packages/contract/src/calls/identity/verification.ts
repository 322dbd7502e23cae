import { z } from 'zod';
import { ZId, ZIp, ZUrl } from '../../primitives.ts';
import { ZCodeChallenge } from '../auth.ts';
import { success } from '../../envelope.ts';
import { restGroup } from '../define.ts';

/** Identity and verification REST calls (spec 1 §7). Answers carry the envelope. */
const rest = restGroup('identity', 'spec1 §7 Identity and verification (REST)');
const businessRest = rest.inDomain('business');
const kycRest = rest.inDomain('kyc');
const referenceRest = rest.inDomain('reference');

export const ZVerificationStart = z.object({ workflowRunId: ZId, token: z.string(), url: ZUrl });
const ZVerifyRequest = z.strictObject({
  type: z.enum(['email', 'sms', 'camera'], { error: 'Choose email, sms or camera' }),
  codeChallenge: ZCodeChallenge,
});
const ZVerifyAnswer = success({ reqId: ZId, message: z.string().optional() });

export const identityVerificationStart = kycRest(
  'POST',
  '/identity-verification',
  z.strictObject({ isDueDiligence: z.boolean().optional() }),
  success({ verification: ZVerificationStart }),
  { ourChoice: true, rights: 'upload' },
);
/**
 * Identity verification of a company's representative (spec 1 §7 "for business or admin, with
 * representativeId for representatives"): kyc's engine, one run at the provider stand-in whose
 * confirmed document is filed for that representative (a company's document, never the
 * company's own identity). `id` is the customer acted for: a signed-in user's acting customer
 * (Customer-Id), any other id not found (IM, as an unknown one); an operator names any customer. Without
 * `representativeId`, a company user verifies their own representative row; a personal customer
 * verifies themself (as identityVerificationStart). A representative of another company, a
 * company representative (no person) or none: representativeNotFound / representativeNotPerson.
 */
export const customerIdentityVerificationStart = businessRest(
  'POST',
  '/customers/{id}/identity-verification',
  z.strictObject({ representativeId: z.int().positive().optional() }),
  success({ verification: ZVerificationStart }),
  {
    params: z.strictObject({ id: ZId }),
    ourChoice: true,
    alsoAccess: ['admin'],
    adminRoles: ['support', 'compliance'],
    rights: 'upload',
  },
);
export const verificationCustomerVerify = rest(
  'POST',
  '/verification/customer/{id}/verify',
  ZVerifyRequest,
  ZVerifyAnswer,
  { params: z.strictObject({ id: ZId }), rights: 'write' },
);
export const verificationPhoneVerify = rest(
  'POST',
  '/verification/phones/{phoneId}/verify',
  ZVerifyRequest,
  ZVerifyAnswer,
  { params: z.strictObject({ phoneId: ZId }), rights: 'self' },
);
export const seiAuthorize = rest(
  'POST',
  '/auth/sei/authorize',
  z.strictObject({
    clientId: z.string().min(1).max(128),
    redirectUri: ZUrl,
    state: z.string().max(512).optional(),
    scope: z.string().max(512).optional(),
  }),
  success({ authorizeUrl: ZUrl, authorizationId: ZId }),
  { ourChoice: true, rights: 'self' },
);
export const seiAuthorizeConfirm = rest(
  'POST',
  '/auth/sei/authorize/{authorizationId}',
  z.strictObject({ approve: z.boolean() }),
  success({ redirectUrl: ZUrl }),
  {
    params: z.strictObject({ authorizationId: ZId }),
    ourChoice: true,
    rights: 'self',
  },
);
export const serviceCheckUrls = referenceRest(
  'POST',
  '/service/check-urls',
  z.strictObject({ urls: z.array(z.string().max(2048)).min(1, 'Give at least one URL').max(50) }),
  success({
    urls: z.array(z.object({ url: z.string(), safe: z.boolean() })),
  }),
  { rights: 'read' },
);
/** "An external IP privacy check is fetched by IP": ours, answered by core from its own table. */
export const ipPrivacyCheck = referenceRest(
  'GET',
  '/ip-privacy/{ip}',
  z.strictObject({}),
  success({ ip: z.string(), vpn: z.boolean(), proxy: z.boolean(), tor: z.boolean() }),
  {
    params: z.strictObject({ ip: ZIp }),
    access: 'public',
    ourChoice: true,
  },
);
