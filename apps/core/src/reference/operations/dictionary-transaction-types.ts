import { METHOD_CALLS, TRANSACTION_TYPES } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import { TRANSACTION_TYPE_NAMES } from '../data/transaction-types.ts';
import { answerLanguage } from '../language.ts';
import type { ReferenceDeps } from '../module.ts';

/** The history's transaction types (ids are the types the history filter takes). */
export const dictionaryTransactionTypesOp = (deps: ReferenceDeps) =>
  operation(METHOD_CALLS.dictionaryTransactionTypes, async (ctx, input) => {
    const lang = answerLanguage(ctx, deps.brandContext, input.lang);
    return { transactionTypes: TRANSACTION_TYPES.map((id) => ({ id, name: TRANSACTION_TYPE_NAMES[id][lang] })) };
  });
