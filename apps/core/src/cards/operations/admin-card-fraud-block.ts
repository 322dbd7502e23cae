import { adminCardFraudBlock, CARD_STATUSES } from '@openportal/contract';
import { adminOf, writeAudit } from '../../admin/audit.ts';
import { AppError } from '../../platform/app-error.ts';
import { operation } from '../../platform/operation.ts';
import { viewCard } from '../data/operator-cards.ts';
import { updateCard } from '../data/cards.ts';
import { tellBalances } from '../fees.ts';
import type { CardsDeps } from '../module.ts';

/**
 * Blocks a card for fraud (status 18: no action of CARD_ACTION_RULES allows anything on it), with
 * the operator's reason, audited `card.fraudBlock` in the same transaction; every open tab of the
 * customer hears it. A card already canceled or in fraud: cardAlreadyBlocked, nothing changed.
 */
export const adminCardFraudBlockOp = (deps: CardsDeps) =>
  operation(adminCardFraudBlock, async (ctx, input) => {
    const admin = adminOf(ctx.caller);
    const accountId = Number(ctx.params.accountId);
    return deps.db.transaction(async (tx) => {
      const row = await tx.query<{ status_id: number; customer_id: string }>(
        'SELECT status_id, customer_id FROM cards WHERE account_id = $1 FOR UPDATE',
        [accountId],
      );
      const card = row.rows[0];
      if (!card) throw new AppError('IM', 'cardNotFound');
      if (card.status_id === CARD_STATUSES.fraud || card.status_id === CARD_STATUSES.canceled)
        throw new AppError('VF', 'cardAlreadyBlocked');
      await updateCard(tx, accountId, { statusId: CARD_STATUSES.fraud, blockReason: `fraud: ${input.reason}` });
      await writeAudit(tx, {
        adminId: admin.adminId,
        action: 'card.fraudBlock',
        target: `card:${accountId}`,
        before: { statusId: card.status_id },
        after: { statusId: CARD_STATUSES.fraud, reason: input.reason },
        ip: ctx.req.ip,
      });
      await tellBalances(tx, deps.outbox, card.customer_id, [accountId]);
      return { responseCode: '00' as const, data: (await viewCard(tx, accountId))! };
    });
  });
