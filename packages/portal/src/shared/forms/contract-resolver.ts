import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { Call } from '@openportal/contract';
import type { TCallRequest } from '../api/types.ts';
import { translateServerText, type TTranslate } from '../api/messages.ts';

/**
 * Contract schema messages (English, written once in contract) → i18n keys of the screen's
 * namespace. What is not in the table goes through the server catalogue (errors.*), then stays.
 */
export type TMessageKeys = Readonly<Record<string, string>>;

/** Messages for issues the schema gives no text of its own (missing value, wrong type, ...). */
function issueMessage(iss: { code: string; input?: unknown }, t: TTranslate): string {
  return iss.input === undefined || iss.input === '' ? t('common.required') : t('common.invalid');
}

function localise(errors: FieldErrors, keys: TMessageKeys, t: TTranslate): void {
  for (const e of Object.values(errors)) {
    if (!e || typeof e !== 'object') continue;
    if (typeof e.message === 'string') {
      const key = keys[e.message];
      e.message = key ? t(key) : translateServerText(e.message, t);
    } else localise(e as FieldErrors, keys, t);
  }
}

/**
 * react-hook-form validation by the call's own request schema (`zodResolver(call.request)`), with
 * every message in the language shown: the schema's texts through `keys`, the rest by issue kind.
 * The form's values are the wire request, so what passes is what is sent.
 */
export function contractResolver<C extends Call>(
  call: C,
  t: TTranslate,
  keys: TMessageKeys = {},
): Resolver<TCallRequest<C> & FieldValues> {
  const base = zodResolver(call.request as never, { error: (iss) => issueMessage(iss, t) }) as unknown as Resolver<
    TCallRequest<C> & FieldValues
  >;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    localise(result.errors, keys, t);
    return result;
  };
}
