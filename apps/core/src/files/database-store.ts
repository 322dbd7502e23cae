import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '@openportal/db';
import {
  checkPut,
  chunked,
  FILE_LIMITS,
  isFileId,
  resolveLimits,
  type FileMeta,
  type FileStore,
  type FileStoreLimits,
} from './file-store.ts';

interface FileRow {
  id: string;
  content_type: string;
  name: string | null;
  size_bytes: bigint;
  sha256: string;
  created_at: Date;
}

const META = 'id, content_type, name, size_bytes, sha256, created_at';
const toMeta = (r: FileRow): FileMeta => ({
  id: r.id,
  contentType: r.content_type,
  name: r.name,
  sizeBytes: Number(r.size_bytes),
  sha256: r.sha256,
  createdAt: r.created_at,
});

/**
 * Files in the database (tables of migration 0004): every replica sees them and backups hold
 * them. Each chunk is its own statement, never one long transaction: a slow upload must not
 * hold PGlite's only connection. The row turns `complete` last; until then it is invisible.
 */
export function createDatabaseFileStore(db: Db, limits: FileStoreLimits = {}): FileStore {
  const resolved = resolveLimits(limits);
  const stat = async (id: string) => {
    if (!isFileId(id)) return null;
    const r = await db.query<FileRow>(`SELECT ${META} FROM files WHERE id = $1 AND complete`, [id]);
    return r.rows[0] ? toMeta(r.rows[0]) : null;
  };
  return {
    stat,
    async put(file) {
      const { contentType, name } = checkPut(file, resolved);
      const id = randomUUID();
      await db.query('INSERT INTO files (id, content_type, name) VALUES ($1, $2, $3)', [id, contentType, name]);
      try {
        const body = chunked(file.body, contentType, resolved);
        let seq = 0;
        for await (const chunk of body.chunks)
          await db.query('INSERT INTO file_chunks (file_id, seq, data) VALUES ($1, $2, $3)', [id, seq++, chunk]);
        const { sizeBytes, sha256 } = body.done();
        const r = await db.query<FileRow>(
          `UPDATE files SET size_bytes = $2, sha256 = $3, complete = true WHERE id = $1 RETURNING ${META}`,
          [id, sizeBytes, sha256],
        );
        return toMeta(r.rows[0]!);
      } catch (error) {
        await db.query('DELETE FROM files WHERE id = $1', [id]).catch(() => undefined);
        throw error;
      }
    },
    async get(id) {
      const meta = await stat(id);
      if (!meta) return null;
      const count = Math.ceil(meta.sizeBytes / FILE_LIMITS.chunkBytes);
      async function* read() {
        for (let seq = 0; seq < count; seq++) {
          const r = await db.query<{ data: Uint8Array }>(
            'SELECT data FROM file_chunks WHERE file_id = $1 AND seq = $2',
            [id, seq],
          );
          if (!r.rows[0]) throw new Error(`file ${id} lost chunk ${seq}`);
          yield Buffer.from(r.rows[0].data);
        }
      }
      return { meta, stream: Readable.from(read(), { objectMode: false }) };
    },
    async delete(id) {
      if (!isFileId(id)) return false;
      return (await db.query('DELETE FROM files WHERE id = $1', [id])).rowCount > 0;
    },
    async sweep(olderThan, limit = 100) {
      const n = Math.min(Math.max(1, limit), FILE_LIMITS.sweepBatchMax);
      const r = await db.query(
        `DELETE FROM files WHERE id IN (SELECT id FROM files WHERE NOT complete AND created_at < $1 ORDER BY created_at LIMIT $2)`,
        [olderThan, n],
      );
      return r.rowCount;
    },
  };
}
