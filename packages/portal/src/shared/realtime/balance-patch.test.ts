import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TAccount } from '@openportal/contract';
import { createBalancePatcher } from './balance-patch.ts';

const account = (accountId: number, balance: string): TAccount => ({
  accountId,
  type: 1001,
  subType: null,
  accountStatusId: 1,
  currencyCode: 'USD',
  balance,
  pendingAmount: '0.00',
  accountBalanceMin: '0.00',
  cardIsVirtual: null,
  cardReissuedStatusId: null,
  cardExpiryMonth: null,
  cardExpiryYear: null,
  customerId: 'c1',
  settlementAccountId: null,
});

function setup() {
  const client = new QueryClient();
  client.setQueryData(['balanceInquiry', {}], {
    responseCode: '00',
    accounts: [account(1, '10.00'), account(2, '5.00')],
  });
  const balances = () =>
    (client.getQueryData(['balanceInquiry', {}]) as { accounts: TAccount[] }).accounts.map((a) => a.balance);
  return { patch: createBalancePatcher(client), balances };
}

const changed = (accountIds: number[], balances: [number, string, number][]) => ({
  type: 'BalanceChanged' as const,
  customerId: 'c1',
  accountIds,
  balances: balances.map(([accountId, balance, version]) => ({ accountId, balance, pendingAmount: '1.00', version })),
});

describe('BalanceChanged with balances', () => {
  it('patches the cached balances without a call', () => {
    const { patch, balances } = setup();
    expect(
      patch(
        changed(
          [1, 2],
          [
            [1, '9.00', 7],
            [2, '6.00', 7],
          ],
        ),
      ),
    ).toBe(true);
    expect(balances()).toEqual(['9.00', '6.00']);
  });

  it('never turns a balance back: an older version arriving late changes nothing', () => {
    const { patch, balances } = setup();
    patch(changed([1], [[1, '8.00', 9]]));
    expect(patch(changed([1], [[1, '9.00', 7]]))).toBe(true);
    expect(balances()).toEqual(['8.00', '5.00']);
  });

  it('asks again for an account no cached answer lists, or an event without balances', () => {
    const { patch } = setup();
    expect(patch(changed([3], [[3, '0.00', 1]]))).toBe(false);
    expect(patch({ type: 'BalanceChanged', customerId: 'c1', accountIds: [1] })).toBe(false);
  });
});
