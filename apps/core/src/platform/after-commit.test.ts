import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@openportal/db';
import { openTestDb } from '../jobs/test-db.ts';
import { eachInSavepoint } from './group-commit.ts';
import { afterCommit, withAfterCommit } from './after-commit.ts';

let raw: { db: Db; close(): Promise<void> };
let db: Db;
beforeAll(async () => {
  raw = await openTestDb();
  db = withAfterCommit(raw.db);
  await db.exec('CREATE TABLE after_commit_t (n int)');
});
afterAll(() => raw.close());

describe('afterCommit', () => {
  it('runs hooks once the transaction committed, in order, never before', async () => {
    const ran: string[] = [];
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO after_commit_t VALUES (1)');
      afterCommit(tx, () => ran.push('a'));
      afterCommit(tx, () => ran.push('b'));
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['a', 'b']);
  });

  it('runs nothing for a transaction that rolls back', async () => {
    const ran: string[] = [];
    await expect(
      db.transaction(async (tx) => {
        afterCommit(tx, () => ran.push('x'));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(ran).toEqual([]);
  });

  it('drops the hooks of work rolled back to a savepoint, keeps the rest', async () => {
    const ran: number[] = [];
    const outcomes = await db.transaction((tx) =>
      eachInSavepoint(tx, [1, 2, 3], async (q, n) => {
        afterCommit(q, () => ran.push(n));
        if (n === 2) throw new Error('refused');
        return n;
      }),
    );
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true]);
    expect(ran).toEqual([1, 3]);
  });

  it('runs at once outside a transaction (the statement committed as it ran)', () => {
    const ran: number[] = [];
    afterCommit(db, () => ran.push(1));
    expect(ran).toEqual([1]);
  });

  it('keeps running the other hooks when one throws, and reports it', async () => {
    const errors: unknown[] = [];
    const wrapped = withAfterCommit(raw.db, (e) => errors.push(e));
    const ran: number[] = [];
    await wrapped.transaction(async (tx) => {
      afterCommit(tx, () => {
        throw new Error('bad hook');
      });
      afterCommit(tx, () => ran.push(2));
    });
    expect(ran).toEqual([2]);
    expect(errors).toHaveLength(1);
  });
});
