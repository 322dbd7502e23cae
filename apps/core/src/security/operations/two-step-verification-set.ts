import { twoStepVerificationSet } from '@openportal/contract';
import { primaryPhone, securityUser } from '../../identity/index.ts';
import { checkSendLimit, issueCode, newTotpSecret } from '../../platform/codes/index.ts';
import { devicesOf } from '../../devices/data.ts';
import { effectiveReq } from '../../devices/push-migration.ts';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { currentFactor, tooManyCodesSent } from '../confirmation.ts';
import type { SecurityDeps } from '../module.ts';

const otpauthUrl = (issuer: string, account: string, secret: string) =>
  `otpauth://totp/${encodeURIComponent(`${issuer}:${account}`)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;

/**
 * Step 1 of a two-step mode change (spec 2 §7): every change, on or off, is confirmed by the
 * account's CURRENT factor (issue 18; confirmation.ts currentFactor: the authenticator, an SMS, a
 * push to an approved device, or a mail when there is none), never by the session alone. Turning
 * on a new authenticator also needs its first code (the confirm's `otp`); its secret and otpauth
 * URL are answered once. sms needs a confirmed primary phone, push an approved device. The same
 * mode again needs nothing (reqId null). Under the brand's strict push migration, push sign-in
 * may not be turned off.
 */
export const twoStepVerificationSetOp = (deps: SecurityDeps) =>
  operation(twoStepVerificationSet, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const user = await securityUser(deps.db, caller.userId);
    const current = input.typeMode === 'login' ? user.two_step_login : user.two_step_transaction;
    if (input.mode === current) return { responseCode: '00' as const, reqId: null };
    // The brand's strict move to push sign-in (userAccessInfoGet isStrictMode): push stays on.
    const migration = deps.pushMigration?.(caller.brand);
    if (
      input.typeMode === 'login' &&
      current === 'push' &&
      migration &&
      effectiveReq(migration, new Date()) === 'strict'
    )
      throw fieldError('mode', 'pushSignInRequired');
    if (input.mode === 'push' && (await devicesOf(deps.db, [caller.userId], true)).length === 0)
      throw fieldError('mode', 'noLinkedDevice');
    if (input.mode === 'sms' && !(await primaryPhone(deps.db, caller.userId)))
      throw fieldError('mode', 'phoneRequired');
    if (!(await checkSendLimit(deps.db, caller.userId, 'twoStepSet'))) throw tooManyCodesSent();
    // One authenticator for both scopes: a second scope on otp keeps the secret the first one uses.
    const freshSecret = input.mode === 'otp' && !user.totp_secret ? newTotpSecret() : null;
    const reqId = await deps.db.transaction(async (tx) =>
      issueCode(tx, deps.outbox, {
        userId: caller.userId,
        purpose: 'twoStepSet',
        ...(await currentFactor(tx, user)),
        brand: caller.brand,
        brandName: deps.brandName(caller.brand),
        lang: ctx.lang,
        payload: { mode: input.mode, typeMode: input.typeMode, ...(freshSecret ? { totpSecret: freshSecret } : {}) },
      }),
    );
    if (!freshSecret) return { responseCode: '00' as const, reqId };
    return {
      responseCode: '00' as const,
      reqId,
      secret: freshSecret,
      otpauthUrl: otpauthUrl(deps.brandName(caller.brand), user.email, freshSecret),
    };
  });
