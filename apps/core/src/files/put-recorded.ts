import type { FileMeta, FileStore } from './file-store.ts';

/**
 * Stores files, then writes the rows that name them (`record`, one transaction of the caller's):
 * when a later put or the rows fail, the files already stored are deleted before the error goes
 * on, so a file never outlives a missing row. A process that dies between the two leaves a file
 * no row names; the retention job for issued files and the sweep bound what can remain.
 */
export async function putRecorded<T>(
  store: FileStore,
  puts: ReadonlyArray<() => Promise<FileMeta>>,
  record: (stored: FileMeta[]) => Promise<T>,
): Promise<T> {
  const stored: FileMeta[] = [];
  try {
    for (const put of puts) stored.push(await put());
    return await record(stored);
  } catch (error) {
    await Promise.all(stored.map((meta) => store.delete(meta.id).catch(() => false)));
    throw error;
  }
}
