import { NOTIFICATION_SETTINGS, notificationSettingsSet, type TNotificationSettingId } from '@openportal/contract';
import { setNotificationSetting } from '../../platform/notifications/index.ts';
import { fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { SecurityDeps } from '../module.ts';

const KNOWN = new Set<string>(NOTIFICATION_SETTINGS.map((s) => s.identified));

/** Switches one setting of the catalogue (contract NOTIFICATION_SETTINGS); another name is VF. */
export const notificationSettingsSetOp = (deps: SecurityDeps) =>
  operation(notificationSettingsSet, async (ctx, input) => {
    if (!KNOWN.has(input.identified)) throw fieldError('identified', 'unknownNotificationSetting');
    const { userId } = customerOf(ctx.caller);
    await setNotificationSetting(deps.db, userId, input.identified as TNotificationSettingId, input.value);
    return {};
  });
