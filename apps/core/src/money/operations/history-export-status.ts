import { historyExportStatus } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { actingCustomerId } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { exportRow, wireExport } from '../exports/data.ts';
import type { MoneyDeps } from '../module.ts';

/** An export of the acting customer: its status, progress and, once ready, its download path. */
export const historyExportStatusOp = (deps: MoneyDeps) =>
  operation(historyExportStatus, async (ctx, input) => {
    const row = await exportRow(deps.db, input.exportId, actingCustomerId(ctx.caller));
    if (!row) throw new AppError('IM', 'exportNotFound');
    return { responseCode: '00' as const, export: wireExport(row) };
  });
