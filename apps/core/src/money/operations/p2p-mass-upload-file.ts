import { p2pMassUploadFile } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { MoneyDeps } from '../module.ts';
import { fileText, uploadMassBatch } from '../p2p/mass-upload.ts';

/**
 * A mass p2p batch as a CSV file (spec 2 §7 p2p mass by file: multipart, the data part and
 * `file`): read as UTF-8 text, then checked and stored like pasted text; nothing moved.
 */
export const p2pMassUploadFileOp = (deps: MoneyDeps) =>
  operation(p2pMassUploadFile, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const file = ctx.files.find((f) => f.field === 'file');
    if (!file) throw new AppError('VF', 'massFileUnreadable');
    return uploadMassBatch(deps, caller, ctx.idempotencyKey!, {
      call: 'p2pMassUploadFile',
      ...input,
      text: fileText(file.data),
    });
  });
