import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Db } from '@openportal/db';
import { migrateLedger } from '@openportal/ledger';
import { coreMigrations } from '../migrations.ts';
import { DB_KIND, openTestDb } from '../jobs/test-db.ts';
import {
  createFileStore,
  FILE_LIMITS,
  FileStoreError,
  putRecorded,
  type FileStore,
  type FileStoreLimits,
} from './index.ts';

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (bytes: number) => Buffer.concat([PNG_HEAD, randomBytes(bytes - PNG_HEAD.length)]);
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
async function readAll(stream: Readable) {
  const parts: Buffer[] = [];
  for await (const p of stream) parts.push(p as Buffer);
  return Buffer.concat(parts);
}
/** A body arriving in small pieces, as an upload does; counts what was read. */
function trickle(data: Buffer, pieceBytes = 10_000) {
  const counter = { read: 0 };
  async function* gen() {
    for (let i = 0; i < data.length; i += pieceBytes) {
      counter.read += Math.min(pieceBytes, data.length - i);
      yield data.subarray(i, i + pieceBytes);
    }
  }
  return { body: gen(), counter };
}
const refused = async (p: Promise<unknown>, code: string) => {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FileStoreError);
  expect((error as FileStoreError).code).toBe(code);
};

let db: Db;
let close: () => Promise<void>;
const dir = mkdtempSync(path.join(tmpdir(), 'op-files-'));
beforeAll(async () => {
  const t = await openTestDb();
  db = t.db;
  close = t.close;
  await migrateLedger(db);
  await migrate(db, 'core', coreMigrations());
});
afterAll(async () => {
  await close();
  rmSync(dir, { recursive: true, force: true });
});

const stores: [string, (limits?: FileStoreLimits) => FileStore][] = [
  [`database (${DB_KIND})`, (limits) => createFileStore({ kind: 'database', db }, limits)],
  ['disk', (limits) => createFileStore({ kind: 'disk', dir }, limits)],
];

describe.each(stores)('file store: %s', (label, make) => {
  it('keeps a file: stat and get answer its type, name, size, hash and bytes', async () => {
    const store = make();
    const data = png(5_000);
    const meta = await store.put({ body: data, contentType: 'image/png', name: 'logo.png' });
    expect(meta).toMatchObject({ contentType: 'image/png', name: 'logo.png', sizeBytes: 5_000, sha256: sha256(data) });
    expect(await store.stat(meta.id)).toEqual(meta);
    const got = await store.get(meta.id);
    expect(got?.meta).toEqual(meta);
    expect((await readAll(got!.stream)).equals(data)).toBe(true);
  });

  it('streams a body larger than a chunk in and out', async () => {
    const store = make({ maxBytes: 2 * 1024 * 1024 });
    const data = png(FILE_LIMITS.chunkBytes * 3 + 123);
    const { body } = trickle(data);
    const meta = await store.put({ body, contentType: 'image/png; charset=binary' });
    expect(meta.sizeBytes).toBe(data.length);
    if (label.startsWith('database')) {
      const chunks = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM file_chunks WHERE file_id = $1', [
        meta.id,
      ]);
      expect(chunks.rows[0]!.n).toBe(4n);
    }
    expect((await readAll((await store.get(meta.id))!.stream)).equals(data)).toBe(true);
  });

  it('refuses a file over the limit after reading at most one chunk more, and keeps nothing', async () => {
    const store = make({ maxBytes: 100_000 });
    const { body, counter } = trickle(png(FILE_LIMITS.chunkBytes * 8));
    await refused(store.put({ body, contentType: 'image/png' }), 'tooLarge');
    expect(counter.read).toBeLessThanOrEqual(100_000 + 10_000);
    if (label.startsWith('database')) {
      const left = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM files WHERE NOT complete');
      expect(left.rows[0]!.n).toBe(0n);
    } else expect(await readdir(path.join(dir, 'tmp'))).toEqual([]);
  });

  it('refuses a type not accepted, content that is not its declared type, an empty body and a bad name', async () => {
    const store = make({ contentTypes: ['image/png', 'application/pdf', 'text/csv'] });
    await refused(store.put({ body: png(100), contentType: 'image/svg+xml' }), 'contentType');
    await refused(store.put({ body: png(100), contentType: 'not a type' }), 'contentType');
    await refused(store.put({ body: png(100), contentType: 'application/pdf' }), 'contentMismatch');
    await refused(store.put({ body: Buffer.from('%PDF'), contentType: 'image/png' }), 'contentMismatch');
    await refused(store.put({ body: Buffer.from('a,b\n\u0000,1\n'), contentType: 'text/csv' }), 'contentMismatch');
    await refused(store.put({ body: Buffer.alloc(0), contentType: 'text/csv' }), 'empty');
    await refused(store.put({ body: png(100), contentType: 'image/png', name: '../../etc/passwd' }), 'badName');
    expect((await store.put({ body: Buffer.from('a,b\n1,2\n'), contentType: 'text/csv' })).sizeBytes).toBe(8);
  });

  it('deletes a file once; ids that are not ids name nothing', async () => {
    const store = make();
    const meta = await store.put({ body: png(64), contentType: 'image/png' });
    expect(await store.delete(meta.id)).toBe(true);
    expect(await store.stat(meta.id)).toBeNull();
    expect(await store.get(meta.id)).toBeNull();
    expect(await store.delete(meta.id)).toBe(false);
    for (const id of [randomUUID(), '../../etc/passwd', '', 'x'.repeat(500)]) {
      expect(await store.stat(id)).toBeNull();
      expect(await store.get(id)).toBeNull();
      expect(await store.delete(id)).toBe(false);
    }
  });

  it('sweeps what a put that died left behind, and nothing newer', async () => {
    const store = make();
    const old = new Date(Date.now() - 2 * 3_600_000);
    if (label.startsWith('database')) {
      const id = randomUUID();
      await db.query(`INSERT INTO files (id, content_type, created_at) VALUES ($1, 'image/png', $2)`, [id, old]);
      await db.query(`INSERT INTO file_chunks (file_id, seq, data) VALUES ($1, 0, $2)`, [id, png(10)]);
      expect(await store.stat(id)).toBeNull();
    } else {
      const part = path.join(dir, 'tmp', `${randomUUID()}.part`);
      await writeFile(part, png(10));
      await utimes(part, old, old);
      await writeFile(path.join(dir, 'tmp', `${randomUUID()}.part`), png(10));
    }
    expect(await store.sweep(new Date(Date.now() - 3_600_000))).toBe(1);
    expect(await store.sweep(new Date(Date.now() - 3_600_000))).toBe(0);
  });
});

describe('putRecorded', () => {
  it('deletes the stored files when the row that names them fails, and keeps them when it is written', async () => {
    const store = createFileStore({ kind: 'database', db });
    const put = () => store.put({ body: png(100), contentType: 'image/png' });
    let kept: string | undefined;
    const failed = await putRecorded(store, [put, put], async (stored) => {
      kept = stored[0]!.id;
      throw new Error('row refused');
    }).catch((e: Error) => e.message);
    expect(failed).toBe('row refused');
    expect(await store.stat(kept!)).toBeNull();
    const written = await putRecorded(store, [put], async ([meta]) => meta!.id);
    expect((await store.stat(written))?.id).toBe(written);
  });
});
