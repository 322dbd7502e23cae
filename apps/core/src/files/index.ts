import type { Db } from '@openportal/db';
import { createDatabaseFileStore } from './database-store.ts';
import { createDiskFileStore } from './disk-store.ts';
import type { FileStore, FileStoreLimits } from './file-store.ts';

export type FileStoreConfig = { kind: 'database'; db: Db } | { kind: 'disk'; dir: string };

/** The file store core uses: in the database (default) or in a folder, behind one interface. */
export function createFileStore(config: FileStoreConfig, limits: FileStoreLimits = {}): FileStore {
  return config.kind === 'database'
    ? createDatabaseFileStore(config.db, limits)
    : createDiskFileStore(config.dir, limits);
}

export {
  FileStoreError,
  FILE_LIMITS,
  type FileStore,
  type FileMeta,
  type FileBody,
  type PutFile,
  type FileStoreLimits,
  type TFileError,
} from './file-store.ts';
export { DEFAULT_CONTENT_TYPES } from './content-type.ts';
export { fileJobs } from './file-jobs.ts';
export { putRecorded } from './put-recorded.ts';
