import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries from a contract schema, through zod's own JSON Schema export. Hand
 * written because no kept connector supports zod 4 (zod-fast-check stops at zod 3); it covers
 * what the contract's request schemas use. Refinements are not in JSON Schema, so some values
 * are invalid: the fuzz test asks the schema itself which ones are.
 */
type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

const LIMIT = 1e9;

function stringOf(s: TJsonSchema): fc.Arbitrary<string> {
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'uuid') return fc.uuid();
  if (s.pattern !== undefined) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).map((v) => v.slice(0, s.maxLength ?? 4000));
    } catch {
      // a pattern fast-check cannot read: plain strings below
    }
  }
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 200) });
}

function numberOf(s: TJsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(s.minimum ?? (s.exclusiveMinimum ?? -LIMIT - 1) + 1, -LIMIT);
  const max = Math.min(s.maximum ?? (s.exclusiveMaximum ?? LIMIT + 1) - 1, LIMIT);
  const small = integer ? fc.integer({ min, max: Math.min(max, min + 50) }) : fc.double({ min, max, noNaN: true });
  return fc.oneof(small, integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true }));
}

function objectOf(s: TJsonSchema): fc.Arbitrary<unknown> {
  const props = s.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(props)) model[key] = arbitraryOf(sub);
  return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
}

export function arbitraryOf(s: TJsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum !== undefined) return fc.constantFrom(...s.enum);
  const options = s.anyOf ?? s.oneOf;
  if (options !== undefined) return fc.oneof(...options.map(arbitraryOf));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return numberOf(s, true);
    case 'number':
      return numberOf(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(s.items ?? {}), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 5, 5),
      });
    case 'object':
      return objectOf(s);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Bodies shaped like a call's request: mostly valid, some not (refinements, lengths). */
export function bodiesOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  return arbitraryOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJsonSchema);
}

const BAD_STRINGS = ['', 'a\u0000b', '\uD800', 'x\uDFFF', ' ', 'x'.repeat(5000), '1e308', '-1', '0x10', '<script>'];
const BAD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -0,
  [],
  {},
  [[[]]],
  { a: { b: { c: {} } } },
  ...BAD_STRINGS,
];

/**
 * One mutation of a body: a field dropped, replaced by a wrong or hostile value, an unknown
 * field added, or the whole body swapped for something that is not an object.
 */
export function mutate(body: unknown): fc.Arbitrary<unknown> {
  const record = body !== null && typeof body === 'object' && !Array.isArray(body);
  const keys = record ? Object.keys(body as object) : [];
  const bad = fc.constantFrom(...BAD_VALUES);
  const whole = fc.constantFrom<unknown>(null, [], 'text', 42, [body]);
  const extra = fc.tuple(fc.string({ maxLength: 8 }), bad).map(([k, v]) => ({ ...(body as object), [`x${k}`]: v }));
  if (!record || keys.length === 0) return fc.oneof(whole, extra);
  const key = fc.constantFrom(...keys);
  const drop = key.map((k) => {
    const copy = { ...(body as Record<string, unknown>) };
    delete copy[k];
    return copy;
  });
  const replace = fc.tuple(key, bad).map(([k, v]) => ({ ...(body as object), [k]: v }));
  return fc.oneof(replace, replace, drop, extra, whole);
}
