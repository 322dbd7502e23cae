import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_CALLS } from '@openportal/contract';
import { hashPassword } from '../identity/index.ts';
import { newId, sha256Hex } from '../platform/crypto.ts';
import { startTestCore, type TestCore } from '../test-support.ts';
import { REFUSED_ACTION } from './audit.ts';

/** An operator's refused calls leave an audit row: who, which call, why. */
const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
let t: TestCore;
const operators: Record<string, { id: number; token: string }> = {};

async function operator(username: string, roles: string[]) {
  const row = await t.db.query<{ id: number }>(
    `INSERT INTO admin_users (username, name, password_hash, roles) VALUES ($1, $1, $2, $3::text[]) RETURNING id`,
    [username, await hashPassword('Operator-pass-1'), roles],
  );
  const token = `adm_${newId()}`;
  await t.db.query(
    `INSERT INTO admin_sessions (token_hash, admin_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`,
    [sha256Hex(token), row.rows[0]!.id],
  );
  operators[username] = { id: row.rows[0]!.id, token };
}

beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  await operator('viewer1', ['viewer']);
  await operator('finance1', ['finance']);
});
afterAll(async () => t?.close());

async function put(username: string, url: string, payload: object) {
  const res = await t.core.app.inject({
    method: 'PUT',
    url,
    headers: { authorization: `Bearer ${operators[username]!.token}` },
    payload,
  });
  return { status: res.statusCode, code: (res.json() as { responseCode: string }).responseCode };
}
async function get(username: string, url: string) {
  const res = await t.core.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${operators[username]!.token}` },
  });
  return { status: res.statusCode, code: (res.json() as { responseCode: string }).responseCode };
}

const refusals = async () =>
  (
    await t.db.query<{ admin_id: number; target: string; after: Record<string, unknown>; ip: string | null }>(
      `SELECT admin_id, target, after, ip FROM admin_audit_log WHERE action = $1 ORDER BY id`,
      [REFUSED_ACTION],
    )
  ).rows;

describe('refused operator calls', () => {
  it('records the operator, the call and why: a role that may not make it, a bad input, a refusal of the handler', async () => {
    const rate = { baseCurrency: 'USD', quoteCurrency: 'EUR', rate: '0.9' };
    expect(await put('viewer1', REST_CALLS.adminFxRateUpdate.path, rate)).toEqual({ status: 403, code: '13' });
    expect(await put('finance1', REST_CALLS.adminFxRateUpdate.path, { rate: 'lots' })).toMatchObject({
      code: 'VF',
    });
    expect((await get('viewer1', '/admin/customers/nobody')).status).toBe(404);
    const rows = await refusals();
    expect(rows.map((r) => [r.admin_id, r.target, r.after.code])).toEqual([
      [operators.viewer1!.id, 'adminFxRateUpdate', '13'],
      [operators.finance1!.id, 'adminFxRateUpdate', 'VF'],
      [operators.viewer1!.id, 'adminCustomerGet', expect.any(String)],
    ]);
    expect(rows[0]!.after.message).toBe('accessDenied');
    expect(rows[1]!.after.fields).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(rows[0]!.ip).toBeTruthy();
  });
  it('records nothing for an allowed call, nor for a caller who is no operator', async () => {
    const before = (await refusals()).length;
    expect((await get('viewer1', REST_CALLS.adminFxRateList.path)).status).toBe(200);
    const forged = await t.core.app.inject({
      method: 'GET',
      url: REST_CALLS.adminFxRateList.path,
      headers: { authorization: `Bearer adm_${newId()}` },
    });
    expect(forged.statusCode).toBe(401);
    expect((await refusals()).length).toBe(before);
  });
});
