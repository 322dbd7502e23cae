import { CLOSED_ACCOUNT_STATUS, formatMinor, type TAccount } from '@openportal/contract';
import type { TAccountWithBalance } from '@openportal/ledger';

/** Our choice: wire status ids for ledger account states (the spec fixes only 11 = closed). */
export const ACCOUNT_STATUS_IDS = { active: 1, frozen: 2, closed: CLOSED_ACCOUNT_STATUS } as const;

/** A ledger account as spec 2 §3 "Account" puts it on the wire (money as exact decimal strings). */
export function toWireAccount(a: TAccountWithBalance, name: string | null = null): TAccount {
  return {
    accountId: Number(a.accountId),
    type: a.type,
    subType: a.subType === 'PREPAID' || a.subType === 'DEBIT' ? a.subType : null,
    accountStatusId: ACCOUNT_STATUS_IDS[a.status],
    currencyCode: a.currency,
    balance: formatMinor(a.postedMinor, a.currency),
    pendingAmount: formatMinor(a.heldMinor, a.currency),
    accountBalanceMin: formatMinor(a.floorMinor ?? 0n, a.currency),
    cardIsVirtual: null,
    cardReissuedStatusId: null,
    cardExpiryMonth: null,
    cardExpiryYear: null,
    customerId: a.customerId ?? '',
    settlementAccountId: null,
    cardAliasName: name,
  };
}
