import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat as statFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
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

/**
 * Files in a folder (a volume every replica mounts, when there are several): `<id>.bin` and its
 * metadata `<id>.json` in a subfolder named by the id's first two characters. A put writes
 * `tmp/<id>.part`, renames it into place, then writes the metadata (also through a rename): a
 * file exists once its metadata does, and a put that died leaves only what `sweep` removes.
 */
export function createDiskFileStore(dir: string, limits: FileStoreLimits = {}): FileStore {
  const resolved = resolveLimits(limits);
  const root = path.resolve(dir);
  const tmp = path.join(root, 'tmp');
  const where = (id: string) => path.join(root, id.slice(0, 2), id);
  const stat = async (id: string): Promise<FileMeta | null> => {
    if (!isFileId(id)) return null;
    const text = await readFile(`${where(id)}.json`, 'utf8').catch(notFound);
    if (text === null) return null;
    const meta = JSON.parse(text) as FileMeta & { createdAt: string };
    return { ...meta, createdAt: new Date(meta.createdAt) };
  };
  return {
    stat,
    async put(file) {
      const { contentType, name } = checkPut(file, resolved);
      const id = randomUUID();
      await mkdir(tmp, { recursive: true });
      await mkdir(path.dirname(where(id)), { recursive: true });
      const part = path.join(tmp, `${id}.part`);
      const out = await open(part, 'wx');
      try {
        const body = chunked(file.body, contentType, resolved);
        for await (const chunk of body.chunks) await out.write(chunk);
        await out.sync();
        await out.close();
        const meta: FileMeta = { id, contentType, name, ...body.done(), createdAt: new Date() };
        await rename(part, `${where(id)}.bin`);
        await writeFile(`${where(id)}.json.part`, JSON.stringify(meta));
        await rename(`${where(id)}.json.part`, `${where(id)}.json`);
        return meta;
      } catch (error) {
        await out.close().catch(() => undefined);
        await rm(part, { force: true });
        throw error;
      }
    },
    async get(id) {
      const meta = await stat(id);
      if (!meta) return null;
      return { meta, stream: createReadStream(`${where(id)}.bin`, { highWaterMark: FILE_LIMITS.chunkBytes }) };
    },
    async delete(id) {
      if (!isFileId(id) || !(await stat(id))) return false;
      await rm(`${where(id)}.json`, { force: true });
      await rm(`${where(id)}.bin`, { force: true });
      return true;
    },
    async sweep(olderThan, limit = 100) {
      const n = Math.min(Math.max(1, limit), FILE_LIMITS.sweepBatchMax);
      const names = (await readdir(tmp).catch(notFound)) ?? [];
      let removed = 0;
      for (const entry of names) {
        if (removed >= n) break;
        const full = path.join(tmp, entry);
        const info = await statFile(full).catch(notFound);
        if (info && info.mtime < olderThan) {
          await rm(full, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}

function notFound(error: NodeJS.ErrnoException): null {
  if (error.code === 'ENOENT') return null;
  throw error;
}
