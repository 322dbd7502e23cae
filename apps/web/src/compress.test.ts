import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compressFile, MIN_COMPRESS_BYTES } from '../compress-plugin.ts';

const dir = mkdtempSync(join(tmpdir(), 'op-compress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('compressFile', () => {
  it('writes brotli and gzip copies that decompress to the file, brotli the smaller', async () => {
    const file = join(dir, 'chunk-abc.js');
    const text = Array.from({ length: 500 }, (_, i) => `export const v${i} = ${i};`).join('\n');
    writeFileSync(file, text);
    const sizes = await compressFile(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(text);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(text);
    expect(sizes.br).toBeLessThan(sizes.gzip!);
    expect(sizes.gzip).toBeLessThan(sizes.raw / 3);
  });

  it('leaves a file too small to gain alone', async () => {
    const file = join(dir, 'tiny-abc.js');
    writeFileSync(file, 'export{}'.padEnd(MIN_COMPRESS_BYTES - 1, ' '));
    expect(await compressFile(file)).toEqual({ raw: MIN_COMPRESS_BYTES - 1 });
    expect(existsSync(`${file}.br`) || existsSync(`${file}.gz`)).toBe(false);
  });

  it('writes no copy that would be larger than the file', async () => {
    const file = join(dir, 'random-abc.svg');
    writeFileSync(file, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251)));
    const sizes = await compressFile(file);
    for (const [ext, size] of [
      ['br', sizes.br],
      ['gz', sizes.gzip],
    ] as const)
      expect(existsSync(`${file}.${ext}`)).toBe(size !== undefined && size < sizes.raw);
  });
});
