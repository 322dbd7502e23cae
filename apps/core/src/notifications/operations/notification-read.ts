import { notificationRead } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { markNotificationsRead, unreadCount } from '../centre.ts';
import type { NotificationsDeps } from '../module.ts';

/** Marks the user's notices read (by id, or all); answers what is left unread. */
export const notificationReadOp = (deps: NotificationsDeps) =>
  operation(notificationRead, async (ctx, input) => {
    const { userId } = customerOf(ctx.caller);
    await markNotificationsRead(deps.db, userId, input);
    return { unread: await unreadCount(deps.db, userId) };
  });
