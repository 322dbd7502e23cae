import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from './stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Core's data folder, migrated and seeded once for the run (absent on a server database). */
    e2eCoreTemplate: string | undefined;
  }
}

/**
 * Vitest global setup: core migrates a fresh embedded database and seeds seven brands once per
 * run, then stops; each test file's core starts from a copy of that folder (stack.ts) instead of
 * doing it again (28 s against 11 s per file, measured at load 6). With DATABASE_URL every file
 * gets its own server database as before.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return project.provide('e2eCoreTemplate', undefined);
  const dir = mkdtempSync(path.join(tmpdir(), 'op-e2e-template-'));
  const stack = await startStack({}, { dataDir: dir });
  await stack.stop();
  project.provide('e2eCoreTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
