import { CLOSED_ACCOUNT_STATUS, formatMinor, type TAccount } from '@openportal/contract';
import type { TAccountWithBalance } from '@openportal/ledger';

/** Our choice: wire status ids for ledger account states (the spec fixes only 11 = closed). */
export const ACCOUNT_STATUS_IDS = { active: 1, frozen: 2, closed: CLOSED_ACCOUNT_STATUS } as const;

/** What a card account adds to its wire row (cards/data/cards.ts). */
export interface TWireCard {
  isVirtual: boolean;
  statusId: number;
  expiryMonth: number;
  expiryYear: number;
  reissuedStatusId: number | null;
  /** A debit card's current account; null: a prepaid card. */
  settlementAccountId: number | null;
}

/**
 * A ledger account as spec 2 §3 "Account" puts it on the wire (money as exact decimal strings).
 * A card account carries its card: the card's status as accountStatusId (11 once the account is
 * closed), virtual or not, expiry, the status it had when reissued, and for a debit card the
 * current account it settles on.
 */
export function toWireAccount(a: TAccountWithBalance, name: string | null = null, card?: TWireCard): TAccount {
  return {
    accountId: Number(a.accountId),
    type: a.type,
    subType: a.subType === 'PREPAID' || a.subType === 'DEBIT' ? a.subType : null,
    accountStatusId: card && a.status !== 'closed' ? card.statusId : ACCOUNT_STATUS_IDS[a.status],
    currencyCode: a.currency,
    balance: formatMinor(a.postedMinor, a.currency),
    pendingAmount: formatMinor(a.heldMinor, a.currency),
    accountBalanceMin: formatMinor(a.floorMinor ?? 0n, a.currency),
    cardIsVirtual: card?.isVirtual ?? null,
    cardReissuedStatusId: card?.reissuedStatusId ?? null,
    cardExpiryMonth: card?.expiryMonth ?? null,
    cardExpiryYear: card?.expiryYear ?? null,
    customerId: a.customerId ?? '',
    settlementAccountId: card?.settlementAccountId ?? null,
    cardAliasName: name,
  };
}
