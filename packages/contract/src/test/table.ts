import { expect, it } from 'vitest';
import type { z } from 'zod';

/** One line per case: [label, schema, input, expected] where expected is true (accepted) or the message the portal shows. */
export type TParseCase = readonly [label: string, schema: z.ZodType, input: unknown, expected: true | string];

export function parseTable(cases: readonly TParseCase[]): void {
  it.each(cases.map((c) => [c[0], c] as const))('%s', (_label, [, schema, input, expected]) => {
    const r = schema.safeParse(input);
    if (expected === true) {
      expect(r.error?.issues ?? []).toEqual([]);
    } else {
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => i.message)).toContain(expected);
    }
  });
}

/** One line per constant: [name, actual, the spec's value]. */
export type TValueCase = readonly [name: string, actual: unknown, spec: unknown];
export function valueTable(cases: readonly TValueCase[]): void {
  it.each(cases.map((c) => [c[0], c] as const))('%s', (_label, [, actual, spec]) => {
    expect(actual).toEqual(spec);
  });
}
