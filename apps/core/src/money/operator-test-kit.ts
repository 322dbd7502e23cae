import type { TFeeRuleInput } from './data/fee-rules.ts';

/** A fee rule as operators send it (SEPA in EUR on paywave, KYC level 1, with active limits). */
export const SEPA_FEE_RULE: TFeeRuleInput = {
  brand: 'paywave',
  transferKind: 'sepa',
  currencyCode: 'EUR',
  kycLevel: 1,
  feeFixed: '0.50',
  feePercentBps: 25,
  feeMin: '0.50',
  feeMax: '20.00',
  limitSingle: '5000.00',
  limitDaily: '10000.00',
  limitMonthly: null,
  customerKind: 'any',
  customerId: null,
  effectiveFrom: null,
};
