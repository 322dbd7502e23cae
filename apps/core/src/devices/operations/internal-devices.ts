import {
  internalDeviceDecision,
  internalPush,
  internalPushDevice,
  internalUserDeviceCreate,
  internalUserDevices,
} from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { randomToken, sha256Hex } from '../../platform/crypto.ts';
import { operation } from '../../platform/operation.ts';
import { deviceOf, devicesOf, insertDevice, pushTo } from '../data.ts';
import { decideSignIn, deviceStateChanged } from '../push-sign-in.ts';
import type { DevicesDeps } from '../module.ts';

const userExists = async (deps: DevicesDeps, userId: string) =>
  (await deps.db.query('SELECT 1 FROM users WHERE id = $1', [userId])).rows.length > 0;

/** An approved device of the user (a registered one decides and gets pushes once the user approved it). */
async function deviceOrFail(deps: DevicesDeps, userId: string, deviceId: string) {
  const device = await deviceOf(deps.db, userId, deviceId, true);
  if (!device) throw new AppError('VF', 'deviceNotFound');
  const { approved: _a, ...view } = device;
  return view;
}

/** Stores the notifications; the user's device pages reload (realtime, after commit). */
function pushAndTell(
  deps: DevicesDeps,
  userId: string,
  devices: readonly { id: string }[],
  push: Parameters<typeof pushTo>[2],
) {
  return deps.db.transaction(async (tx) => {
    const sent = await pushTo(
      tx,
      devices.map((d) => d.id),
      push,
    );
    if (sent > 0) await deviceStateChanged(tx, deps.outbox, userId, 'pushReceived');
    return sent;
  });
}

/**
 * The token service's internal device calls (spec 1 §6, §7: internal secret only): devices of
 * users, a device made by the token service itself (its secret answered once), a device's
 * decision on the user's waiting push sign-in, and pushes to all or one device.
 */
export const internalDevicesOps = (deps: DevicesDeps) => [
  operation(internalUserDevices, async (ctx) => ({
    devices: await devicesOf(deps.db, String(ctx.params.userIds).split(',')),
  })),
  operation(internalUserDeviceCreate, async (ctx, input) => {
    const userId = String(ctx.params.userId);
    if (!(await userExists(deps, userId))) throw new AppError('VF', 'notFound');
    const secret = randomToken();
    const clientIp = ctx.req.headers['client-ip'];
    const device = await insertDevice(deps.db, {
      userId,
      name: input.name,
      type: input.type,
      secretHash: sha256Hex(secret),
      pushToken: input.pushToken ?? null,
      location: typeof clientIp === 'string' && clientIp !== '' ? clientIp.slice(0, 64) : null,
      approved: false,
    });
    return { device, secret };
  }),
  operation(internalDeviceDecision, async (ctx) => {
    const userId = String(ctx.params.userId);
    const device = await deviceOrFail(deps, userId, String(ctx.params.deviceId));
    const approve = ctx.params.decision === 'approve';
    await deps.db.transaction((tx) =>
      decideSignIn(tx, deps.outbox, { userId, deviceId: device.id, requestId: null, approve }),
    );
    return { device };
  }),
  operation(internalPush, async (ctx, input) => {
    const userId = String(ctx.params.userId);
    const devices = await devicesOf(deps.db, [userId], true);
    return { sent: await pushAndTell(deps, userId, devices, input) };
  }),
  operation(internalPushDevice, async (ctx, input) => {
    const userId = String(ctx.params.userId);
    const device = await deviceOrFail(deps, userId, String(ctx.params.deviceId));
    return { sent: await pushAndTell(deps, userId, [device], input) };
  }),
];
