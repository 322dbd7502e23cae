import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CALLS_LOG } from './stack.ts';

/** Vitest global setup: one empty calls log per e2e run, which every test file's core appends to. */
export default function setup(): void {
  mkdirSync(path.dirname(CALLS_LOG), { recursive: true });
  writeFileSync(CALLS_LOG, '');
}
