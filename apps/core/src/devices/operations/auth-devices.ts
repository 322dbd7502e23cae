import {
  authDeviceCreate,
  authDeviceDelete,
  authDeviceGet,
  authDeviceList,
  deviceApiDelete,
  deviceApiList,
  type TLanguage,
} from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import {
  checkSendLimit,
  codeRefusal,
  issueCode,
  latestSecurityCodeId,
  type TCodeCheck,
  verifyCode,
} from '../../platform/codes/index.ts';
import { recordTotpStep, securityUser } from '../../identity/index.ts';
import { securityNotice } from '../../platform/notifications/index.ts';
import { AppError, fieldError } from '../../platform/app-error.ts';
import { customerOf, type CustomerCaller } from '../../platform/caller.ts';
import { operation, type OperationContext as TCtx } from '../../platform/operation.ts';
import { currentFactor, tooManyCodesSent } from '../../security/confirmation.ts';
import { deleteDevice, deviceOf, devicesOf, linkDevice } from '../data.ts';
import type { DevicesDeps } from '../module.ts';
import { deviceStateChanged } from '../push-sign-in.ts';

const list = async (db: Queryable, userId: string) => (await devicesOf(db, [userId])).map(({ userId: _u, ...d }) => d);

/** The caller's DELETE: who, the device, the current factor's code if given, and the request's address and language. */
type TUnlink = { caller: CustomerCaller; deviceId: string; code: string | undefined; ip: string; lang: TLanguage };

/**
 * Unlinks a device. A device still waiting for approval goes at once (it could decide nothing).
 * An approved one needs the account's current factor (issue 18): without a code one is sent
 * (the authenticator needs none) and the call is refused with factorCodeSent; the code of that
 * request then removes it and every address hears deviceRemoved. The last approved device of a
 * user signing in or paying with push is refused outright (lastPushDevice; our choice: choose
 * another mode first, so push never silently drops to none).
 */
async function unlink(deps: DevicesDeps, u: TUnlink) {
  const { userId } = u.caller;
  const found = await deviceOf(deps.db, userId, u.deviceId);
  if (!found) throw new AppError('VF', 'deviceNotFound');
  if (found.approved) await guardLastPushDevice(deps.db, userId);
  if (found.approved && u.code === undefined) {
    await askFactor(deps, u);
    throw fieldError('code', 'factorCodeSent');
  }
  const outcome = await deps.db.transaction(async (tx) => {
    if (found.approved) {
      const check = await checkFactor(tx, u);
      if (!check.ok) return check;
      if (check.totpStep !== null) await recordTotpStep(tx, userId, check.totpStep);
    }
    const device = await deleteDevice(tx, userId, u.deviceId);
    if (!device) throw new AppError('VF', 'deviceNotFound');
    await deviceStateChanged(tx, deps.outbox, userId, 'deviceRemoved');
    const to = { userId, lang: u.lang, brand: u.caller.brand, brandName: deps.brandName(u.caller.brand) };
    if (found.approved) await securityNotice(tx, deps.outbox, to, 'deviceRemoved');
    return { ok: true as const, device };
  });
  if (!outcome.ok) throw codeRefusal(outcome.reason);
  return { device: outcome.device };
}

async function guardLastPushDevice(db: Queryable, userId: string) {
  const user = await securityUser(db, userId);
  const push = user.two_step_login === 'push' || user.two_step_transaction === 'push';
  if (push && (await devicesOf(db, [userId], true)).length <= 1) throw fieldError('deviceId', 'lastPushDevice');
}

async function askFactor(deps: DevicesDeps, u: TUnlink) {
  if (!(await checkSendLimit(deps.db, u.caller.userId, 'deviceRemove'))) throw tooManyCodesSent();
  await deps.db.transaction(async (tx) =>
    issueCode(tx, deps.outbox, {
      userId: u.caller.userId,
      purpose: 'deviceRemove',
      ...(await currentFactor(tx, await securityUser(tx, u.caller.userId))),
      brand: u.caller.brand,
      brandName: deps.brandName(u.caller.brand),
      lang: u.lang,
      payload: { deviceId: u.deviceId },
    }),
  );
}

/** The code of the latest removal request, which must be for this device. */
async function checkFactor(tx: Queryable, u: TUnlink): Promise<TCodeCheck> {
  const user = await securityUser(tx, u.caller.userId, true);
  const check = await verifyCode(tx, {
    id: await latestSecurityCodeId(tx, u.caller.userId, 'deviceRemove'),
    userId: u.caller.userId,
    purpose: 'deviceRemove',
    code: u.code!,
    ip: u.ip,
    totp: { secret: user.totp_secret, lastStep: user.totp_last_step },
  });
  if (check.ok && (check.row.payload as { deviceId?: string }).deviceId !== u.deviceId)
    return { ok: false, reason: 'invalidSecurityCode' };
  return check;
}

const unlinkOf = (deps: DevicesDeps) => (ctx: TCtx, input: { code?: string | undefined }) =>
  unlink(deps, {
    caller: customerOf(ctx.caller),
    deviceId: String(ctx.params.deviceId),
    code: input.code,
    ip: ctx.req.ip,
    lang: ctx.lang,
  });

/** GET/POST /auth/devices, GET/DELETE /auth/devices/{deviceId} and the /device-api pair (spec 1 §7). */
export const authDevicesOps = (deps: DevicesDeps) => [
  operation(authDeviceList, async (ctx) => ({ devices: await list(deps.db, customerOf(ctx.caller).userId) })),
  operation(deviceApiList, async (ctx) => ({ devices: await list(deps.db, customerOf(ctx.caller).userId) })),
  // The code is the one the device page shows; its secret stays on the device (none answered).
  // The device waits for the current factor's approval (auth-device-approve.ts) before it decides anything.
  operation(authDeviceCreate, async (ctx, input) => {
    const { userId } = customerOf(ctx.caller);
    const device = await deps.db.transaction(async (tx) => {
      const linked = await linkDevice(tx, {
        userId,
        code: input.code,
        name: input.name,
        type: input.type,
        location: null,
      });
      // The page that showed the code streams on its secret's hash until it is linked.
      if (linked) await deviceStateChanged(tx, deps.outbox, userId, 'deviceLinked', [linked.secretHash]);
      return linked;
    });
    if (!device) throw fieldError('code', 'deviceLinkInvalid');
    return { devices: await list(deps.db, userId) };
  }),
  operation(authDeviceGet, async (ctx) => {
    const found = await deviceOf(deps.db, customerOf(ctx.caller).userId, String(ctx.params.deviceId));
    if (!found) throw new AppError('VF', 'deviceNotFound');
    const { approved: _a, ...device } = found;
    return { device };
  }),
  operation(authDeviceDelete, unlinkOf(deps)),
  operation(deviceApiDelete, unlinkOf(deps)),
];
