import type { Queryable } from '@openportal/db';
import { postMovements } from './engine.ts';
import { uuidV7 } from './ids.ts';
import { findReversal, getTransaction, setTransactionStatus } from './transactions.ts';
import type { TLedgerResult, TMove, TPostOutcome } from './types.ts';

export interface TReverseRequest {
  transactionId: string;
  description?: string;
  metadata?: Record<string, unknown>;
}

/**
 * Undoes a completed transaction with a new one that moves every amount back; the original
 * becomes `reversed`. Asking again answers the same reversal with `replayed: true`. The
 * reversal obeys floors: money the recipient already spent cannot be taken back this way.
 */
export async function reverseTransaction(q: Queryable, req: TReverseRequest): Promise<TLedgerResult<TPostOutcome>> {
  const original = await getTransaction(q, req.transactionId, true);
  if (!original) return { ok: false, error: 'notFound' };
  if (original.status === 'reversed') {
    const reversal = await findReversal(q, original.transactionId);
    if (reversal) return { ok: true, value: { transaction: reversal, replayed: true, touched: [] } };
  }
  if (original.status !== 'completed' || original.reversesId !== null)
    return { ok: false, error: 'notCompleted', detail: original.status };
  const moves: TMove[] = original.entries
    .filter((e) => e.amountMinor < 0n)
    .map((e) => ({
      fromAccountId: e.counterpartyAccountId,
      toAccountId: e.accountId,
      amountMinor: -e.amountMinor,
      type: e.type,
    }));
  const [r] = await postMovements(q, [
    {
      claim: null,
      transactionId: uuidV7(),
      type: original.type,
      description: (req.description ?? `Reversal: ${original.description}`).slice(0, 500),
      metadata: req.metadata ?? {},
      expiresAt: null,
      reversesId: original.transactionId,
      moves,
      pending: false,
      allowFrozenDebit: true,
    },
  ]);
  if (r!.ok) await setTransactionStatus(q, original.transactionId, 'reversed');
  return r!;
}
