import type { Db } from '@openportal/db';
import type { PushMessage } from '../jobs/index.ts';
import type { RealtimePublisher } from '../realtime/publisher.ts';
import { devicesOf, pushTo } from './data.ts';

/**
 * The push job (the stand-in push service of one machine): the message is stored for every
 * approved linked device of the users (their device page lists it) and each user's streams hear
 * DeviceStateChanged 'pushReceived', so an open device page shows it at once. A user without an
 * approved device gets nothing. Run at least once: a repeat stores the push again.
 */
export async function sendPush(message: PushMessage, db: Db, realtime: RealtimePublisher): Promise<void> {
  const devices = await devicesOf(db, message.userIds, true);
  await pushTo(
    db,
    devices.map((d) => d.id),
    { title: message.title, body: message.body, data: message.data },
  );
  // pushTo committed: the device pages may hear of it now.
  realtime.publish([{ userIds: message.userIds, event: { type: 'DeviceStateChanged', reason: 'pushReceived' } }]);
}
