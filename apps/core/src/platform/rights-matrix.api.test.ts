import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessesOf,
  CALLS,
  fillPath,
  methodCallUrl,
  pathParamNames,
  RIGHTS_GRANTING,
  type Call,
} from '@openportal/contract';
import { parseCoreConfig } from '../config.ts';
import { hashPassword } from '../identity/index.ts';
import { coreCallKeys } from '../modules.ts';
import { DEMO_PASSWORD, demoEmail, seedDemo } from '../seed/demo.ts';
import { onBrand, signIn, startTestCore, TEST_BRAND, type TestCore } from '../test-support.ts';
import { loadBrandContext, type BrandContext } from './brand-context.ts';
import { newId } from './crypto.ts';
import type { CoreModule } from './module.ts';
import { operation } from './operation.ts';
import { routePath } from './rest-routes.ts';

/**
 * The rights matrix, derived from the contract: every call a signed-in user may make, asked by
 * a user of a company holding each access-rights value (0-5). Core's own operations answer the
 * calls it implements; a probe that only says who called answers the others, so the policy
 * under test (the dispatcher's) is the same for all. Expected: 0 is ENOA; a value the call's
 * need grants (RIGHTS_GRANTING) passes the check (whatever the handler then says of an empty
 * body); any other value is 403 '13'.
 */
const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
const bearerCalls = Object.entries(CALLS).filter(([, c]) => accessesOf(c).includes('bearer'));

let t: TestCore;
let implemented: Set<string>;
let brands: BrandContext;
const tokens = new Map<number, string>();
beforeAll(async () => {
  implemented = new Set(await coreCallKeys(parseCoreConfig({})));
  brands = await loadBrandContext(brandsDir);
  const probes: CoreModule = {
    name: 'rights-probes',
    operations: bearerCalls
      .filter(([k]) => !implemented.has(k))
      .map(([, call]) => operation(call, async () => ({ responseCode: '00' }) as never, { probe: true })),
  };
  t = await startTestCore({ BRANDS_DIR: brandsDir }, { extraModules: () => [probes] });
  await seedDemo(t.db, brandsDir);
  const company = await t.db.query<{ customer_id: string }>(
    `SELECT a.customer_id FROM customer_access a JOIN users u ON u.id = a.user_id WHERE u.email = $1`,
    [demoEmail('business', TEST_BRAND)],
  );
  for (const rights of [0, 1, 2, 3, 4, 5]) {
    const userId = newId();
    const email = `rm${rights}-${userId.slice(0, 6)}@paywave.example`;
    await t.db.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, status, brand) VALUES ($1, $2, $3, 'R', 'M', 'active', $4)`,
      [userId, email, await hashPassword(DEMO_PASSWORD), TEST_BRAND],
    );
    await t.db.query(
      `INSERT INTO customer_access (user_id, customer_id, access_rights, is_primary) VALUES ($1, $2, $3, true)`,
      [userId, company.rows[0]!.customer_id, rights],
    );
    tokens.set(rights, (await signIn(t, email, DEMO_PASSWORD)).accessToken);
  }
});
afterAll(async () => t?.close());

const BOUNDARY = 'rights-matrix-boundary';
/** The smallest body the call's transport reads: an empty multipart form, or {} (none for GET/DELETE). */
function bodyOf(call: Call): { payload?: string; type?: string } {
  if (call.multipart) {
    const data = call.multipart.dataPart
      ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${call.multipart.dataPart}"\r\n\r\n{}\r\n`
      : '';
    return { payload: `${data}--${BOUNDARY}--\r\n`, type: `multipart/form-data; boundary=${BOUNDARY}` };
  }
  if (call.transport === 'rest' && (call.verb === 'GET' || call.verb === 'DELETE')) return {};
  return { payload: '{}', type: 'application/json' };
}

let client = 0;
async function ask(key: string, call: Call, rights: number) {
  const { payload, type } = bodyOf(call);
  const headers: Record<string, string> = { authorization: `Bearer ${tokens.get(rights)!}` };
  if (type) headers['content-type'] = type;
  if (call.headers.includes('Idempotency-Key')) headers['idempotency-key'] = `rm-${key}-${rights}`;
  const params = Object.fromEntries(pathParamNames(call.transport === 'rest' ? call.path : '').map((p) => [p, '1']));
  const url = call.transport === 'method' ? methodCallUrl('', call.method) : fillPath(routePath(call), params);
  // A client address per request: the rate limits count per address, and this asks hundreds of calls.
  client += 1;
  const res = await t.core.app.inject({
    method: call.transport === 'method' ? 'POST' : call.verb,
    url,
    headers: onBrand(headers),
    remoteAddress: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    ...(payload === undefined ? {} : { payload }),
  });
  const code = String(res.headers['content-type'] ?? '').includes('json')
    ? String((res.json() as { responseCode?: unknown }).responseCode)
    : 'file';
  return { status: res.statusCode, code };
}

function expected(call: Call, rights: number): string {
  if (rights === 0) return 'ENOA';
  if (call.feature && !brands.featureOn(TEST_BRAND, call.feature)) return 'IM';
  return RIGHTS_GRANTING[call.rights!].includes(rights) ? 'passes' : '13';
}

describe('rights matrix on every call a signed-in user may make', () => {
  it('covers them all, the implemented ones among them', () => {
    expect(bearerCalls.length).toBeGreaterThan(280);
    expect(bearerCalls.filter(([k]) => implemented.has(k)).length).toBeGreaterThan(40);
  });
  it.each([0, 1, 2, 3, 4, 5])('rights %i', async (rights) => {
    const wrong: string[] = [];
    for (const [key, call] of bearerCalls) {
      const want = expected(call, rights);
      const got = await ask(key, call, rights);
      const ok =
        want === 'passes'
          ? got.code !== '13' && got.code !== 'ENOA' && got.code !== 'AE' && got.status < 500
          : got.code === want && got.status === (want === 'IM' ? 404 : 403);
      if (!ok)
        wrong.push(
          `${key} (${call.rights}${implemented.has(key) ? ', core' : ''}): ${want}, got ${got.status} ${got.code}`,
        );
    }
    expect(wrong).toEqual([]);
  });
});
