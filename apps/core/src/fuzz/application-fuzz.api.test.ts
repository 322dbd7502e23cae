import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsafeTextErrors, ZApplicationDraft, ZApplicationUpdate } from '@openportal/contract';
import { adminRest, operatorSession } from '../admin/admin-test-kit.ts';
import { applicant, fullApplication, rest } from '../applications/application-test-kit.ts';
import { startSecurityCore } from '../security/security-test-kit.ts';
import type { TestCore } from '../test-support.ts';
import { arbitraryOf } from './schema-arbitrary.ts';

/**
 * Field by field fuzz of the merchant-account application body (issue 23): every field the
 * contract's body schema names, at every depth (a list's first item), gets generated values of
 * its own schema and arbitrary ones, alone in a draft (BASIC) and inside a complete body
 * (FULL), saved by the applicant and by an operator. No 5xx, and nothing saved that the
 * contract's schema refuses.
 */
type TSchema = Parameters<typeof arbitraryOf>[0] & { additionalProperties?: unknown };
const CASES = Number(process.env.APPLICATION_FUZZ_CASES ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);

/** Every field path of the body schema with its own schema (`websites.0.url`). */
function fieldsOf(s: TSchema, path: Array<string | number> = []): Array<[Array<string | number>, TSchema]> {
  const inner = s.anyOf?.find((x) => x.type !== 'null') ?? s;
  const here: Array<[Array<string | number>, TSchema]> = path.length ? [[path, s]] : [];
  if (inner.properties)
    return [...here, ...Object.entries(inner.properties).flatMap(([k, v]) => fieldsOf(v as TSchema, [...path, k]))];
  if (inner.items && (inner.items as TSchema).properties)
    return [...here, ...fieldsOf(inner.items as TSchema, [...path, 0])];
  return here;
}

/** `body` with `value` at `path`, creating the objects and lists on the way. */
function setAt(body: unknown, path: Array<string | number>, value: unknown): unknown {
  const copy = structuredClone(body ?? {}) as Record<string | number, unknown>;
  let at = copy;
  path.forEach((p, i) => {
    if (i === path.length - 1) return void (at[p] = value);
    const next = path[i + 1];
    if (at[p] === null || typeof at[p] !== 'object') at[p] = typeof next === 'number' ? [] : {};
    at = at[p] as Record<string | number, unknown>;
  });
  return copy;
}

let t: TestCore;
let compliance: string;
beforeAll(async () => {
  t = await startSecurityCore();
  compliance = await operatorSession(t, ['compliance']);
});
afterAll(async () => t?.close());

describe('application body fuzz, every field (BASIC and FULL)', () => {
  it('no 5xx and no invalid body saved, by the applicant and by an operator', async () => {
    const schema = z.toJSONSchema(ZApplicationDraft, { io: 'input', unrepresentable: 'any' }) as TSchema;
    const fields = fieldsOf(schema);
    expect(fields.length).toBeGreaterThan(60);
    const a = await applicant(t);
    const draft = ((await rest(t, 'POST', '/acquiring-admin/application', a.headers)).body.data as { id: number }).id;
    const review = ((await rest(t, 'POST', '/acquiring-admin/application', a.headers)).body.data as { id: number }).id;
    await rest(t, 'PUT', `/acquiring-admin/application/${review}`, a.headers, {
      validationType: 'FULL',
      data: fullApplication(),
    });
    expect((await rest(t, 'POST', `/acquiring-admin/application/${review}`, a.headers)).status).toBe(200);
    const findings: string[] = [];
    let sent = 0;
    let saved = 0;
    for (const [path, own] of fields) {
      const values = fc.sample(fc.oneof(arbitraryOf(own), fc.anything()), { numRuns: CASES, seed: SEED + sent });
      for (const [i, value] of values.entries()) {
        const full = i % 2 === 1;
        const body = {
          validationType: full ? 'FULL' : 'BASIC',
          data: setAt(full ? fullApplication() : {}, path, value),
        };
        const byOperator = i % 3 === 2;
        const r = byOperator
          ? await adminRest(t, 'POST', `/admin/application/${review}`, compliance, body)
          : await rest(t, 'PUT', `/acquiring-admin/application/${draft}`, a.headers, body);
        sent += 1;
        const valid = ZApplicationUpdate.safeParse(body).success && unsafeTextErrors(body).length === 0;
        const sample = `${path.join('.')} ${full ? 'FULL' : 'BASIC'} ${JSON.stringify(value)?.slice(0, 80)} -> ${r.status}`;
        if (r.status >= 500) findings.push(`5xx: ${sample}`);
        else if (r.body.responseCode === '00') {
          saved += 1;
          if (!valid) findings.push(`accepted-invalid: ${sample}`);
        }
      }
    }
    console.log(`application fuzz: ${fields.length} fields, ${sent} saves, ${saved} accepted (seed ${SEED})`);
    expect(findings).toEqual([]);
    expect(saved).toBeGreaterThan(0);
    expect(sent).toBe(fields.length * CASES);
  }, 600_000);
});
