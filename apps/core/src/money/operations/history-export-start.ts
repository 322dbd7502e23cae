import { randomUUID } from 'node:crypto';
import { historyExportStart } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { insertExport } from '../exports/data.ts';
import { historyFilterOf } from '../history-filter.ts';
import type { MoneyDeps } from '../module.ts';

/** Ours: an export without fromDate reads from the start of the books. */
const FROM_THE_START = '2000-01-01';

/**
 * Starts a history export (spec 2 §7): the filter is checked now (another customer's account,
 * a bad amount: refused, nothing written), the export and its `export` job are written in one
 * transaction; the job streams the file (money/exports/produce.ts) and historyExportStatus
 * tells its progress.
 */
export const historyExportStartOp = (deps: MoneyDeps) =>
  operation(historyExportStart, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    const { format, ...filter } = input;
    await historyFilterOf(deps.db, caller.customerId, filter);
    const exportId = randomUUID();
    await deps.db.transaction(async (tx) => {
      await insertExport(tx, {
        ...{ id: exportId, customerId: caller.customerId, userId: caller.userId, brand: caller.brand, lang: ctx.lang },
        ...{ kind: 'export', format, filter, accountId: input.accountId ?? null },
        ...{ dateFrom: input.fromDate ?? FROM_THE_START, dateTo: input.toDate ?? null },
      });
      await deps.outbox.add(tx, 'export', [{ exportId }]);
    });
    return { responseCode: '00' as const, exportId };
  });
