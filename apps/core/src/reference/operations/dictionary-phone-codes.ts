import { METHOD_CALLS } from '@openportal/contract';
import { operation } from '../../platform/operation.ts';
import type { ReferenceDeps } from '../module.ts';
import { phoneCodes } from '../countries.ts';

/** Calling codes of every region libphonenumber-js knows; codes have no language. */
export const dictionaryPhoneCodesOp = (_deps: ReferenceDeps) =>
  operation(METHOD_CALLS.dictionaryPhoneCodes, async () => ({ phoneCodes: phoneCodes() }));
