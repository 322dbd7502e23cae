import { EXTERNAL_TRANSFER_TYPES } from '@openportal/contract';

/** The FX liquidity system account of each currency, and the fees account. */
export const FX_ACCOUNT_CODE = 'fx';
export const FEES_ACCOUNT_CODE = 'fees';

/** A payment rail (spec 2 external transfer types). */
export type TRail = (typeof EXTERNAL_TRANSFER_TYPES)[number];

/**
 * The house's system accounts by role, one per role and currency, created on first use by
 * `systemAccount(q, code, currency)`. Unbounded and never locked (see README):
 * - `world`: money entering or leaving the books with no counter-account of ours (deposits,
 *   demo funding);
 * - `fees`: fee income, on its own legs of the movement that charges it;
 * - `fx`: the FX liquidity pool of each currency, the middle of every exchange;
 * - `cardFunding`: what the card issuer draws on when cards spend;
 * - `revenueSplitClearing`: an incoming payment under a revenue-split contract waits here
 *   while its shares are booked to the parties;
 * - per rail, `railSuspense(rail)` holds a payout the rail has taken but not settled, and
 *   `railSettlement(rail)` is the rail's settlement account once it has.
 */
export const SYSTEM_ACCOUNT_CODES = {
  world: 'world',
  fees: FEES_ACCOUNT_CODE,
  fx: FX_ACCOUNT_CODE,
  cardFunding: 'card-funding',
  revenueSplitClearing: 'revenue-split-clearing',
} as const;

export const railSuspenseCode = (rail: TRail): string => `rail-suspense:${rail}`;
export const railSettlementCode = (rail: TRail): string => `rail-settlement:${rail}`;

/** Every system account code the house uses (the roles above and both accounts of each rail). */
export function allSystemAccountCodes(): string[] {
  return [
    ...Object.values(SYSTEM_ACCOUNT_CODES),
    ...EXTERNAL_TRANSFER_TYPES.flatMap((rail) => [railSuspenseCode(rail), railSettlementCode(rail)]),
  ];
}
