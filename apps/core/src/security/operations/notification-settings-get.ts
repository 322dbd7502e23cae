import { notificationSettingsGet } from '@openportal/contract';
import { notificationSettingsOf } from '../../platform/notifications/index.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { SecurityDeps } from '../module.ts';

/** Every notification setting of the user with its group (the catalogue's default until changed). */
export const notificationSettingsGetOp = (deps: SecurityDeps) =>
  operation(notificationSettingsGet, async (ctx) => ({
    settings: await notificationSettingsOf(deps.db, customerOf(ctx.caller).userId),
  }));
