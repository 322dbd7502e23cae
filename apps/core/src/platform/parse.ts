import type { z } from 'zod';
import { toValidationErrors, unsafeTextErrors } from '@openportal/contract';
import { AppError } from './app-error.ts';

/**
 * Parses with a contract schema; failure is VF with the field-level validationErrors. Every
 * string anywhere in the value is first checked for text no call accepts (NUL, lone
 * surrogates), so no schema has to remember it and PostgreSQL never sees it.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new AppError('TA1', 'invalidParams', {
      validationErrors: [{ field: '(body)', message: 'Body must be a JSON object' }],
    });
  }
  const unsafe = unsafeTextErrors(value);
  if (unsafe.length > 0) throw new AppError('VF', 'validationFailed', { validationErrors: unsafe });
  const r = schema.safeParse(value);
  if (!r.success)
    throw new AppError('VF', 'validationFailed', { validationErrors: toValidationErrors(r.error.issues) });
  return r.data;
}
