import { announcementGet } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { announcementsFor, markRead } from '../announcements.ts';
import type { NotificationsDeps } from '../module.ts';

/** One announcement, marked read by the user. Another brand's, another language's or an unpublished one is not found. */
export const announcementGetOp = (deps: NotificationsDeps) =>
  operation(announcementGet, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const who = { brand: caller.brand, lang: ctx.lang, userId: caller.userId, id: input.id };
    if ((await announcementsFor(deps.db, who)).length === 0) throw new AppError('IM', 'announcementNotFound');
    await markRead(deps.db, input.id, caller.userId);
    return { announcement: (await announcementsFor(deps.db, who))[0]! };
  });
