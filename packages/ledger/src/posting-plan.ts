import type { TCurrencyCode } from '@openportal/contract';
import { quoteFx } from './fx-rate.ts';
import { railSettlementCode, railSuspenseCode, SYSTEM_ACCOUNT_CODES, type TRail } from './system-accounts.ts';
import type { TLedgerTransactionType, TMove } from './types.ts';

/**
 * A posting plan: what a money call does, said in its own words (pay, charge a fee, exchange,
 * split, send to a rail, settle a rail), turned into balanced moves in one place. A call
 * describes its flow; `planMoves` (pure) or `resolvePlan` (with the system accounts) makes
 * the moves the engine writes. Every step is balanced by construction (each move has a
 * payer and a payee of one currency), no move is zero or negative, and a split shares an
 * amount exactly (the remainder rule decides who gets the minor units that do not divide).
 */

/** An account of the plan: a customer's (with its currency) or the house's by role. */
export type TPlanAccount = { accountId: bigint; currency: TCurrencyCode } | { system: string; currency: TCurrencyCode };

/** Who gets the minor units a split leaves over: the first share, the last, or the largest (first among equals). */
export type TRemainderRule = 'first' | 'last' | 'largest';

export type TPlanStep =
  | { kind: 'pay'; from: TPlanAccount; to: TPlanAccount; amountMinor: bigint; type?: TLedgerTransactionType }
  | { kind: 'fee'; from: TPlanAccount; amountMinor: bigint; feeAccount?: string }
  | {
      kind: 'exchange';
      from: TPlanAccount;
      to: TPlanAccount;
      amount: { sellMinor: bigint } | { buyMinor: bigint };
      rate: string;
      spreadBps: number;
      fxAccount?: string;
      type?: TLedgerTransactionType;
    }
  | {
      kind: 'split';
      from: TPlanAccount;
      amountMinor: bigint;
      shares: ReadonlyArray<{ to: TPlanAccount; weight: bigint }>;
      remainder: TRemainderRule;
      type?: TLedgerTransactionType;
    }
  | { kind: 'toRail'; from: TPlanAccount; rail: TRail; amountMinor: bigint }
  | { kind: 'settleRail'; rail: TRail; currency: TCurrencyCode; amountMinor: bigint };

/** A move between plan accounts (system ones not yet resolved to ids). */
export interface TPlannedMove {
  from: TPlanAccount;
  to: TPlanAccount;
  amountMinor: bigint;
  type?: TLedgerTransactionType;
}

export class PlanError extends Error {}

/** Builds a plan step by step: `postingPlan().pay(a, b, 100n).fee(a, 2n).steps`. */
export function postingPlan(steps: readonly TPlanStep[] = []) {
  const add = (step: TPlanStep) => postingPlan([...steps, step]);
  return {
    steps,
    pay: (from: TPlanAccount, to: TPlanAccount, amountMinor: bigint, type?: TLedgerTransactionType) =>
      add({ kind: 'pay', from, to, amountMinor, ...(type ? { type } : {}) }),
    fee: (from: TPlanAccount, amountMinor: bigint, feeAccount?: string) =>
      add({ kind: 'fee', from, amountMinor, ...(feeAccount ? { feeAccount } : {}) }),
    exchange: (step: Omit<Extract<TPlanStep, { kind: 'exchange' }>, 'kind'>) => add({ kind: 'exchange', ...step }),
    split: (step: Omit<Extract<TPlanStep, { kind: 'split' }>, 'kind'>) => add({ kind: 'split', ...step }),
    toRail: (from: TPlanAccount, rail: TRail, amountMinor: bigint) => add({ kind: 'toRail', from, rail, amountMinor }),
    settleRail: (rail: TRail, currency: TCurrencyCode, amountMinor: bigint) =>
      add({ kind: 'settleRail', rail, currency, amountMinor }),
  };
}

/** The plan's moves, in step order; a step that moves nothing (a zero fee) adds none. Throws PlanError on a bad step. */
export function planMoves(steps: readonly TPlanStep[]): TPlannedMove[] {
  return steps.flatMap(stepMoves).filter((m) => m.amountMinor !== 0n);
}

