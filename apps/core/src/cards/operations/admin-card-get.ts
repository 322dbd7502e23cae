import { adminCardGet } from '@openportal/contract';
import { AppError } from '../../platform/app-error.ts';
import { operation } from '../../platform/operation.ts';
import { viewCard } from '../data/operator-cards.ts';
import type { CardsDeps } from '../module.ts';

/** One card for the console: its lifecycle and authorizations, the PAN masked. */
export const adminCardGetOp = (deps: CardsDeps) =>
  operation(adminCardGet, async (ctx) => {
    const view = await viewCard(deps.db, Number(ctx.params.accountId));
    if (!view) throw new AppError('IM', 'cardNotFound');
    return { responseCode: '00' as const, data: view };
  });
