import { cardBinInfo } from '@openportal/contract';
import { fieldError } from '../../platform/app-error.ts';
import { operation } from '../../platform/operation.ts';
import { binInfo } from '../issuer/products.ts';
import type { CardsDeps } from '../module.ts';

/**
 * What the issuer knows of a card's first six digits (spec 2 §5 card lookup, blocked BINs): the
 * scheme, the country when known, and whether the range is blocked. A BIN of no scheme is
 * refused (binUnknown on binNumber).
 */
export const cardBinInfoOp = (_deps: CardsDeps) =>
  operation(cardBinInfo, async (_ctx, input) => {
    const info = binInfo(input.binNumber);
    if (!info) throw fieldError('binNumber', 'binUnknown');
    return info;
  });
