import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TCurrencyCode } from '@openportal/contract';
import { quoteFx } from './fx-rate.ts';
import {
  planMoves,
  postingPlan,
  PlanError,
  splitAmount,
  systemAccountsOf,
  toMoves,
  type TPlanAccount,
  type TPlanStep,
  type TRemainderRule,
} from './posting-plan.ts';

const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 2000);
const SEED = process.env.LEDGER_TEST_SEED ? Number(process.env.LEDGER_TEST_SEED) : undefined;
const options = { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) };

const usd = (n: number): TPlanAccount => ({ accountId: BigInt(n), currency: 'USD' });
const eur = (n: number): TPlanAccount => ({ accountId: BigInt(n), currency: 'EUR' });
const key = (a: TPlanAccount) => ('accountId' in a ? `#${a.accountId}` : `${a.system}:${a.currency}`);

/** Net change per account and per currency: a balanced plan nets to zero in each currency. */
function nets(steps: readonly TPlanStep[]) {
  const byAccount = new Map<string, bigint>();
  const byCurrency = new Map<TCurrencyCode, bigint>();
  for (const m of planMoves(steps)) {
    byAccount.set(key(m.from), (byAccount.get(key(m.from)) ?? 0n) - m.amountMinor);
    byAccount.set(key(m.to), (byAccount.get(key(m.to)) ?? 0n) + m.amountMinor);
    expect(m.from.currency).toBe(m.to.currency);
    byCurrency.set(m.from.currency, (byCurrency.get(m.from.currency) ?? 0n) - m.amountMinor);
    byCurrency.set(m.to.currency, (byCurrency.get(m.to.currency) ?? 0n) + m.amountMinor);
  }
  return { byAccount, byCurrency };
}

const amount = fc.bigInt({ min: 1n, max: 10n ** 15n });
const rule = fc.constantFrom<TRemainderRule>('first', 'last', 'largest');
const weights = fc
  .array(fc.bigInt({ min: 0n, max: 10n ** 6n }), { minLength: 1, maxLength: 12 })
  .filter((w) => w.some((x) => x > 0n));

