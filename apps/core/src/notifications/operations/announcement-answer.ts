import { announcementAnswer } from '@openportal/contract';
import { AppError, fieldError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { announcementsFor, answer } from '../announcements.ts';
import type { NotificationsDeps } from '../module.ts';

/** Accepts or declines an announcement that asks for it (an answer may be changed later). */
export const announcementAnswerOp = (deps: NotificationsDeps) =>
  operation(announcementAnswer, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const [found] = await announcementsFor(deps.db, {
      brand: caller.brand,
      lang: ctx.lang,
      userId: caller.userId,
      id: input.id,
    });
    if (!found) throw new AppError('IM', 'announcementNotFound');
    if (!found.withConfirmation) throw fieldError('id', 'announcementNoConfirmation');
    await answer(deps.db, input.id, caller.userId, input.choice);
    return {};
  });
