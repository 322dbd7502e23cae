import { p2pMassConfirm } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { MoneyDeps } from '../module.ts';
import { confirmMassBatch } from '../p2p/mass-confirm.ts';

/** transfer/mass/p2p/confirm: posts an uploaded batch's valid rows in one ledger batch (`confirmMassBatch`). */
export const p2pMassConfirmOp = (deps: MoneyDeps) =>
  operation(p2pMassConfirm, async (ctx, input) =>
    confirmMassBatch(deps, customerOf(ctx.caller), ctx.idempotencyKey!, input, ctx.lang),
  );
