import { supportUpload } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { storeAttachment } from '../desk.ts';
import type { SupportDeps } from '../module.ts';

/** POST /uploads: an attachment (multipart `file`, checked by type, content and size) waiting to be sent. */
export const supportUploadOp = (deps: SupportDeps) =>
  operation(supportUpload, async (ctx) => {
    const caller = customerOf(ctx.caller);
    const upload = await storeAttachment(
      deps,
      { customerId: caller.customerId, userId: caller.userId },
      ctx.files.find((f) => f.field === 'file'),
    );
    return { responseCode: '00' as const, upload };
  });
