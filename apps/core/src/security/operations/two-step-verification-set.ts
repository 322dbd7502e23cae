import { twoStepVerificationSet } from '@openportal/contract';
import { primaryPhone } from '../../identity/data/phones.ts';
import { devicesOf } from '../../devices/data.ts';
import { securityUser, setTwoStepMode } from '../../identity/data/users.ts';
import { checkSendLimit, issueCode, type TCodeChannel } from '../../identity/security-codes.ts';
import { newTotpSecret } from '../../identity/totp.ts';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { tooManyCodesSent } from '../confirmation.ts';
import type { SecurityDeps } from '../module.ts';

const otpauthUrl = (issuer: string, account: string, secret: string) =>
  `otpauth://totp/${encodeURIComponent(`${issuer}:${account}`)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;

/**
 * Step 1 of a two-step mode change (spec 2 §7): the factor being turned on proves itself (sms: a
 * code to the confirmed primary phone; otp: the first code of the new authenticator, whose secret
 * and otpauth URL are answered once), and turning a factor off takes a code of that factor. The
 * same mode again needs nothing (reqId null). push needs a linked device and then changes at once.
 * The transaction scope is stored for the approval flows that will read it.
 */
export const twoStepVerificationSetOp = (deps: SecurityDeps) =>
  operation(twoStepVerificationSet, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const user = await securityUser(deps.db, caller.userId);
    const current = input.typeMode === 'login' ? user.two_step_login : user.two_step_transaction;
    if (input.mode === current) return { responseCode: '00' as const, reqId: null };
    // Push: linking the device already took a signed-in user and the device's own code, so with a
    // linked device the mode changes at once; off from push is what unlinking the device does too.
    if (input.mode === 'push' || (input.mode === 'no' && current === 'push')) {
      if ((await devicesOf(deps.db, [caller.userId], true)).length === 0) throw fieldError('mode', 'noLinkedDevice');
      await deps.db.transaction(async (tx) => {
        await setTwoStepMode(tx, caller.userId, input.typeMode, input.mode, null);
        await deps.outbox.add(tx, 'realtime', [
          { userIds: [caller.userId], event: { type: 'TwoStepVerificationModeSet' } },
        ]);
      });
      return { responseCode: '00' as const, reqId: null };
    }
    const factor = input.mode === 'no' ? current : input.mode;
    const phone = factor === 'sms' ? await primaryPhone(deps.db, caller.userId) : undefined;
    if (factor === 'sms' && !phone) throw fieldError('mode', 'phoneRequired');
    if (!(await checkSendLimit(deps.db, caller.userId, 'twoStepSet'))) throw tooManyCodesSent();
    // One authenticator for both scopes: a second scope on otp keeps the secret the first one uses.
    const freshSecret = input.mode === 'otp' && !user.totp_secret ? newTotpSecret() : null;
    const channel: TCodeChannel = factor === 'sms' ? 'sms' : 'totp';
    const reqId = await deps.db.transaction((tx) =>
      issueCode(tx, deps.outbox, {
        userId: caller.userId,
        purpose: 'twoStepSet',
        channel,
        to: phone?.e164 ?? null,
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
