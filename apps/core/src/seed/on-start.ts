import type { Db } from '@openportal/db';
import type { CoreConfig } from '../config.ts';
import { seedDemo } from './demo.ts';
import { demoAdminsNotice, seedDemoAdmins } from './demo-admins.ts';

/**
 * At start: the demo customers and the demo operators (published passwords and TOTP secrets)
 * only when SEED_DEMO asks for them, whatever the database; nothing otherwise.
 */
export async function seedOnStart(
  db: Db,
  config: Pick<CoreConfig, 'seedDemo' | 'BRANDS_DIR'>,
  log: { info(msg: string): void },
): Promise<void> {
  if (!config.seedDemo) return;
  const seeded = await seedDemo(db, config.BRANDS_DIR);
  if (seeded) log.info(`demo data created for ${seeded} brands`);
  if (await seedDemoAdmins(db)) log.info(demoAdminsNotice());
}
