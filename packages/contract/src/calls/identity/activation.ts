import { z } from 'zod';
import { success } from '../../envelope.ts';
import { ZDate, ZEmail, ZId, ZName, ZNoBody, ZOk, ZUrl } from '../../primitives.ts';
import { ZUsername } from '../auth.ts';
import { PUBLIC_HEADERS, methodGroup } from '../define.ts';
import { ZNewPassword } from '../registration.ts';
import { ZCustomerAccess } from '../customer.ts';

/** Activation, password recovery, terms and account recovery (spec 1 §2, §3, §7). */
const open = methodGroup('business', 'spec1 §7 Method-style calls: account activation', {
  access: 'public',
  headers: PUBLIC_HEADERS,
});
const ZActivationCode = z.string().min(1, 'Activation code is missing').max(128);
const ZCode = z.string().trim().min(4, 'Code is at least 4 characters').max(64);

export const businessAccountActivate = /* @__PURE__ */ open(
  'businessAccountActivate',
  z.strictObject({ email: ZEmail, activationCode: ZActivationCode }),
  success({ accessToken: z.string(), refreshToken: z.string().optional() }),
);
/** action=activationEmployee: an invited business user sets a password (ours). */
export const employeeAccountActivate = /* @__PURE__ */ open(
  'employeeAccountActivate',
  z.strictObject({ email: ZEmail, activationCode: ZActivationCode, password: ZNewPassword }),
  success({ accessToken: z.string(), refreshToken: z.string().optional() }),
);

const recovery = methodGroup('identity', 'spec1 §7 Method-style calls: password recovery', {
  access: 'public',
  headers: PUBLIC_HEADERS,
});
export const passwordChangeRequest = /* @__PURE__ */ recovery(
  'passwordChangeRequest',
  z.strictObject({ email: ZEmail }),
  ZOk,
);
export const passwordChangeCodeCheck = /* @__PURE__ */ recovery(
  'passwordChangeCodeCheck',
  z.strictObject({ email: ZEmail, code: ZCode }),
  success({ valid: z.boolean() }),
);
export const passwordChangeWithCode = /* @__PURE__ */ recovery(
  'passwordChangeWithCode',
  z.strictObject({ email: ZEmail, code: ZCode, password: ZNewPassword }),
  ZOk,
);

/**
 * Account recovery form (spec 1 §3; calls, task states and verificationStatus values not shown:
 * ours, issue 18). The code goes only to the account's own e-mail and confirmed primary phone; a
 * recovery e-mail that is not the login makes the task `inReview` for the back office
 * (adminRecoveryTaskDecide approves: a code to that mailbox; or rejects with `rejectReason`),
 * never approved automatically. Create's answer depends only on what was typed, never on which
 * facts matched or whether the account exists: `pending` (recovery e-mail = login) or
 * `inReview`. The right code makes it `approved`; then accountRecoveryPasswordSet.
 */
export const ZRecoveryTask = z.object({
  taskId: ZId,
  emailId: ZId.nullable(),
  email: z.string(),
  verificationStatus: z.enum(['pending', 'inReview', 'approved', 'rejected']),
  rejectReason: z.string().nullable(),
  isRetryable: z.boolean(),
  emailCodeIsValid: z.boolean(),
});
const rec = methodGroup('recovery', 'spec1 §2 /account-recovery (calls not shown)', {
  access: 'public',
  headers: PUBLIC_HEADERS,
});
export const accountRecoveryCreate = /* @__PURE__ */ rec(
  'accountRecoveryCreate',
  z.strictObject({ email: ZUsername, recoveryEmail: ZEmail, firstName: ZName, lastName: ZName, dob: ZDate }),
  success({ task: ZRecoveryTask }),
);
export const accountRecoveryStatusGet = /* @__PURE__ */ rec(
  'accountRecoveryStatusGet',
  z.strictObject({ taskId: ZId }),
  success({ task: ZRecoveryTask }),
);
export const accountRecoveryEmailCodeCheck = /* @__PURE__ */ rec(
  'accountRecoveryEmailCodeCheck',
  z.strictObject({ taskId: ZId, code: ZCode }),
  success({ task: ZRecoveryTask }),
);
export const accountRecoveryPasswordSet = /* @__PURE__ */ rec(
  'accountRecoveryPasswordSet',
  z.strictObject({ taskId: ZId, code: ZCode, password: ZNewPassword }),
  ZOk,
);

const signed = methodGroup('identity', 'spec1 §7 Method-style calls');
export const userAccessList = /* @__PURE__ */ signed(
  'userAccessList',
  ZNoBody,
  success({ customerAccesses: z.array(ZCustomerAccess) }),
  { ourChoice: false, rights: 'read' },
);
/** TE on login: the terms-acceptance step (spec 1 §4); call name ours. */
export const termsAccept = /* @__PURE__ */ signed(
  'termsAccept',
  z.strictObject({ termIds: z.array(ZId).min(1, 'Accept at least one term').max(20) }),
  ZOk,
  { section: 'spec1 §4 Sign-in flows: terms acceptance', rights: 'self' },
);
/** Business user not yet authorised: the authorised-user info for the older web (spec 1 §2). */
export const oldWebRedirectGet = /* @__PURE__ */ signed(
  'oldWebRedirectGet',
  ZNoBody,
  success({ redirectUrl: ZUrl.nullable() }),
  {
    section: 'spec1 §2 Guards: older web redirect',
    rights: 'read',
  },
);
