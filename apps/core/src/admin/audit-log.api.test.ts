import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditRow } from '@openportal/contract';
import { adminRest, operatorSession } from './admin-test-kit.ts';
import { startTestCore, type TestCore } from '../test-support.ts';

/** The audit log: append-only, paged newest first (every domain's operator calls write it). */
const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
let t: TestCore;
let finance: string;

const rest = (verb: 'GET' | 'PUT' | 'POST', url: string, token: string | null, payload?: object) =>
  adminRest(t, verb, url, token, payload);

beforeAll(async () => {
  t = await startTestCore({ BRANDS_DIR: brandsDir });
  // Each operator's sign-in is audited: two rows to page through.
  await operatorSession(t, ['viewer']);
  finance = await operatorSession(t, ['finance'], 'fin');
});
afterAll(async () => t?.close());

describe('the audit log', () => {
  it('cannot be updated, deleted or truncated by SQL', async () => {
    const n = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM admin_audit_log');
    expect(Number(n.rows[0]!.n)).toBeGreaterThan(0);
    await expect(t.db.query(`UPDATE admin_audit_log SET action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM admin_audit_log')).rejects.toThrow(/append-only/);
    await expect(t.db.query('TRUNCATE admin_audit_log')).rejects.toThrow(/append-only/);
    const after = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM admin_audit_log');
    expect(after.rows[0]!.n).toBe(n.rows[0]!.n);
  });
  it('pages newest first', async () => {
    const page = await rest('GET', '/admin/audit-log?page=1&pageSize=1', finance);
    expect((page.body.data as TAuditRow[]).length).toBe(1);
    expect((page.body.meta as { total: number }).total).toBeGreaterThan(1);
  });
});
