import { z } from 'zod';
import { RESPONSE_CODE_LIST } from './errors.ts';

export const ZResponseCode = z.enum(RESPONSE_CODE_LIST as [string, ...string[]]);

export const ZValidationError = z.object({ field: z.string(), message: z.string() });
export type TValidationError = z.infer<typeof ZValidationError>;

/** Every method-call and REST answer carries these fields beside its own (spec 1 §8). */
export const ZEnvelope = z.object({
  responseCode: ZResponseCode,
  responseDescription: z.string().optional(),
  validationErrors: z.array(ZValidationError).optional(),
});
export type TEnvelope = z.infer<typeof ZEnvelope>;

/** A success answer: envelope with '00' plus the call's own fields. */
export function success<T extends z.ZodRawShape>(shape: T) {
  return ZEnvelope.extend({ responseCode: z.literal('00') }).extend(shape);
}

/** zod's generic text for a missing field, shown to people as 'Required'. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  return issue.code === 'invalid_type' && / received undefined$/.test(issue.message) ? 'Required' : issue.message;
}

/** Turns zod issues into the envelope's validationErrors (field path joined by dots). */
export function toValidationErrors(issues: readonly z.core.$ZodIssue[]): TValidationError[] {
  return issues.map((i) => ({ field: i.path.map(String).join('.') || '(body)', message: issueMessage(i) }));
}

/**
 * Fields the method-call body carries beside the payload (spec 1 §7): the method name, and for
 * user calls fromEmail or authSecret, and fromCustomerId for business. `lang` is payload: only
 * the dictionary calls take it, and their schemas declare it.
 */
export const METHOD_BODY_FIELDS = ['method', 'fromEmail', 'authSecret', 'fromCustomerId'] as const;
export const ZMethodBodyFields = z.object({
  method: z.string().max(100).optional(),
  fromEmail: z.email().max(254).optional(),
  authSecret: z.string().min(16).max(256).optional(),
  fromCustomerId: z.string().max(64).optional(),
});
export type TMethodBodyFields = z.infer<typeof ZMethodBodyFields>;

/** Splits a method-call body into its transport fields and the payload the call's schema parses. */
export function splitMethodBody(body: Record<string, unknown>): {
  fields: Record<string, unknown>;
  payload: Record<string, unknown>;
} {
  const fields: Record<string, unknown> = {};
  const payload: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body))
    ((METHOD_BODY_FIELDS as readonly string[]).includes(k) ? fields : payload)[k] = v;
  return { fields, payload };
}
