import { formatMinor, type TCurrencyCode } from '@openportal/contract';
import type { Queryable } from '@openportal/db';
import { notifyEach, type TNotifyDeps } from '../platform/notifications/index.ts';

/**
 * The other customer a movement pays (kinds p2p and invoice): its `to` account is theirs. The
 * payee's users hear of it (realtime, and `notify` "money received" under their settings).
 */
export interface TPayee {
  customerId: string;
  /** Their e-mail: the counterparty reference of the payer's row, and what the payer typed. */
  email: string;
  /** The payer as the payee's notice names them (a name, or the payer's e-mail). */
  payerLabel: string;
  /** The payee's brand (the payer's: p2p stays inside one brand). */
  brand: string;
}

/** A completed movement a payee received (not a hold: the payee hears when its approval posts it). */
export interface TReceived {
  payee: TPayee;
  currency: TCurrencyCode;
  /** What arrived, in the payee's currency. */
  minor: bigint;
  transactionId: string;
}

/**
 * "Money received" to the payees of a batch's new completed movements, one notice per
 * (payee, payer, currency) with the amounts added up, so a mass payment of many rows to one
 * person is one notice; the payees' users as the caller read them (`completion.ts`), and one
 * `notifyEach` for all the notices (one reader query, one outbox statement a channel).
 */
export async function tellPayees(
  tx: Queryable,
  sink: TNotifyDeps,
  received: readonly TReceived[],
  audience: ReadonlyMap<string, readonly string[]>,
): Promise<void> {
  const notices = new Map<string, TReceived>();
  for (const r of received) {
    const key = `${r.payee.customerId}\n${r.payee.payerLabel}\n${r.currency}`;
    const seen = notices.get(key);
    notices.set(key, seen ? { ...seen, minor: seen.minor + r.minor } : r);
  }
  await notifyEach(
    tx,
    sink,
    'moneyReceived',
    [...notices.values()].flatMap((v) => {
      const userIds = audience.get(v.payee.customerId) ?? [];
      if (userIds.length === 0) return [];
      return [
        {
          audience: { userIds, brand: v.payee.brand },
          data: {
            amount: `${formatMinor(v.minor, v.currency)} ${v.currency}`,
            from: v.payee.payerLabel,
            params: { transactionId: v.transactionId },
          },
        },
      ];
    }),
  );
}
