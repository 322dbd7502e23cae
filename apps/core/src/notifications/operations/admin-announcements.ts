import { adminAnnouncementCreate, adminAnnouncementList } from '@openportal/contract';
import { adminOf } from '../../admin/audit.ts';
import { fieldError } from '../../platform/app-error.ts';
import { operation } from '../../platform/operation.ts';
import { editorCreate, editorList } from '../editor.ts';
import type { NotificationsDeps } from '../module.ts';

/** The back office's announcements editor: the list with the answers counted, and publishing one. */
export const adminAnnouncementOps = (deps: NotificationsDeps) => [
  operation(adminAnnouncementList, async (_ctx, input) => ({
    responseCode: '00' as const,
    data: await editorList(deps.db, input.brand),
  })),
  operation(adminAnnouncementCreate, async (ctx, input) => {
    if (!deps.brands.has(input.brand)) throw fieldError('brand', 'unknownBrand');
    return {
      responseCode: '00' as const,
      data: await editorCreate(deps.db, { admin: adminOf(ctx.caller), ip: ctx.req.ip }, input),
    };
  }),
];
