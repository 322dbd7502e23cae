import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_STATUSES } from '@openportal/contract';
import type { Outbox } from '../jobs/index.ts';
import { applyFor, cardRow, setStatus, startCardsWorld, type TCardsWorld } from './cards-test-kit.ts';
import { cardLifecycleJobs, runCardLifecycle } from './lifecycle.ts';

let w: TCardsWorld;
let physical: number;
let virtual: number;
const events: unknown[] = [];
const outbox: Outbox = { add: async (_tx, _kind, payloads) => void events.push(...payloads) };
const later = (s: number) => new Date(Date.now() + s * 1000);
const statusOf = async (accountId: number) => Number((await cardRow(w.t, accountId))!.status_id);

beforeAll(async () => {
  w = await startCardsWorld();
  await w.t.db.query(
    `INSERT INTO customer_addresses (customer_id, address_type, address1, city, postal_code, country_code)
     VALUES ($1, 1, '1 Test Street', 'London', 'E1 1AA', 'GB')`,
    [w.me.customerId],
  );
  physical = await applyFor(w.t, w.me, 2016);
  virtual = await applyFor(w.t, w.me, 2006);
});
afterAll(async () => w?.t.close());

describe('the card lifecycle job', () => {
  it('leaves a physical card in its status before its step is due', async () => {
    expect(await runCardLifecycle(w.t.db, outbox, new Date(), { stepAfterS: 3600 })).toEqual([]);
    expect(await statusOf(physical)).toBe(CARD_STATUSES.submitted);
  });

  it('moves a physical card one step per run: Submitted -> Printing -> Printed -> Shipped, never a virtual one', async () => {
    const seen: number[] = [];
    for (let run = 1; run <= 4; run++) {
      const moved = await runCardLifecycle(w.t.db, outbox, later(run * 120));
      expect(moved.map((m) => m.accountId)).toEqual(run <= 3 ? [physical] : []);
      seen.push(await statusOf(physical));
    }
    const { printing, printed, shipped, submitted } = CARD_STATUSES;
    expect(seen).toEqual([printing, printed, shipped, shipped]);
    expect(await statusOf(virtual)).toBe(submitted);
    // Every open tab heard each change.
    expect(events.filter((e) => JSON.stringify(e).includes(String(physical)))).toHaveLength(3);
    const history = await w.t.db.query<{ status_id: number }>(
      'SELECT status_id FROM card_status_events WHERE account_id = $1 ORDER BY id',
      [physical],
    );
    expect(history.rows.map((r) => r.status_id)).toEqual([submitted, printing, printed, shipped]);
  });

  it('expires an active card after its expiry month (38), not a paused one, and not before', async () => {
    await setStatus(w.t, virtual, CARD_STATUSES.active);
    const row = (await cardRow(w.t, virtual))!;
    const firstAfter = new Date(Date.UTC(Number(row.expiry_year), Number(row.expiry_month), 1));
    expect(await runCardLifecycle(w.t.db, outbox, new Date(firstAfter.getTime() - 1000))).toEqual([]);
    expect(await statusOf(virtual)).toBe(CARD_STATUSES.active);
    await setStatus(w.t, physical, CARD_STATUSES.paused);
    const moved = await runCardLifecycle(w.t.db, outbox, firstAfter);
    expect(moved.map((m) => m.accountId)).toEqual([virtual]);
    expect(await statusOf(virtual)).toBe(CARD_STATUSES.expired);
    expect(await statusOf(physical)).toBe(CARD_STATUSES.paused);
  });

  it('is a recurring job of the runner, every minute', () => {
    const [job] = cardLifecycleJobs(outbox);
    expect(job).toMatchObject({ name: 'card-lifecycle', cron: '* * * * *' });
  });
});
