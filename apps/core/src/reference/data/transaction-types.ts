import { TRANSACTION_TYPES } from '@openportal/contract';
import { TRANSACTION_TEXTS } from '@openportal/shared-texts';
import type { TTranslated } from './translated.ts';

type TTransactionType = (typeof TRANSACTION_TYPES)[number];

/** A type's name in every language. */
const namesOf = (id: TTransactionType): TTranslated =>
  Object.fromEntries(Object.entries(TRANSACTION_TEXTS).map(([lang, texts]) => [lang, texts.types[id]])) as TTranslated;

/**
 * Names of the history's transaction types (contract's TRANSACTION_TYPES, ids are the type
 * itself): the words the portal's history and the receipt show (@openportal/shared-texts).
 */
export const TRANSACTION_TYPE_NAMES = Object.fromEntries(TRANSACTION_TYPES.map((id) => [id, namesOf(id)])) as Readonly<
  Record<TTransactionType, TTranslated>
>;
