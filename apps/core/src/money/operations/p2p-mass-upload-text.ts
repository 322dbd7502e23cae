import { p2pMassUploadText } from '@openportal/contract';
import { customerOf } from '../../platform/caller.ts';
import { operation } from '../../platform/operation.ts';
import type { MoneyDeps } from '../module.ts';
import { uploadMassBatch } from '../p2p/mass-upload.ts';

/** A mass p2p batch pasted as text (spec 2 §7 p2p mass by text): checked and stored, nothing moved. */
export const p2pMassUploadTextOp = (deps: MoneyDeps) =>
  operation(p2pMassUploadText, async (ctx, input) => {
    const caller = customerOf(ctx.caller);
    return uploadMassBatch(deps, caller, ctx.idempotencyKey!, { call: 'p2pMassUploadText', ...input });
  });
