import { historyExportSend } from '@openportal/contract';
import { message } from '@openportal/messages';
import { AppError } from '../../platform/app-error.ts';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { mailOf } from '../../platform/notifications/index.ts';
import { exportRow } from '../exports/data.ts';
import type { MoneyDeps } from '../module.ts';

/**
 * Sends a ready export (or statement) to an e-mail address as an attachment (spec 2 §7: exportId,
 * email, fromCustomerId for business, which the dispatcher checks as the acting customer). The
 * mail job reads the file from the file store when it runs. Not ready yet: exportNotReady.
 */
export const historyExportSendOp = (deps: MoneyDeps) =>
  operation(historyExportSend, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const row = await exportRow(deps.db, input.exportId, caller.customerId);
    if (!row) throw new AppError('IM', 'exportNotFound');
    if (row.status !== 'ready' || !row.fileId) throw new AppError('VF', 'exportNotReady');
    const meta = await deps.files.stat(row.fileId);
    if (!meta) throw new AppError('IM', 'exportNotFound');
    const filename = meta.name ?? `export.${row.format}`;
    const brand = deps.brandName(caller.brand);
    const mail = mailOf(
      message(ctx.lang, 'historyExport.title', { brand }),
      message(ctx.lang, 'historyExport.body', { file: filename }),
    );
    await deps.db.transaction((tx) =>
      deps.outbox.add(tx, 'mail', [
        { to: input.email, ...mail, attachments: [{ fileId: row.fileId!, filename, contentType: meta.contentType }] },
      ]),
    );
    return {};
  });
