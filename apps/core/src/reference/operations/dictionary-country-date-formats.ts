import { METHOD_CALLS } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import type { ReferenceDeps } from '../module.ts';
import { dateFormats } from '../countries.ts';

/** Each country's short date pattern from CLDR ("dd.MM.yyyy"); the same in every language. */
export const dictionaryCountryDateFormatsOp = (_deps: ReferenceDeps) =>
  operation(METHOD_CALLS.dictionaryCountryDateFormats, async () => ({ dateFormats: dateFormats() }));
