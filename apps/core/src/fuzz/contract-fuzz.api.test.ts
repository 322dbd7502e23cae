import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessesOf,
  CALLS,
  fillPath,
  methodCallUrl,
  pathParamNames,
  unsafeTextErrors,
  type Call,
} from '@openportal/contract';
import { hashPassword } from '../identity/index.ts';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { newId, sha256Hex } from '../platform/crypto.ts';
import { routePath } from '../platform/rest-routes.ts';
import { onBrand, signIn, startTestCore, type TestCore } from '../test-support.ts';
import { bodiesOf, mutate } from './schema-arbitrary.ts';

/**
 * Contract-driven fuzzing of every call core answers, on every transport and verb (method
 * calls, REST GET, POST, PUT, PATCH, DELETE): bodies generated from the call's request schema,
 * and mutations of them, sent by each caller the call admits — a personal user, a business
 * user acting for their company, an operator, or anyone. GET and DELETE carry the body as
 * their query (strings, as a browser sends them). Two counts must stay 0 for every verb:
 * answers with a 5xx, and invalid requests (by the call's own schema) answered '00'.
 */
const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
/** Cases per call, shared round-robin among the callers it admits. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

type TCaller = 'personal' | 'business' | 'operator' | 'anyone';
const auth: Partial<Record<TCaller, string>> = {};
let t: TestCore;
beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir, LOGIN_RATE_PER_MIN: '100000', STANDARD_RATE_PER_MIN: '100000' });
  await seedDemo(t.db, brandsDir);
  auth.personal = `Bearer ${(await signIn(t, demoEmail('personal', 'paywave'), DEMO_PASSWORD)).accessToken}`;
  auth.business = `Bearer ${(await signIn(t, demoEmail('business', 'paywave'), DEMO_PASSWORD)).accessToken}`;
  const admin = await t.db.query<{ id: number }>(
    `INSERT INTO admin_users (username, name, password_hash, roles) VALUES ('fuzz', 'Fuzz', $1, '{superadmin}') RETURNING id`,
    [await hashPassword('Operator-pass-1')],
  );
  const token = `adm_${newId()}`;
  await t.db.query(
    `INSERT INTO admin_sessions (token_hash, admin_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`,
    [sha256Hex(token), admin.rows[0]!.id],
  );
  auth.operator = `Bearer ${token}`;
});
afterAll(async () => t?.close());

type TVerb = 'METHOD' | 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const counts = new Map<TVerb, { requests: number; serverErrors: number; acceptedInvalid: number }>();
const findings: string[] = [];
/** Answers '00' per caller: each caller's credential really gets in. */
const accepted = new Map<TCaller, number>();
let sent = 0;

const verbOf = (call: Call): TVerb => (call.transport === 'method' ? 'METHOD' : call.verb);
const readsQuery = (call: Call) => call.transport === 'rest' && (call.verb === 'GET' || call.verb === 'DELETE');

/** A query as it arrives: every value a string (objects and arrays as their JSON). */
function asQuery(body: unknown): Record<string, string> | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body))
    if (v !== undefined) out[k] = typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
  return out;
}

function isValid(call: Call, body: unknown): boolean {
  return unsafeTextErrors(body).length === 0 && call.request.safeParse(body).success;
}

/** The callers a call admits, in the order cases go round them. */
function callersOf(call: Call): TCaller[] {
  const ways = accessesOf(call);
  const out: TCaller[] = [];
  if (ways.includes('bearer')) out.push('personal', 'business');
  if (ways.includes('admin')) out.push('operator');
  if (ways.includes('public') || out.length === 0) out.push('anyone');
  return out;
}

function urlOf(call: Call, query?: Record<string, string>): string {
  if (call.transport === 'method') return methodCallUrl('', call.method);
  const params = Object.fromEntries(pathParamNames(call.path).map((p) => [p, '1']));
  const base = fillPath(routePath(call), params);
  return query && Object.keys(query).length > 0 ? `${base}?${new URLSearchParams(query).toString()}` : base;
}

async function send(key: string, call: Call, caller: TCaller, raw: unknown) {
  const verb = verbOf(call);
  const query = readsQuery(call) ? asQuery(raw) : undefined;
  const body = readsQuery(call) ? (query ?? {}) : raw;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (auth[caller]) headers.authorization = auth[caller];
  if (call.headers.includes('Idempotency-Key')) headers['idempotency-key'] = `fuzz-${(sent += 1)}`;
  const res = await t.core.app.inject({
    method: verb === 'METHOD' ? 'POST' : verb,
    url: urlOf(call, query),
    headers: onBrand(headers),
    ...(readsQuery(call) ? {} : { payload: JSON.stringify(raw) }),
  });
  const c = counts.get(verb) ?? { requests: 0, serverErrors: 0, acceptedInvalid: 0 };
  counts.set(verb, c);
  c.requests += 1;
  // A file answer (binaryResponse) is a success; anything else is the JSON envelope.
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  const code = isJson ? (res.json() as { responseCode?: unknown }).responseCode : res.statusCode === 200 ? '00' : '-';
  const sample = `${key} as ${caller} ${JSON.stringify(raw)?.slice(0, 160)} -> ${res.statusCode} ${res.body.slice(0, 160)}`;
  if (code === '00') accepted.set(caller, (accepted.get(caller) ?? 0) + 1);
  if (res.statusCode >= 500) {
    c.serverErrors += 1;
    findings.push(`5xx: ${sample}`);
  } else if ((res.statusCode === 200 || code === '00') && !isValid(call, body)) {
    c.acceptedInvalid += 1;
    findings.push(`accepted-invalid: ${sample}`);
  }
}

/** Every call core registered; sign-outs last, so the sessions live through the rest. */
function targets(): Array<[string, Call]> {
  const list = t.core.calls.map((k): [string, Call] => [k, CALLS[k]!]);
  return [...list.filter(([k]) => !/Logout$/.test(k)), ...list.filter(([k]) => /Logout$/.test(k))];
}

describe('contract-driven fuzz', () => {
  it('no 5xx and no invalid request accepted, on every implemented call, verb and caller', async () => {
    const list = targets();
    expect(list.length).toBe(t.core.calls.length);
    for (const [key, call] of list) {
      const bodies = bodiesOf(call.request);
      const cases = fc.sample(fc.oneof(bodies, bodies.chain(mutate)), { numRuns: RUNS, seed: SEED });
      const callers = callersOf(call);
      for (const [i, b] of cases.entries()) await send(key, call, callers[i % callers.length]!, b);
    }
    for (const [verb, c] of [...counts].sort())
      console.log(
        `contract fuzz ${verb}: ${c.requests} requests; 5xx: ${c.serverErrors}; accepted-invalid: ${c.acceptedInvalid}`,
      );
    console.log(
      `contract fuzz: ${list.length} calls (seed ${SEED}, ${RUNS} cases each); answered '00' by caller: ${JSON.stringify(Object.fromEntries(accepted))}`,
    );
    expect(findings).toEqual([]);
    expect([...counts.keys()].sort()).toEqual(['DELETE', 'GET', 'METHOD', 'PATCH', 'POST', 'PUT']);
    for (const c of counts.values()) expect([c.serverErrors, c.acceptedInvalid]).toEqual([0, 0]);
    expect([...accepted.keys()].sort()).toEqual(['anyone', 'business', 'operator', 'personal']);
    expect([...counts.values()].reduce((n, c) => n + c.requests, 0)).toBe(list.length * RUNS);
  }, 300_000);
});
