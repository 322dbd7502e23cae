import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '@openportal/db';
import { openTestDb } from '../jobs/test-db.ts';
import type { AppError } from './app-error.ts';
import { checkGroupCommitOptions, createGroupCommit, eachInSavepoint, type TItemOutcome } from './group-commit.ts';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
  await db.exec('CREATE TABLE gc_rows (tag text NOT NULL, n int NOT NULL CHECK (n >= 0))');
});
afterAll(async () => close());

const rows = async (tag: string) =>
  (await db.query<{ n: number }>('SELECT n FROM gc_rows WHERE tag = $1 ORDER BY n', [tag])).rows.map((r) => r.n);

/** Writes every item in one statement; an odd item is refused (its own outcome), a negative one breaks the batch. */
async function setBased(tx: Queryable, tag: string, items: readonly number[]): Promise<TItemOutcome<number>[]> {
  const kept = items.filter((n) => n % 2 === 0 || n < 0);
  await tx.query('INSERT INTO gc_rows (tag, n) SELECT $1, unnest($2::int[])', [tag, kept]);
  return items.map((n) => (n % 2 === 0 ? { ok: true, value: n * 10 } : { ok: false, error: new Error(`odd ${n}`) }));
}

describe('group commit', () => {
  it('writes concurrent requests in one transaction; each gets its own outcome after commit', async () => {
    const gc = createGroupCommit(db, { windowMs: 5, maxBatch: 100, lanes: 2 }, (tx, items: readonly number[]) =>
      setBased(tx, 'one', items),
    );
    const settled = await Promise.allSettled([0, 1, 2, 3, 4].map((n) => gc.submit(n)));
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : String(s.reason)))).toEqual([
      0,
      'Error: odd 1',
      20,
      'Error: odd 3',
      40,
    ]);
    expect(gc.stats()).toMatchObject({ batches: 1, items: 5, fallbacks: 0 });
    expect(await rows('one')).toEqual([0, 2, 4]);
  });

  it('keeps batches within maxBatch', async () => {
    const gc = createGroupCommit(db, { windowMs: 5, maxBatch: 3, lanes: 1 }, (tx, items: readonly number[]) =>
      setBased(tx, 'max', items),
    );
    await Promise.all([0, 2, 4, 6, 8, 10, 12].map((n) => gc.submit(n)));
    expect(gc.stats()).toMatchObject({ batches: 3, items: 7 });
    expect(await rows('max')).toEqual([0, 2, 4, 6, 8, 10, 12]);
  });

  it('writes a failing batch again item by item: only the bad request fails, nothing of the batch stays', async () => {
    const gc = createGroupCommit(db, { windowMs: 5, maxBatch: 100, lanes: 1 }, (tx, items: readonly number[]) =>
      setBased(tx, 'fallback', items),
    );
    const settled = await Promise.allSettled([2, -1, 6].map((n) => gc.submit(n)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((settled[1] as PromiseRejectedResult).reason)).toMatch(/check constraint/);
    expect(gc.stats()).toMatchObject({ batches: 1, fallbacks: 1 });
    expect(await rows('fallback')).toEqual([2, 6]);
  });

  it('refuses past maxQueued at once with the busy answer, writing nothing for it; the queued ones go on', async () => {
    const gc = createGroupCommit(
      db,
      { windowMs: 20, maxBatch: 10, lanes: 1, maxQueued: 3 },
      (tx, items: readonly number[]) => setBased(tx, 'busy', items),
    );
    const settled = await Promise.allSettled([0, 2, 4, 6, 8].map((n) => gc.submit(n)));
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as AppError).messageKey))).toEqual([
      0,
      20,
      40,
      'serverBusy',
      'serverBusy',
    ]);
    expect((settled[3] as PromiseRejectedResult).reason).toMatchObject({ code: 'AE', httpStatus: 503 });
    expect(gc.stats()).toMatchObject({ items: 3, refused: 2 });
    expect(await rows('busy')).toEqual([0, 2, 4]);
    // Once the queue drained, requests are taken again.
    expect(await gc.submit(10)).toBe(100);
  });

  it('refuses, as busy, a request that waited past maxWaitMs for its batch, writing nothing for it; one in a batch completes', async () => {
    let clock = 0;
    let entered!: () => void;
    let release!: () => void;
    const inBatch = new Promise<void>((r) => (entered = r));
    const held = new Promise<void>((r) => (release = r));
    const options = { windowMs: 0, maxBatch: 1, lanes: 1, maxWaitMs: 500, now: () => clock };
    const gc = createGroupCommit(db, options, async (tx, items: readonly number[]) => {
      const out = await setBased(tx, 'deadline', items);
      if (items[0] === 0) {
        entered();
        await held;
      }
      return out;
    });
    const first = gc.submit(0);
    await inBatch;
    const stale = gc.submit(2);
    clock = 400;
    const late = gc.submit(4);
    clock = 700;
    release();
    const settled = await Promise.allSettled([first, stale, late]);
    expect(settled[0]).toEqual({ status: 'fulfilled', value: 0 });
    const reason = (settled[1] as PromiseRejectedResult).reason as AppError;
    expect([reason.code, reason.messageKey, reason.httpStatus]).toEqual(['AE', 'serverBusy', 503]);
    expect(settled[2]).toEqual({ status: 'fulfilled', value: 40 });
    expect(gc.stats()).toMatchObject({ batches: 2, items: 2, refused: 1 });
    expect(await rows('deadline')).toEqual([0, 4]);
  });

  it('rejects options out of bounds', () => {
    expect(() => checkGroupCommitOptions({ windowMs: -1, maxBatch: 1, lanes: 1 })).toThrow(RangeError);
    expect(() => checkGroupCommitOptions({ windowMs: 1, maxBatch: 0, lanes: 1 })).toThrow(RangeError);
    expect(() => checkGroupCommitOptions({ windowMs: 1, maxBatch: 1, lanes: 17 })).toThrow(RangeError);
    expect(() => checkGroupCommitOptions({ windowMs: 1, maxBatch: 1, lanes: 1, maxQueued: 0 })).toThrow(RangeError);
  });
});

describe('eachInSavepoint', () => {
  it('rolls back what a failing item wrote and goes on with the next', async () => {
    const outcomes = await db.transaction((tx) =>
      eachInSavepoint(tx, [1, -1, 3], async (t, n) => {
        await t.query("INSERT INTO gc_rows (tag, n) VALUES ('savepoint', 100)");
        await t.query("INSERT INTO gc_rows (tag, n) VALUES ('savepoint', $1)", [n]);
        return n;
      }),
    );
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true]);
    expect(await rows('savepoint')).toEqual([1, 3, 100, 100]);
  });
});
