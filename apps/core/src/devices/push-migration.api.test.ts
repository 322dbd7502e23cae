import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, REST_CALLS } from '@openportal/contract';
import { brandsDir, login, seedUser } from '../security/security-test-kit.ts';
import { startTestCore, type TestCore } from '../test-support.ts';

/** paywave moves sign-in to push softly until the end of 2099 (a copy of the brands, changed). */
const SECRET = 'security-tests-secret-0123456789';
const dir = mkdtempSync(path.join(tmpdir(), 'op-brands-'));
let t: TestCore;
beforeAll(async () => {
  cpSync(brandsDir, dir, { recursive: true });
  const file = path.join(dir, 'paywave', 'brand.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...manifest, pushMigration: { req: 'soft', deadline: '2099-12-31' } }));
  t = await startTestCore({
    BRANDS_DIR: dir,
    TEST_SEEDING: 'true',
    INTERNAL_SECRET: SECRET,
    LOGIN_RATE_PER_MIN: '1000',
    PUSH_WAIT_MS: '0',
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const internal = { 'x-internal-secret': SECRET, 'x-brand': 'paywave' };
type TMigration = { req: string; daysLeft?: number; strat: string; devices: Array<{ name: string }> };

describe('push migration at sign-in (spec 1 §4)', () => {
  it('asks a user without a device to enable push, with the days left', async () => {
    const u = await seedUser(t);
    const answer = await login(t, u);
    expect(answer.status).toBe(200);
    const migration = answer.body.migration as unknown as TMigration;
    expect(migration).toMatchObject({ req: 'soft', strat: 'enable', devices: [] });
    expect(migration.daysLeft).toBeGreaterThan(365);
    expect(answer.body.authFlow).toBe('simple');
  });

  it('asks a user with an approved device to migrate, and nothing once sign-in is push', async () => {
    const u = await seedUser(t);
    const made = await t.core.app.inject({
      method: 'POST',
      url: fillPath(REST_CALLS.internalUserDeviceCreate.path, { userId: u.userId }),
      headers: internal,
      payload: { name: 'Phone', type: 'android' },
    });
    const deviceId = (made.json() as { device: { id: string } }).device.id;
    // Not approved yet: it cannot decide, so the user still has to enable.
    expect((await login(t, u)).body.migration).toMatchObject({ strat: 'enable' });
    await t.db.query('UPDATE devices SET approved_at = now() WHERE id = $1', [deviceId]);
    const migrate = (await login(t, u)).body.migration as unknown as TMigration;
    expect(migrate).toMatchObject({ req: 'soft', strat: 'migrate' });
    expect(migrate.devices.map((d) => d.name)).toEqual(['Phone']);
    await t.db.query(`UPDATE users SET two_step_login = 'push' WHERE id = $1`, [u.userId]);
    const moved = await login(t, u);
    expect(moved.body.migration).toBeUndefined();
    expect(moved.body.authFlow).toBe('push');
  });
});
