import { announcementList } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { announcementsFor } from '../announcements.ts';
import type { NotificationsDeps } from '../module.ts';

/** The news the caller's brand published in the caller's language (100 newest), with what the user did with each. */
export const announcementListOp = (deps: NotificationsDeps) =>
  operation(announcementList, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const announcements = await announcementsFor(deps.db, {
      brand: caller.brand,
      lang: ctx.lang,
      userId: caller.userId,
      withConfirmation: input.withConfirmation,
    });
    return { announcements };
  });
