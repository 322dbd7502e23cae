import type { z } from 'zod';
import { toValidationErrors } from '@openportal/contract';
import { AppError } from './app-error.ts';

/** Parses with a contract schema; failure is VF with the field-level validationErrors. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new AppError('TA1', 'invalidParams', {
      validationErrors: [{ field: '(body)', message: 'Body must be a JSON object' }],
    });
  }
  const r = schema.safeParse(value);
  if (!r.success)
    throw new AppError('VF', 'validationFailed', { validationErrors: toValidationErrors(r.error.issues) });
  return r.data;
}