function stepMoves(step: TPlanStep): TPlannedMove[] {
  switch (step.kind) {
    case 'pay':
      sameCurrency(step.from, step.to);
      return [{ from: step.from, to: step.to, amountMinor: positive(step.amountMinor, true), ...typed(step.type) }];
    case 'fee':
      return [
        {
          from: step.from,
          to: { system: step.feeAccount ?? SYSTEM_ACCOUNT_CODES.fees, currency: step.from.currency },
          amountMinor: positive(step.amountMinor, false),
          type: 'fees',
        },
      ];
    case 'exchange': {
      if (step.from.currency === step.to.currency) throw new PlanError('an exchange needs two currencies');
      const quote = quoteFx(
        { rate: step.rate, spreadBps: step.spreadBps, sell: step.from.currency, buy: step.to.currency },
        step.amount,
      );
      if (!quote) throw new PlanError('the exchange has no valid amount at this rate');
      const pool = step.fxAccount ?? SYSTEM_ACCOUNT_CODES.fx;
      return [
        {
          from: step.from,
          to: { system: pool, currency: step.from.currency },
          amountMinor: quote.sellMinor,
          ...typed(step.type),
        },
        {
          from: { system: pool, currency: step.to.currency },
          to: step.to,
          amountMinor: quote.buyMinor,
          ...typed(step.type),
        },
      ];
    }
    case 'split':
      for (const s of step.shares) sameCurrency(step.from, s.to);
      return splitAmount(
        positive(step.amountMinor, true),
        step.shares.map((s) => s.weight),
        step.remainder,
      ).map((amountMinor, n) => ({ from: step.from, to: step.shares[n]!.to, amountMinor, ...typed(step.type) }));
    case 'toRail':
      return [
        {
          from: step.from,
          to: { system: railSuspenseCode(step.rail), currency: step.from.currency },
          amountMinor: positive(step.amountMinor, true),
          type: 'external',
        },
      ];
    case 'settleRail':
      return [
        {
          from: { system: railSuspenseCode(step.rail), currency: step.currency },
          to: { system: railSettlementCode(step.rail), currency: step.currency },
          amountMinor: positive(step.amountMinor, true),
          type: 'external',
        },
      ];
  }
}

/**
 * Shares `amountMinor` by weight, exactly: each share is its weight's part rounded down, and
 * the minor units left over go, all of them, to the share the rule names. Weights are
 * non-negative with a positive sum; the shares sum to the amount and none is negative.
 */
export function splitAmount(amountMinor: bigint, weights: readonly bigint[], rule: TRemainderRule): bigint[] {
  if (weights.length === 0) throw new PlanError('a split needs shares');
  if (weights.some((w) => w < 0n)) throw new PlanError('a share weight is negative');
  const total = weights.reduce((a, b) => a + b, 0n);
  if (total <= 0n) throw new PlanError('the share weights sum to zero');
  const shares = weights.map((w) => (amountMinor * w) / total);
  const left = amountMinor - shares.reduce((a, b) => a + b, 0n);
  const at =
    rule === 'first'
      ? weights.findIndex((w) => w > 0n)
      : rule === 'last'
        ? weights.findLastIndex((w) => w > 0n)
        : weights.indexOf(weights.reduce((a, b) => (b > a ? b : a)));
  shares[at] = shares[at]! + left;
  return shares;
}

/** Turns planned moves into the engine's moves, naming each system account by its id (`systemId`). */
export function toMoves(
  moves: readonly TPlannedMove[],
  systemId: (code: string, currency: TCurrencyCode) => bigint,
): TMove[] {
  const id = (a: TPlanAccount) => ('accountId' in a ? a.accountId : systemId(a.system, a.currency));
  return moves.map((m) => ({
    fromAccountId: id(m.from),
    toAccountId: id(m.to),
    amountMinor: m.amountMinor,
    ...(m.type ? { type: m.type } : {}),
  }));
}

/** The system accounts a plan names, once each. */
export function systemAccountsOf(moves: readonly TPlannedMove[]): Array<{ code: string; currency: TCurrencyCode }> {
  const seen = new Map<string, { code: string; currency: TCurrencyCode }>();
  for (const a of moves.flatMap((m) => [m.from, m.to]))
    if ('system' in a) seen.set(`${a.system}\u001f${a.currency}`, { code: a.system, currency: a.currency });
  return [...seen.values()];
}

function positive(amountMinor: bigint, required: boolean): bigint {
  if (typeof amountMinor !== 'bigint' || amountMinor < 0n || (required && amountMinor === 0n))
    throw new PlanError(`amount ${String(amountMinor)} is not ${required ? 'positive' : 'zero or positive'}`);
  return amountMinor;
}

function sameCurrency(a: TPlanAccount, b: TPlanAccount): void {
  if (a.currency !== b.currency) throw new PlanError('a payment stays in one currency (exchange first)');
}

function typed(type: TLedgerTransactionType | undefined): { type?: TLedgerTransactionType } {
  return type ? { type } : {};
}
