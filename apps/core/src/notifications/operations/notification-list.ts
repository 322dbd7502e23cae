import { notificationList } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { notificationsOf, unreadCount } from '../centre.ts';
import type { NotificationsDeps } from '../module.ts';

/** The notices the user was told (50 newest), with how many are unread: the portal's bell. */
export const notificationListOp = (deps: NotificationsDeps) =>
  operation(notificationList, async (ctx, input) => {
    const { userId } = customerOf(ctx.caller);
    return {
      notifications: await notificationsOf(deps.db, userId, input.unreadOnly === true),
      unread: await unreadCount(deps.db, userId),
    };
  });
