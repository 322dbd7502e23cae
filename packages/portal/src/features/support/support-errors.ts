import type { TApiError, TTranslate } from '@openportal/contract-client';
import { errorPopup, fieldErrors } from '../../shared/api/messages.ts';
import { SUPPORT_BLOCKED } from './support-gate.ts';

/** A failed support write as the form shows it: inline field errors, and one line for the rest. */
export function supportFailure(e: TApiError, t: TTranslate): { fields: Record<string, string>; message: string } {
  if (e.responseDescription === SUPPORT_BLOCKED) return { fields: {}, message: t('support.blocked') };
  const fields = fieldErrors(e, t);
  return { fields, message: Object.keys(fields).length ? '' : errorPopup(e, t).message };
}
