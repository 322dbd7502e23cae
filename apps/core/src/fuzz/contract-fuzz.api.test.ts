import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METHOD_CALLS, REST_CALLS, methodCallUrl, unsafeTextErrors, type Call } from '@openportal/contract';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { routePath } from '../platform/rest-routes.ts';
import { onBrand, signIn, startTestCore, type TestCore } from '../test-support.ts';
import { bodiesOf, mutate } from './schema-arbitrary.ts';

/**
 * Contract-driven fuzzing of every call core answers: bodies generated from the call's request
 * schema, and mutations of them, sent as a signed-in customer. Two counts must stay 0: answers
 * with a 5xx, and invalid bodies (by the call's own schema) answered '00'.
 */
const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

let t: TestCore;
let bearer: string;
beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir, LOGIN_RATE_PER_MIN: '100000' });
  await seedDemo(t.db, brandsDir);
  bearer = `Bearer ${(await signIn(t, demoEmail('personal', 'paywave'), DEMO_PASSWORD)).accessToken}`;
});
afterAll(async () => t?.close());

const counts = { requests: 0, serverErrors: 0, acceptedInvalid: 0 };
const findings: string[] = [];

function isValid(call: Call, body: unknown): boolean {
  return unsafeTextErrors(body).length === 0 && call.request.safeParse(body).success;
}

async function send(name: string, url: string, call: Call, body: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (call.access !== 'public') headers.authorization = bearer;
  if (call.headers.includes('Idempotency-Key')) headers['idempotency-key'] = `fuzz-${counts.requests}`;
  const res = await t.core.app.inject({
    method: 'POST',
    url,
    headers: onBrand(headers),
    payload: JSON.stringify(body),
  });
  counts.requests += 1;
  // A file answer (binaryResponse) is a success; anything else is the JSON envelope.
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  const code = isJson
    ? (res.json() as { responseCode?: unknown }).responseCode
    : res.statusCode === 200
      ? '00'
      : 'none';
  const sample = `${name} ${JSON.stringify(body).slice(0, 160)} -> ${res.statusCode} ${res.body.slice(0, 160)}`;
  if (res.statusCode >= 500) {
    counts.serverErrors += 1;
    findings.push(`5xx: ${sample}`);
  } else if ((res.statusCode === 200 || code === '00') && !isValid(call, body)) {
    counts.acceptedInvalid += 1;
    findings.push(`accepted-invalid: ${sample}`);
  }
}

/** Every call core registered, method calls and the token service's POST routes. */
function targets(): Array<[string, string, Call]> {
  const methods = t.core.methods.map((m): [string, string, Call] => [
    m,
    methodCallUrl('', m),
    METHOD_CALLS[m as keyof typeof METHOD_CALLS],
  ]);
  const rest = Object.entries(REST_CALLS)
    .filter(([, c]) => c.verb === 'POST' && t.core.app.hasRoute({ method: 'POST', url: routePath(c) }))
    .map(([k, c]): [string, string, Call] => [k, c.path.replace(/\{\w+\}/g, 'fuzz-1'), c]);
  return [...methods, ...rest];
}

describe('contract-driven fuzz', () => {
  it('no 5xx and no invalid body accepted, on every implemented call', async () => {
    const list = targets();
    // Every method, and the POST routes: the token service's login, token, refresh, logout among them.
    expect(list.slice(0, t.core.methods.length).map(([n]) => n)).toEqual(t.core.methods);
    expect(list.map(([n]) => n)).toEqual(
      expect.arrayContaining(['authLogin', 'authToken', 'authRefresh', 'authLogout']),
    );
    for (const [name, url, call] of list) {
      const bodies = bodiesOf(call.request);
      const cases = fc.sample(
        fc.oneof(
          bodies.map((b) => ({ b })),
          bodies.chain(mutate).map((b) => ({ b })),
        ),
        { numRuns: RUNS, seed: SEED },
      );
      for (const { b } of cases) await send(name, url, call, b);
    }
    console.log(
      `contract fuzz: ${list.length} calls, ${counts.requests} requests (seed ${SEED}); 5xx: ${counts.serverErrors}; accepted-invalid: ${counts.acceptedInvalid}`,
    );
    expect(findings).toEqual([]);
    expect(counts.requests).toBe(list.length * RUNS);
  }, 300_000);
});
