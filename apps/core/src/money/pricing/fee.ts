/** A rule's price of one amount, all in minor units of the amount's currency. */
export interface TFeeTerms {
  fixedMinor: bigint;
  percentBps: number;
  minMinor: bigint;
  /** null: no cap. */
  maxMinor: bigint | null;
}

export const FREE: TFeeTerms = { fixedMinor: 0n, percentBps: 0, minMinor: 0n, maxMinor: null };

/**
 * The fee of an amount: fixed + percent (rounded up, in the house's favour), at least `min`, at
 * most `max`. Exact, on integers.
 */
export function feeOf(t: TFeeTerms, amountMinor: bigint): bigint {
  const percent = (amountMinor * BigInt(t.percentBps) + 9_999n) / 10_000n;
  const fee = t.fixedMinor + percent;
  const floored = fee < t.minMinor ? t.minMinor : fee;
  return t.maxMinor !== null && floored > t.maxMinor ? t.maxMinor : floored;
}

/**
 * The largest amount whose amount + fee fits in `budgetMinor` (0 when none does). The fee never
 * falls as the amount grows, so amount + fee is increasing and a binary search finds it.
 */
export function largestAmountWithin(t: TFeeTerms, budgetMinor: bigint): bigint {
  if (budgetMinor <= 0n) return 0n;
  let [low, high] = [0n, budgetMinor];
  while (low < high) {
    const mid = (low + high + 1n) / 2n;
    if (mid + feeOf(t, mid) <= budgetMinor) low = mid;
    else high = mid - 1n;
  }
  return low;
}
