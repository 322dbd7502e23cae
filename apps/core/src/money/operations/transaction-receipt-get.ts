import { transactionReceiptGet } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { MoneyDeps } from '../module.ts';
import { receiptPdf } from '../receipt.ts';
import { transactionDetailOf } from '../transaction-detail.ts';

/**
 * GET /transactions/{transactionId}/receipt (ours): the transaction's receipt as a PDF in the
 * brand's look, in the caller's language; refused like the detail for anything not theirs. Read on
 * the read pool, as the detail.
 */
export const transactionReceiptGetOp = (deps: MoneyDeps) =>
  operation(transactionReceiptGet, async (ctx) => {
    const caller = customerOf(ctx.caller);
    const detail = await transactionDetailOf(deps.readDb, caller.customerId, String(ctx.params.transactionId));
    const pdf = await receiptPdf(deps, caller.brand, ctx.lang, detail);
    return { binary: pdf, filename: `receipt-${detail.transactionId}.pdf` };
  });
