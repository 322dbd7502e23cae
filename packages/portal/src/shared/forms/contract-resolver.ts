import { zodResolver } from '@hookform/resolvers/zod';
import { get, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { Call } from '@openportal/contract';
import type { TCallRequest, TMessageKeys } from '@openportal/contract-client';
import type { TTranslate } from '../api/messages.ts';
import { localiseMessage } from './localise.ts';

/** Messages for issues the schema gives no text of its own (missing value, wrong type, ...). */
function issueMessage(iss: { code: string; input?: unknown }, t: TTranslate): string {
  return iss.input === undefined || iss.input === '' ? t('common.required') : t('common.invalid');
}

/**
 * An empty text is an absent value, as on the wire (the api client drops empty values): an
 * optional field left empty passes, and a required one says "required" rather than the schema's
 * text for a wrong value ("must be a valid e-mail address").
 */
function withoutEmpty(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== '')
      .map(([k, v]) => [k, withoutEmpty(v)]),
  );
}

function localise(errors: FieldErrors, values: unknown, keys: TMessageKeys, t: TTranslate, path = ''): void {
  for (const [name, e] of Object.entries(errors)) {
    if (!e || typeof e !== 'object') continue;
    const at = path ? `${path}.${name}` : name;
    if (typeof e.message === 'string')
      e.message = get(values, at) === undefined ? t('common.required') : localiseMessage(e.message, keys, t);
    else localise(e as FieldErrors, values, keys, t, at);
  }
}

/**
 * react-hook-form validation by the call's own request schema (`zodResolver(call.request)`), with
 * every message in the language shown: the schema's texts through `keys`, a missing value as
 * `common.required`, the rest by issue kind. What passes is the parsed wire request, so what
 * passes is what is sent. `TForm` is the form's values when they are looser than the request
 * (an empty select, an unticked box).
 */
export function contractResolver<C extends Call, TForm extends FieldValues = TCallRequest<C> & FieldValues>(
  call: C,
  t: TTranslate,
  keys: TMessageKeys = {},
): Resolver<TForm, unknown, TCallRequest<C>> {
  const base = zodResolver(call.request as never, { error: (iss) => issueMessage(iss, t) }) as unknown as Resolver<
    FieldValues,
    unknown,
    TCallRequest<C>
  >;
  return async (values, context, options) => {
    const present = withoutEmpty(values) as FieldValues;
    const result = await base(present, context, options as never);
    localise(result.errors, present, keys, t);
    return result as Awaited<ReturnType<Resolver<TForm, unknown, TCallRequest<C>>>>;
  };
}
