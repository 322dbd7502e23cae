import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '@openportal/db';
import { migrateLedger } from '@openportal/ledger';
import { startJobRunner } from './src/jobs/index.ts';
import { coreMigrations } from './src/migrations.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite image with every migration applied once for the run (absent on a server). */
    coreTestImage: string | undefined;
  }
}

/**
 * Embedded runs: migrate one PGlite once and hand its image to every test file, which starts
 * from it instead of migrating again. Server runs make a fresh schema per file (test-support).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return project.provide('coreTestImage', undefined);
  const dir = mkdtempSync(path.join(tmpdir(), 'op-core-image-'));
  const file = path.join(dir, 'migrated.tar');
  const db = await openDatabase({});
  await migrateLedger(db);
  await migrate(db, 'core', coreMigrations());
  // pg-boss makes its tables (and every queue) at its first start: once here, not in every file.
  await (await startJobRunner(db, {}, { work: false })).stop();
  await db.dumpImage!(file);
  await db.close();
  project.provide('coreTestImage', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
