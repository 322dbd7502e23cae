import { emailInquiry } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { emailEntry, emailsOf } from '../profile/emails.ts';
import type { ProfileDeps } from '../profile/deps.ts';

/** The user's e-mails, the primary first. No username change call exists, so no request is pending. */
export const emailInquiryOp = (deps: ProfileDeps) =>
  operation(emailInquiry, async (ctx) => ({
    emails: (await emailsOf(deps.db, customerOf(ctx.caller).userId)).map(emailEntry),
    usernameChangeRequest: null,
  }));
