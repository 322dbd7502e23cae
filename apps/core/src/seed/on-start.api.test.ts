import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCoreConfig } from '../config.ts';
import { startTestCore, type TestCore } from '../test-support.ts';
import { DEMO_ADMINS } from './demo-admins.ts';
import { seedOnStart } from './on-start.ts';

const brandsDir = new URL('../../../../brands', import.meta.url).pathname;
const quiet = { info: () => undefined };
let t: TestCore;
beforeAll(async () => {
  t = await startTestCore();
});
afterAll(async () => t.close());

const count = async (table: 'admin_users' | 'users') =>
  Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);

describe('seeding at start', () => {
  it('adds no demo operator or customer to a fresh embedded database by default', async () => {
    await seedOnStart(t.db, parseCoreConfig({ BRANDS_DIR: brandsDir }), quiet);
    expect(await count('admin_users')).toBe(0);
    expect(await count('users')).toBe(0);
  });

  it('adds the demo operators and customers when SEED_DEMO asks for them', async () => {
    await seedOnStart(t.db, parseCoreConfig({ BRANDS_DIR: brandsDir, SEED_DEMO: 'true' }), quiet);
    expect(await count('admin_users')).toBe(DEMO_ADMINS.length);
    expect(await count('users')).toBeGreaterThan(0);
  });
});
