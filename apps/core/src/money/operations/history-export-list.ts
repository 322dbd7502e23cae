import { historyExportList, PAGE_SIZES } from '@openportal/contract';
import { actingCustomerId } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import { listStatements, wireExport } from '../exports/data.ts';
import type { MoneyDeps } from '../module.ts';

/**
 * The acting customer's monthly statements (spec 2 §7: exports keyed by account, year, month), 12 a
 * page, read on the read pool (the monthly job wrote them long before; a replica's lag is moot).
 */
export const historyExportListOp = (deps: MoneyDeps) =>
  operation(historyExportList, async (ctx, input) => {
    const { rows, total } = await listStatements(deps.readDb, {
      customerId: actingCustomerId(ctx.caller),
      accountId: input.accountId,
      year: input.year,
      page: input.pageNumber,
      pageSize: input.pageSize ?? PAGE_SIZES.statements,
    });
    return { responseCode: '00' as const, exports: rows.map(wireExport), total };
  });
