import type { TCurrencyCode, TTransferKind } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { quoteFx } from '@openportal/ledger';
import { fieldError } from '../../platform/app-error.ts';
import { effectiveRate, requireFxRate, type TFxRate } from '../fx-rates.ts';
import { feeOf, largestAmountWithin } from './fee.ts';
import { limitHeadroom, type TUsage } from './limits.ts';
import { ruleFor, type TAppliedRule, type TLimits } from './rules.ts';

/** What a transfer of a kind costs a customer, before the amount is known: its rule and rate. */
export interface TTerms {
  customerId: string;
  kind: TTransferKind;
  fromCurrency: TCurrencyCode;
  toCurrency: TCurrencyCode;
  rule: TAppliedRule;
  /** The mid rate and spread from the sell to the buy currency; null in one currency. */
  fx: TFxRate | null;
}

/** A fee leg: from the payer's account to a system account, in the payer's currency. */
export interface TFeeLeg {
  systemCode: 'fees';
  currency: TCurrencyCode;
  amountMinor: bigint;
}

/** The exchange of a quote: the rate (mid, spread, the customer's rate) and both amounts. */
export interface TFxQuote {
  rate: string;
  spreadBps: number;
  customerRate: string;
  sellMinor: bigint;
  buyMinor: bigint;
}

/**
 * The price of one transfer: what leaves the payer's account (amount + fee legs), what arrives,
 * the exchange, the limits and the rule version. Every `*Fee`, `*MaxAmount` and limits call
 * answers from it, and the submit writes it: its `ruleVersion` and rate go into the movement's
 * idempotency hash (`hashedTerms`), so a retry after a rule or rate change is refused.
 */
export interface TQuote {
  kind: TTransferKind;
  ruleVersion: number;
  currency: TCurrencyCode;
  amountMinor: bigint;
  feeMinor: bigint;
  legs: TFeeLeg[];
  fx: TFxQuote | null;
  toCurrency: TCurrencyCode;
  toMinor: bigint;
  limits: TLimits;
}

/**
 * The rule and the rate of a transfer of `kind` from `from` to `to` for this customer (no rate:
 * `noExchangeRate`, a stale provider rate: `staleExchangeRate`, both on `rateField`).
 */
export async function termsOf(
  q: Queryable,
  customerId: string,
  kind: TTransferKind,
  fromCurrency: TCurrencyCode,
  toCurrency: TCurrencyCode,
  rateField = 'toAccount',
): Promise<TTerms> {
  const [rule, fx] = await Promise.all([
    ruleFor(q, customerId, kind, fromCurrency),
    fromCurrency === toCurrency ? null : requireFxRate(q, fromCurrency, toCurrency, rateField),
  ]);
  return { customerId, kind, fromCurrency, toCurrency, rule, fx };
}

/**
 * The terms when the rule was already read (with the accounts, `own-accounts.ts`): across
 * currencies the rate is read now (the only statement), in one currency nothing is.
 */
export async function termsWithRule(q: Queryable, t: Omit<TTerms, 'fx'>, rateField = 'toAccount'): Promise<TTerms> {
  const fx = t.fromCurrency === t.toCurrency ? null : await requireFxRate(q, t.fromCurrency, t.toCurrency, rateField);
  return { ...t, fx };
}

/** The quote of an amount under these terms; an amount too small to exchange is refused. */
export function quoteOf(t: TTerms, amountMinor: bigint): TQuote {
  const feeMinor = feeOf(t.rule.fee, amountMinor);
  let fx: TFxQuote | null = null;
  if (t.fx) {
    const q = quoteFx({ ...t.fx, sell: t.fromCurrency, buy: t.toCurrency }, { sellMinor: amountMinor });
    if (!q) throw fieldError('toAmount', 'amountTooSmallToExchange');
    fx = { ...t.fx, customerRate: effectiveRate(t.fx), sellMinor: q.sellMinor, buyMinor: q.buyMinor };
  }
  return {
    kind: t.kind,
    ruleVersion: t.rule.version,
    currency: t.fromCurrency,
    amountMinor,
    feeMinor,
    legs: feeMinor > 0n ? [{ systemCode: 'fees', currency: t.fromCurrency, amountMinor: feeMinor }] : [],
    fx,
    toCurrency: t.toCurrency,
    toMinor: fx ? fx.buyMinor : amountMinor,
    limits: t.rule.limits,
  };
}

/** One call: the terms, then the quote of the amount. */
export async function quote(
  q: Queryable,
  r: {
    customerId: string;
    kind: TTransferKind;
    fromCurrency: TCurrencyCode;
    toCurrency: TCurrencyCode;
    amountMinor: bigint;
  },
): Promise<TQuote> {
  return quoteOf(await termsOf(q, r.customerId, r.kind, r.fromCurrency, r.toCurrency), r.amountMinor);
}

/**
 * The most one transfer may carry now: what the account can spend less the fee of that amount,
 * and no more than the limits leave.
 */
export function maxAmountOf(t: TTerms, spendableMinor: bigint, used: TUsage): bigint {
  const byBalance = largestAmountWithin(t.rule.fee, spendableMinor);
  const byLimits = limitHeadroom(t.rule.limits, used);
  return byLimits !== null && byLimits < byBalance ? byLimits : byBalance;
}

/**
 * What of a quote goes into the movement's idempotency hash (the ledger hashes its metadata):
 * the rule version and the rate. A retry with the same key after either changed no longer
 * matches and is refused (`quoteChanged`), never charged differently. Kind, currency and amount
 * let a voided hold give its limit usage back (`releaseHold`).
 */
export function hashedTerms(qt: TQuote) {
  return {
    kind: qt.kind,
    currency: qt.currency,
    amountMinor: qt.amountMinor.toString(),
    ruleVersion: qt.ruleVersion,
    feeMinor: qt.feeMinor.toString(),
    rate: qt.fx?.rate ?? null,
    spreadBps: qt.fx?.spreadBps ?? null,
  };
}
