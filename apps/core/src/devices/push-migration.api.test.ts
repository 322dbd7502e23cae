import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, REST_CALLS } from '@openportal/contract';
import { brandsWith, login, SECRET, seedUser, startSecurityCore } from '../security/security-test-kit.ts';
import type { TestCore } from '../test-support.ts';

/** paywave moves sign-in to push softly until the end of 2099 (a copy of the brands, changed). */
const brands = brandsWith({ paywave: { pushMigration: { req: 'soft', deadline: '2099-12-31' } } });
let t: TestCore;
beforeAll(async () => {
  t = await startSecurityCore({
    BRANDS_DIR: brands.dir,
    PUSH_WAIT_MS: '0',
  });
});
afterAll(async () => {
  await t?.close();
  brands.remove();
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
