import {
  authDeviceApprove,
  authDeviceApproveMethod,
  authDeviceApproveMethods,
  type TLanguage,
} from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { primaryPhone } from '../../identity/data/phones.ts';
import { latestSecurityCodeId } from '../../identity/data/security-codes.ts';
import { recordTotpStep, securityUser } from '../../identity/data/users.ts';
import {
  checkSendLimit,
  codeRefusal,
  issueCode,
  verifyCode,
  type TCodeChannel,
} from '../../identity/security-codes.ts';
import { AppError, fieldError } from '../../platform/app-error.ts';
import { customerOf, type CustomerCaller } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { tooManyCodesSent } from '../../security/confirmation.ts';
import { approveDevice, deviceOf } from '../data.ts';
import type { DevicesDeps } from '../module.ts';
import { deviceStateChanged } from '../push-sign-in.ts';

type TMethod = { id: string; name: string; type: 'otp' | 'sms' | 'email' };
const CHANNEL: Record<TMethod['type'], TCodeChannel> = { otp: 'totp', sms: 'sms', email: 'email' };

/** How this user can prove a new device is theirs: the authenticator, an SMS, or an e-mail. */
async function methodsOf(q: Queryable, userId: string): Promise<TMethod[]> {
  const user = await securityUser(q, userId);
  const phone = await primaryPhone(q, userId);
  return [
    ...(user.totp_secret ? [{ id: 'otp', name: 'Authenticator app', type: 'otp' as const }] : []),
    ...(phone
      ? [{ id: 'sms', name: `SMS ${phone.e164.slice(0, 4)}…${phone.e164.slice(-3)}`, type: 'sms' as const }]
      : []),
    { id: 'email', name: `E-mail ${user.email.replace(/^(.).*(@.*)$/, '$1…$2')}`, type: 'email' as const },
  ];
}

async function waitingDevice(deps: DevicesDeps, userId: string, deviceId: string) {
  const device = await deviceOf(deps.db, userId, deviceId);
  if (!device) throw new AppError('VF', 'deviceNotFound');
  const { approved, ...view } = device;
  return { approved, view };
}

/** PATCH without a code: the code goes out by the method (an authenticator needs none sent). */
async function sendCode(deps: DevicesDeps, caller: CustomerCaller, method: TMethod, deviceId: string, lang: TLanguage) {
  if (!(await checkSendLimit(deps.db, caller.userId, 'deviceApprove'))) throw tooManyCodesSent();
  const phone = method.type === 'sms' ? await primaryPhone(deps.db, caller.userId) : undefined;
  await deps.db.transaction((tx) =>
    issueCode(tx, deps.outbox, {
      userId: caller.userId,
      purpose: 'deviceApprove',
      channel: CHANNEL[method.type],
      to: method.type === 'sms' ? phone!.e164 : method.type === 'email' ? caller.email : null,
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
 * with the one-time code bounds). Devices linked by a typed code are approved already.
 */
export const authDeviceApproveOps = (deps: DevicesDeps) => [
  operation(authDeviceApproveMethods, async (ctx) => ({
    methods: await methodsOf(deps.db, customerOf(ctx.caller).userId),
  })),
  operation(authDeviceApprove, async (ctx) => {
    const { userId } = customerOf(ctx.caller);
    const device = await waitingDevice(deps, userId, String(ctx.params.deviceId));
    if (device.approved) throw fieldError('deviceId', 'deviceApproved');
    return { requestId: device.view.id, methods: await methodsOf(deps.db, userId) };
  }),
  operation(authDeviceApproveMethod, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const deviceId = String(ctx.params.deviceId);
    const device = await waitingDevice(deps, caller.userId, deviceId);
    if (device.approved) return { device: device.view };
    const method = (await methodsOf(deps.db, caller.userId)).find((m) => m.id === ctx.params.methodId);
    if (!method) throw fieldError('methodId', 'notFound');
    if (input.code === undefined) {
      await sendCode(deps, caller, method, deviceId, ctx.lang);
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
      if (check.totpStep !== null) await recordTotpStep(tx, caller.userId, check.totpStep);
      return check;
    });
    if (!outcome.ok) throw codeRefusal(outcome.reason);
    return { device: device.view };
  }),
];
