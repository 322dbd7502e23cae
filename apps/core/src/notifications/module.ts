import type { Db } from '@openportal/db';
import { loadOperations, type CoreModule } from '../platform/module.ts';

export interface NotificationsDeps {
  db: Db;
  /** The brands served (the editor publishes to one of them). */
  brands: ReadonlySet<string>;
}

/**
 * Announcements (spec 2 §2 news, §7): what a brand publishes to its customers, read and, where
 * it asks for it, accepted or declined by each user. (The notices core sends users are
 * platform/notifications' notify().)
 */
export async function notificationsModule(deps: NotificationsDeps): Promise<CoreModule> {
  return { name: 'notifications', operations: await loadOperations(new URL('./operations/', import.meta.url), deps) };
}
