import type { MAX_AMOUNT_OPERATIONS, TTransferKind } from '@openportal/contract';

/**
 * The fee-rule kind of each of the spec's transfer operations (spec 2 §7 max amount and
 * customer limits name them): a card push (oct) is `card`, a wire `swift`, bank transfers in
 * euro (eft, instant) `sepa`.
 */
export const KIND_OF_OPERATION: Record<(typeof MAX_AMOUNT_OPERATIONS)[number], TTransferKind> = {
  betweenAccounts: 'betweenAccounts',
  p2p: 'p2p',
  oct: 'card',
  wire: 'swift',
  eft: 'sepa',
  instant_payment: 'sepa',
  crypto_eft: 'crypto',
  interac: 'interac',
};