describe('posting plan', () => {
  it('says a p2p payment with a fee in its own words, and makes two moves of it', () => {
    const steps = postingPlan().pay(usd(1), usd(2), 10_000n, 'p2p').fee(usd(1), 150n).steps;
    expect(planMoves(steps)).toEqual([
      { from: usd(1), to: usd(2), amountMinor: 10_000n, type: 'p2p' },
      { from: usd(1), to: { system: 'fees', currency: 'USD' }, amountMinor: 150n, type: 'fees' },
    ]);
    expect(toMoves(planMoves(steps), () => 900n)).toEqual([
      { fromAccountId: 1n, toAccountId: 2n, amountMinor: 10_000n, type: 'p2p' },
      { fromAccountId: 1n, toAccountId: 900n, amountMinor: 150n, type: 'fees' },
    ]);
  });

  it('makes an exchange two legs through the FX pool of each currency, at the given rate', () => {
    const steps = postingPlan().exchange({
      from: usd(1),
      to: eur(2),
      amount: { sellMinor: 10_000n },
      rate: '0.9213',
      spreadBps: 50,
    }).steps;
    const quote = quoteFx({ rate: '0.9213', spreadBps: 50, sell: 'USD', buy: 'EUR' }, { sellMinor: 10_000n })!;
    expect(planMoves(steps)).toEqual([
      { from: usd(1), to: { system: 'fx', currency: 'USD' }, amountMinor: 10_000n },
      { from: { system: 'fx', currency: 'EUR' }, to: eur(2), amountMinor: quote.buyMinor },
    ]);
    expect(systemAccountsOf(planMoves(steps))).toEqual([
      { code: 'fx', currency: 'USD' },
      { code: 'fx', currency: 'EUR' },
    ]);
  });

  it('carries a payout to a rail and settles it there', () => {
    const steps = postingPlan().toRail(usd(1), 'wire', 5_000n).settleRail('wire', 'USD', 5_000n).steps;
    const { byAccount } = nets(steps);
    expect(Object.fromEntries(byAccount)).toEqual({
      '#1': -5_000n,
      'rail-suspense:wire:USD': 0n,
      'rail-settlement:wire:USD': 5_000n,
    });
  });

  it('refuses what cannot be booked: a negative or zero payment, a payment across currencies, an empty split', () => {
    expect(() => planMoves(postingPlan().pay(usd(1), usd(2), -1n).steps)).toThrow(PlanError);
    expect(() => planMoves(postingPlan().pay(usd(1), usd(2), 0n).steps)).toThrow(PlanError);
    expect(() => planMoves(postingPlan().pay(usd(1), eur(2), 5n).steps)).toThrow(PlanError);
    expect(() => planMoves(postingPlan().fee(usd(1), -5n).steps)).toThrow(PlanError);
    expect(() => splitAmount(10n, [0n, 0n], 'first')).toThrow(PlanError);
    expect(() => splitAmount(10n, [], 'first')).toThrow(PlanError);
    expect(planMoves(postingPlan().pay(usd(1), usd(2), 5n).fee(usd(1), 0n).steps)).toHaveLength(1);
  });

  it('splits with the remainder rule: 100 in three equal shares', () => {
    expect(splitAmount(100n, [1n, 1n, 1n], 'first')).toEqual([34n, 33n, 33n]);
    expect(splitAmount(100n, [1n, 1n, 1n], 'last')).toEqual([33n, 33n, 34n]);
    expect(splitAmount(100n, [1n, 3n, 3n], 'largest')).toEqual([14n, 44n, 42n]);
    expect(splitAmount(100n, [0n, 1n, 1n, 0n], 'first')).toEqual([0n, 50n, 50n, 0n]);
  });

  it('property: a split sums to the amount, no share is negative, and only the rule’s share takes the remainder', () => {
    fc.assert(
      fc.property(amount, weights, rule, (total, w, r) => {
        const shares = splitAmount(total, w, r);
        expect(shares.reduce((a, b) => a + b, 0n)).toBe(total);
        const sum = w.reduce((a, b) => a + b, 0n);
        const exact = w.map((x) => (total * x) / sum);
        const extra = shares.map((s, n) => s - exact[n]!);
        const taker = extra.findIndex((x) => x !== 0n);
        for (const [n, x] of extra.entries()) if (n !== taker) expect(x).toBe(0n);
        if (taker >= 0) {
          expect(extra[taker]! < BigInt(w.filter((x) => x > 0n).length)).toBe(true);
          const expected =
            r === 'first'
              ? w.findIndex((x) => x > 0n)
              : r === 'last'
                ? w.findLastIndex((x) => x > 0n)
                : w.indexOf(w.reduce((a, b) => (b > a ? b : a)));
          expect(taker).toBe(expected);
        }
        for (const s of shares) expect(s >= 0n).toBe(true);
        for (const [n, x] of w.entries()) if (x === 0n) expect(shares[n]).toBe(0n);
      }),
      options,
    );
  });

  const plannedStep: fc.Arbitrary<TPlanStep> = fc.oneof(
    fc.record({
      kind: fc.constant('pay' as const),
      from: fc.integer({ min: 1, max: 5 }).map(usd),
      to: fc.integer({ min: 6, max: 9 }).map(usd),
      amountMinor: amount,
    }),
    fc.record({
      kind: fc.constant('fee' as const),
      from: fc.integer({ min: 1, max: 5 }).map(usd),
      amountMinor: fc.bigInt({ min: 0n, max: 10n ** 9n }),
    }),
    fc.record({
      kind: fc.constant('split' as const),
      from: fc.integer({ min: 1, max: 5 }).map(usd),
      amountMinor: amount,
      shares: weights.map((ws) => ws.map((weight, n) => ({ to: usd(10 + n), weight }))),
      remainder: rule,
    }),
    fc.record({
      kind: fc.constant('exchange' as const),
      from: fc.integer({ min: 1, max: 5 }).map(usd),
      to: fc.integer({ min: 1, max: 5 }).map(eur),
      amount: fc.bigInt({ min: 1000n, max: 10n ** 15n }).map((sellMinor) => ({ sellMinor })),
      rate: fc.constantFrom('0.9213', '1.0845', '0.5', '12.75'),
      spreadBps: fc.integer({ min: 0, max: 300 }),
    }),
    fc.record({
      kind: fc.constant('toRail' as const),
      from: fc.integer({ min: 1, max: 5 }).map(usd),
      rail: fc.constantFrom('wire' as const, 'eft' as const),
      amountMinor: amount,
    }),
  );

  it('property: every plan is balanced per currency, each step moves exactly its amount, no move is zero or negative', () => {
    fc.assert(
      fc.property(fc.array(plannedStep, { minLength: 1, maxLength: 8 }), (steps) => {
        const moves = planMoves(steps);
        expect(moves).toEqual(steps.flatMap((step) => planMoves([step])));
        for (const m of moves) expect(m.amountMinor > 0n).toBe(true);
        for (const net of nets(steps).byCurrency.values()) expect(net).toBe(0n);
        for (const step of steps) {
          const debited = planMoves([step])
            .filter((m) => key(m.from) === key('from' in step ? step.from : usd(0)))
            .reduce((a, m) => a + m.amountMinor, 0n);
          if (step.kind === 'exchange') {
            const quote = quoteFx({ rate: step.rate, spreadBps: step.spreadBps, sell: 'USD', buy: 'EUR' }, step.amount);
            expect(debited).toBe(quote!.sellMinor);
          } else if (step.kind !== 'settleRail') expect(debited).toBe(step.amountMinor);
        }
      }),
      options,
    );
  });
});
