import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text assets worth compressing. index.html is not: the gateway puts a fresh nonce in it per answer. */
export const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
export const MIN_COMPRESS_BYTES = 256;

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside a file, each only when smaller. */
export async function compressFile(file: string): Promise<{ raw: number; br?: number; gzip?: number }> {
  const raw = await readFile(file);
  if (raw.length < MIN_COMPRESS_BYTES) return { raw: raw.length };
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gz(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const out: { raw: number; br?: number; gzip?: number } = { raw: raw.length };
  if (br.length < raw.length) {
    await writeFile(`${file}.br`, br);
    out.br = br.length;
  }
  if (gzipped.length < raw.length) {
    await writeFile(`${file}.gz`, gzipped);
    out.gzip = gzipped.length;
  }
  return out;
}

/**
 * Precompressed copies of every text asset of the build (brotli and gzip, Node's zlib), made
 * once here so the gateway sends them by `Accept-Encoding` without compressing per request.
 */
export function compressPlugin(): Plugin {
  return {
    name: 'openportal-compress',
    apply: 'build',
    async writeBundle(output, bundle) {
      const dir = output.dir;
      if (dir === undefined) throw new Error('openportal-compress needs build.outDir');
      const files = Object.keys(bundle).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(files.map((f) => compressFile(join(dir, f))));
    },
  };
}
