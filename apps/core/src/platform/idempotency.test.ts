import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '@openportal/db';
import { openTestDb } from '../jobs/test-db.ts';
import { onceEach } from './idempotency.ts';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
  await db.exec(readFileSync(new URL('../../migrations/0005_idempotent_answers.sql', import.meta.url), 'utf8'));
  await db.exec('CREATE TABLE once_rows (scope text, value int)');
});
afterAll(async () => close());

interface TItem {
  key: string;
  value: number;
}
/** Writes a row per item; a negative value is refused after its row was written. */
async function write(tx: Queryable, item: TItem): Promise<{ wrote: number }> {
  await tx.query("INSERT INTO once_rows (scope, value) VALUES ('s', $1)", [item.value]);
  if (item.value < 0) throw new Error(`refused ${item.value}`);
  return { wrote: item.value };
}
const batch = (items: TItem[]) =>
  db.transaction((tx) =>
    onceEach(tx, items, (i) => ({ scope: 's', key: i.key, call: 'test', request: { value: i.value } }), write),
  );
const brief = (o: Awaited<ReturnType<typeof batch>>[number]) =>
  o.ok ? `${o.value.answer.wrote}${o.value.replayed ? ' replayed' : ''}` : String((o.error as Error).message);

describe('onceEach: once per key for a whole batch', () => {
  it('writes new keys, replays stored ones, refuses a changed request, answers a repeated key once', async () => {
    expect((await batch([{ key: 'a', value: 1 }])).map(brief)).toEqual(['1']);
    const second = await batch([
      { key: 'a', value: 1 },
      { key: 'a', value: 2 },
      { key: 'b', value: 3 },
      { key: 'b', value: 3 },
      { key: 'c', value: -4 },
      { key: 'c', value: -4 },
    ]);
    expect(second.map(brief)).toEqual([
      '1 replayed',
      'Idempotency key was already used with a different request',
      '3',
      '3',
      'refused -4',
      'refused -4',
    ]);
    const rows = await db.query<{ value: number }>('SELECT value FROM once_rows ORDER BY value');
    expect(rows.rows.map((r) => r.value)).toEqual([1, 3]);
    const keys = await db.query<{ key: string }>("SELECT key FROM idempotent_answers WHERE scope = 's' ORDER BY key");
    // A refused write leaves its key unused: a retry writes again.
    expect(keys.rows.map((r) => r.key)).toEqual(['a', 'b']);
    expect((await batch([{ key: 'c', value: 5 }])).map(brief)).toEqual(['5']);
  });
});
