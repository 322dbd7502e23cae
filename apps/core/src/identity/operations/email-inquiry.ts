import { emailInquiry } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { emailEntry, emailsOf } from '../profile/emails.ts';
import type { ProfileDeps } from '../profile/deps.ts';
import { pendingUsernameChange } from '../profile/username.ts';

/** The user's e-mails, the primary first, and the username change waiting for its code (usernameChange). */
export const emailInquiryOp = (deps: ProfileDeps) =>
  operation(emailInquiry, async (ctx) => ({
    emails: (await emailsOf(deps.db, customerOf(ctx.caller).userId)).map(emailEntry),
    usernameChangeRequest: await pendingUsernameChange(deps.db, customerOf(ctx.caller).userId),
  }));
