import type { TValidationError } from './envelope.ts';

/**
 * Text that no call accepts in any string, key or value: NUL (PostgreSQL's text cannot hold
 * it) and lone UTF-16 surrogates (not Unicode; they cannot be stored or encoded as UTF-8).
 */
export const UNSAFE_TEXT_MESSAGE = 'Must not contain NUL characters or invalid Unicode';

// eslint-disable-next-line no-control-regex -- NUL is what this refuses
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(text: string): boolean {
  return !UNSAFE.test(text);
}

/**
 * Every string in a parsed JSON value (object keys included) that is not safe text, as
 * validation errors naming the field by its dotted path. Walks iteratively, so a deeply nested
 * body cannot overflow the stack; stops after `max` findings.
 */
export function unsafeTextErrors(value: unknown, root = '', max = 20): TValidationError[] {
  const errors: TValidationError[] = [];
  const stack: Array<[unknown, string]> = [[value, root]];
  const join = (base: string, key: string) => (base === '' ? key : `${base}.${key}`);
  while (stack.length > 0 && errors.length < max) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (!isSafeText(current)) errors.push({ field: path || '(body)', message: UNSAFE_TEXT_MESSAGE });
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, join(path, String(i))]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const safeKey = isSafeText(key) ? key : JSON.stringify(key).slice(1, -1);
        if (safeKey !== key) errors.push({ field: join(path, safeKey), message: UNSAFE_TEXT_MESSAGE });
        stack.push([item, join(path, safeKey)]);
      }
    }
  }
  return errors;
}
