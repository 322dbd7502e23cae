import {
  authDeviceApprove,
  authDeviceApproveMethod,
  authDeviceApproveMethods,
  type TLanguage,
} from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import {
  checkSendLimit,
  codeRefusal,
  issueCode,
  latestSecurityCodeId,
  type TCodeChannel,
  verifyCode,
} from '../../platform/codes/index.ts';
import { recordTotpStep, securityUser } from '../../identity/index.ts';
import { securityNotice } from '../../platform/notifications/index.ts';
import { AppError, fieldError } from '../../platform/app-error.ts';
import { customerOf, type CustomerCaller } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { currentFactor, tooManyCodesSent, type TFactorTarget } from '../../security/confirmation.ts';
import { approveDevice, deviceOf } from '../data.ts';
import type { DevicesDeps } from '../module.ts';
import { deviceStateChanged } from '../push-sign-in.ts';

type TMethod = { id: string; name: string; type: 'otp' | 'sms' | 'email' | 'push' };
const METHOD_OF: Record<TCodeChannel, TMethod['type']> = { totp: 'otp', sms: 'sms', email: 'email', push: 'push' };
const NAME_OF: Record<TMethod['type'], string> = {
  otp: 'Authenticator app',
  sms: 'SMS',
  email: 'E-mail',
  push: 'Code on your approved device',
};
const masked = (f: TFactorTarget) =>
  f.channel === 'sms' && f.to
    ? ` ${f.to.slice(0, 4)}…${f.to.slice(-3)}`
    : f.channel === 'email' && f.to
      ? ` ${f.to.replace(/^(.).*(@.*)$/, '$1…$2')}`
      : '';

/**
 * How this user proves a new device is theirs: only the account's current factor (issue 18;
 * confirmation.ts currentFactor), never a weaker one the session could reach.
 */
async function methodsOf(q: Queryable, userId: string): Promise<(TMethod & { target: TFactorTarget })[]> {
  const target = await currentFactor(q, await securityUser(q, userId));
  const type = METHOD_OF[target.channel];
  return [{ id: type, name: `${NAME_OF[type]}${masked(target)}`, type, target }];
}
const shown = (methods: (TMethod & { target: TFactorTarget })[]): TMethod[] => methods.map(({ target: _t, ...m }) => m);

async function waitingDevice(deps: DevicesDeps, userId: string, deviceId: string) {
  const device = await deviceOf(deps.db, userId, deviceId);
  if (!device) throw new AppError('VF', 'deviceNotFound');
  const { approved, ...view } = device;
  return { approved, view };
}

/** PATCH without a code: the code goes out by the current factor (an authenticator needs none sent). */
async function sendCode(
  deps: DevicesDeps,
  caller: CustomerCaller,
  target: TFactorTarget,
  deviceId: string,
  lang: TLanguage,
) {
  if (!(await checkSendLimit(deps.db, caller.userId, 'deviceApprove'))) throw tooManyCodesSent();
  await deps.db.transaction((tx) =>
    issueCode(tx, deps.outbox, {
      userId: caller.userId,
      purpose: 'deviceApprove',
      ...target,
      brand: caller.brand,
      brandName: deps.brandName(caller.brand),
      lang,
      payload: { deviceId },
    }),
  );
}

/**
 * Approving a device the token service registered (spec 1 §7 /auth/devices/…/approve; shapes
 * ours): the methods, the start (which answers them), then a method's code — sent by the first
 * PATCH without a code, checked by the second with it (codes bound to the action and device,
 * with the one-time code bounds). Every new device waits here, a linked one too (issue 18); the
 * approval sends the deviceLinked notice to every address of the account.
 */
export const authDeviceApproveOps = (deps: DevicesDeps) => [
  operation(authDeviceApproveMethods, async (ctx) => ({
    methods: shown(await methodsOf(deps.db, customerOf(ctx.caller).userId)),
  })),
  operation(authDeviceApprove, async (ctx) => {
    const { userId } = customerOf(ctx.caller);
    const device = await waitingDevice(deps, userId, String(ctx.params.deviceId));
    if (device.approved) throw fieldError('deviceId', 'deviceApproved');
    return { requestId: device.view.id, methods: shown(await methodsOf(deps.db, userId)) };
  }),
  operation(authDeviceApproveMethod, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const deviceId = String(ctx.params.deviceId);
    const device = await waitingDevice(deps, caller.userId, deviceId);
    if (device.approved) return { device: device.view };
    const method = (await methodsOf(deps.db, caller.userId)).find((m) => m.id === ctx.params.methodId);
    if (!method) throw fieldError('methodId', 'notFound');
    if (input.code === undefined) {
      await sendCode(deps, caller, method.target, deviceId, ctx.lang);
      return { device: device.view };
    }
    const outcome = await deps.db.transaction(async (tx) => {
      const user = await securityUser(tx, caller.userId, true);
      const id = await latestSecurityCodeId(tx, caller.userId, 'deviceApprove');
      const check = await verifyCode(tx, {
        id,
        userId: caller.userId,
        purpose: 'deviceApprove',
        code: input.code!,
        ip: ctx.req.ip,
        totp: { secret: user.totp_secret, lastStep: user.totp_last_step },
      });
      if (!check.ok) return check;
      if ((check.row.payload as { deviceId?: string }).deviceId !== deviceId)
        return { ok: false as const, reason: 'invalidSecurityCode' as const };
      await approveDevice(tx, caller.userId, deviceId);
      await deviceStateChanged(tx, deps.outbox, caller.userId, 'deviceApproved');
      const to = {
        userId: caller.userId,
        lang: ctx.lang,
        brand: caller.brand,
        brandName: deps.brandName(caller.brand),
      };
      await securityNotice(tx, deps.outbox, to, 'deviceLinked');
      if (check.totpStep !== null) await recordTotpStep(tx, caller.userId, check.totpStep);
      return check;
    });
    if (!outcome.ok) throw codeRefusal(outcome.reason);
    return { device: device.view };
  }),
];
