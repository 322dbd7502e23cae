import { ERROR_HEADER_THRESHOLD, ERROR_MESSAGES } from '@openportal/contract';
import type { TApiError } from '@openportal/contract-client';

export type TTranslate = (key: string) => string;

const KEY_BY_MESSAGE = new Map<string, string>(Object.entries(ERROR_MESSAGES).map(([k, v]) => [v, k]));

/** A server text: a known catalogue message is translated (errors.<key>); anything else is shown as is. */
export function translateServerText(text: string, t: TTranslate): string {
  const key = KEY_BY_MESSAGE.get(text);
  return key ? t(`errors.${key}`) : text;
}

function asText(v: unknown, t: TTranslate): string | null {
  if (typeof v === 'string') return v.trim() ? translateServerText(v, t) : null;
  if (Array.isArray(v)) {
    const parts = v
      .map((x) =>
        typeof x === 'string'
          ? x
          : x && typeof x === 'object' && 'message' in x
            ? String((x as { message: unknown }).message)
            : null,
      )
      .filter((x): x is string => !!x && x.trim() !== '')
      .map((x) => translateServerText(x, t));
    return parts.length ? parts.join(', ') : null;
  }
  return null;
}

/**
 * Spec 2 §8 message choice order: validation errors, errors.error, errors, response description,
 * message, body, otherwise the translated generic error. Arrays are joined with commas.
 */
export function chooseMessage(e: TApiError, t: TTranslate): string {
  const errors = e.errors as { error?: unknown } | unknown;
  const candidates: unknown[] = [
    e.validationErrors?.map((v) => v.message),
    errors && typeof errors === 'object' && !Array.isArray(errors) ? (errors as { error?: unknown }).error : undefined,
    errors,
    e.responseDescription,
    e.message,
    e.body,
  ];
  for (const c of candidates) {
    const text = asText(c, t);
    if (text) return text;
  }
  if (e.httpStatus === 0) return t('errors.network');
  if (e.httpStatus >= 500 || e.httpStatus === 200 || e.httpStatus === 201) return t('errors.serverError');
  return t('errors.generic');
}

export interface TPopupContent {
  kind: 'success' | 'error';
  title: string;
  message: string;
}

/**
 * The response popup for a failure: header is the (translated) description; over 50 characters
 * the header is 'Error' and the description goes to the body (spec 1 §8, spec 2 §8). A screen
 * may fix its own title (activation: 'Account Activation').
 */
export function errorPopup(e: TApiError, t: TTranslate, title?: string): TPopupContent {
  const message = chooseMessage(e, t);
  if (title) return { kind: 'error', title, message };
  const description = e.responseDescription ? translateServerText(e.responseDescription, t) : '';
  if (!description || description.length > ERROR_HEADER_THRESHOLD)
    return { kind: 'error', title: t('popup.error'), message };
  return { kind: 'error', title: description, message };
}

/** Field → message, for inline errors beside inputs of forms not on react-hook-form (dialogs). */
export function fieldErrors(e: TApiError, t: TTranslate): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of e.validationErrors ?? []) {
    const msg = translateServerText(v.message, t);
    out[v.field] = out[v.field] ? `${out[v.field]}, ${msg}` : msg;
  }
  return out;
}
