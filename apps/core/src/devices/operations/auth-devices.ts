import {
  authDeviceCreate,
  authDeviceDelete,
  authDeviceGet,
  authDeviceList,
  deviceApiDelete,
  deviceApiList,
} from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { AppError, fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { deleteDevice, deviceOf, devicesOf, linkDevice } from '../data.ts';
import type { DevicesDeps } from '../module.ts';
import { deviceStateChanged } from '../push-sign-in.ts';

const list = async (db: Queryable, userId: string) => (await devicesOf(db, [userId])).map(({ userId: _u, ...d }) => d);

/**
 * Unlinks a device. With the last one gone, push as a two-step mode has nothing to ask: those
 * modes fall back to 'no' (our choice; the settings screen shows it).
 */
async function unlink(deps: DevicesDeps, userId: string, deviceId: string) {
  return deps.db.transaction(async (tx) => {
    const device = await deleteDevice(tx, userId, deviceId);
    if (!device) throw new AppError('VF', 'deviceNotFound');
    await deviceStateChanged(tx, deps.outbox, userId, 'deviceRemoved');
    if ((await devicesOf(tx, [userId], true)).length === 0)
      await tx.query(
        `UPDATE users SET two_step_login = CASE WHEN two_step_login = 'push' THEN 'no' ELSE two_step_login END,
                two_step_transaction = CASE WHEN two_step_transaction = 'push' THEN 'no' ELSE two_step_transaction END
          WHERE id = $1`,
        [userId],
      );
    return { device };
  });
}

/** GET/POST /auth/devices, GET/DELETE /auth/devices/{deviceId} and the /device-api pair (spec 1 §7). */
export const authDevicesOps = (deps: DevicesDeps) => [
  operation(authDeviceList, async (ctx) => ({ devices: await list(deps.db, customerOf(ctx.caller).userId) })),
  operation(deviceApiList, async (ctx) => ({ devices: await list(deps.db, customerOf(ctx.caller).userId) })),
  // The code is the one the device page shows; its secret stays on the device (none answered).
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
  operation(authDeviceDelete, async (ctx) => unlink(deps, customerOf(ctx.caller).userId, String(ctx.params.deviceId))),
  operation(deviceApiDelete, async (ctx) => unlink(deps, customerOf(ctx.caller).userId, String(ctx.params.deviceId))),
];
