import { ZRealtimeDelivery, type TRealtimeDelivery } from '@openportal/contract';
import type { Db, ListenState, Queryable } from '@openportal/db';
import type { RealtimeHub } from './hub.ts';

/** The PostgreSQL channel every core replica listens on. */
export const REALTIME_CHANNEL = 'op_realtime';
/** NOTIFY payloads must stay under 8000 bytes: a delivery to many users is split. */
const PAYLOAD_MAX_BYTES = 7_000;

/**
 * Realtime across replicas: the outbox dispatcher of whichever replica claims a row NOTIFYs
 * it in its own transaction; every replica LISTENs and hands it to the gateways on its SSE
 * stream. So a tab gets its events whichever core replica its gateway streams from.
 */
export async function notifyDelivery(delivery: TRealtimeDelivery, tx: Queryable): Promise<void> {
  for (const part of split(delivery))
    await tx.query('SELECT pg_notify($1, $2)', [REALTIME_CHANNEL, JSON.stringify(part)]);
}

/** `onState`: the LISTEN went down or came back (it retries until stopped; /health reports it). */
export function listenForDeliveries(
  db: Db,
  hub: RealtimeHub,
  onBad: (error: unknown) => void,
  onState?: (state: ListenState) => void,
) {
  return db.listen(
    REALTIME_CHANNEL,
    (payload) => {
      try {
        hub.publish(ZRealtimeDelivery.parse(JSON.parse(payload)));
      } catch (error) {
        onBad(error);
      }
    },
    onState,
  );
}

/** Halves the longer address list; the other list goes with the first half only (never twice). */
function split(delivery: TRealtimeDelivery): TRealtimeDelivery[] {
  if (Buffer.byteLength(JSON.stringify(delivery)) <= PAYLOAD_MAX_BYTES) return [delivery];
  const { userIds, waitIds = [] } = delivery;
  if (Math.max(userIds.length, waitIds.length) < 2) throw new RangeError('realtime event too large to notify');
  if (userIds.length >= waitIds.length) {
    const half = Math.ceil(userIds.length / 2);
    return [
      ...split({ ...delivery, userIds: userIds.slice(0, half) }),
      ...split({ ...delivery, userIds: userIds.slice(half), waitIds: [] }),
    ];
  }
  const half = Math.ceil(waitIds.length / 2);
  return [
    ...split({ ...delivery, waitIds: waitIds.slice(0, half) }),
    ...split({ ...delivery, userIds: [], waitIds: waitIds.slice(half) }),
  ];
}
