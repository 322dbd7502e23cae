import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const FUNCTION_LINES_MAX = 70;
const FILE_LINES_MAX = 300;
const dir = new URL('./', import.meta.url);
const sources = readdirSync(dir).filter((f) => f.endsWith('.ts'));

/** Top-level functions: from their `function` line to the closing brace in column 0. */
function functionLengths(text: string): Array<[string, number]> {
  const lines = text.split('\n');
  const out: Array<[string, number]> = [];
  lines.forEach((line, i) => {
    const name = /^(?:export )?(?:async )?function (\w+)/.exec(line)?.[1];
    if (!name) return;
    const end = lines.findIndex((l, j) => j > i && l === '}');
    out.push([name, end - i + 1]);
  });
  return out;
}

describe('code size (conventions: short functions, files a reader can hold in mind)', () => {
  it.each(sources)('%s keeps functions and the file short', (file) => {
    const text = readFileSync(new URL(file, dir), 'utf8');
    expect(text.split('\n').length).toBeLessThanOrEqual(FILE_LINES_MAX);
    for (const [name, length] of functionLengths(text))
      expect({ name, length }).toEqual({ name, length: Math.min(length, FUNCTION_LINES_MAX) });
  });

  it('has no export * and no deep import of another package', () => {
    for (const file of sources) {
      const text = readFileSync(new URL(file, dir), 'utf8');
      expect(text).not.toMatch(/export \* from/);
      expect(text).not.toMatch(/from '@openportal\/[^']+\/[^']*'/);
    }
  });
});
