import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { loadBrand } from '@openportal/brand-kit';
import { brandPlugin } from './brand-plugin.ts';
import { compressPlugin } from './compress-plugin.ts';
import { pureCallsPlugin } from './pure-calls-plugin.ts';
import { themesPlugin } from './themes-plugin.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
/** Workspace packages without module side effects (plain data, schemas, functions). */
const WORKSPACE_PURE = /[\\/]packages[\\/](contract|contract-client|i18n|brand-kit)[\\/]src[\\/]/;
/** A language catalogue chunk (one per language and namespace): never merged into another chunk. */
const CATALOGUE = /[\\/]packages[\\/]i18n[\\/]src[\\/]locales[\\/]/;
/**
 * Fewer, larger chunks: every module of the first page's static import graph goes into the entry
 * chunk (one request instead of eight), and every other module that two or more lazy chunks share
 * goes into one `lazy-shared` chunk (a screen asked for one or two files instead of up to twenty
 * 1 KB ones). Each request costs a round trip, six at a time over HTTP/1.1: on a phone network
 * that, not the bytes, made the sign-in and home pages slow (Lighthouse, docs/decisions/web-code-splitting.md).
 * Catalogues stay one chunk per (language, namespace) so a brand fetches only the language shown.
 */
const CODE_SPLITTING = {
  groups: [
    { name: 'boot', tags: ['$initial' as const], priority: 2 },
    { name: 'lazy-shared', minShareCount: 2, priority: 1, test: (id: string) => !CATALOGUE.test(id) },
  ],
};
export const BRANDS_DIR = join(here, '..', '..', 'brands');

/** `BRAND=<id> vite build` → dist/<id>/ (validated by brand-kit; fails on a bad manifest). */
export default defineConfig(async ({ command, mode }) => {
  const id = process.env.BRAND;
  if (!id || !/^[a-z][a-z0-9-]{1,31}$/.test(id)) throw new Error('Set BRAND=<id> (a folder under brands/)');
  const brand = await loadBrand(join(BRANDS_DIR, id));
  return {
    root: here,
    base: '/',
    plugins: [pureCallsPlugin(), react(), brandPlugin(brand), themesPlugin(BRANDS_DIR), compressPlugin()],
    // The design-system gallery (/dev/design) exists in the dev server and in builds made with
    // OP_GALLERY=1 (the screenshot tests); never in a production brand bundle.
    define: {
      __OP_DEV_GALLERY__: String(command === 'serve' || mode === 'development' || process.env.OP_GALLERY === '1'),
    },
    build: {
      outDir: process.env.OUT_DIR ?? join(here, 'dist', id),
      emptyOutDir: true,
      assetsDir: 'assets',
      modulePreload: { polyfill: false },
      // OP_SOURCEMAP=1: maps for finding what a chunk carries (not shipped).
      sourcemap: process.env.OP_SOURCEMAP === '1',
      chunkSizeWarningLimit: 1024,
      rolldownOptions: {
        // The workspace packages are side-effect free: a module none of whose exports is used is
        // dropped, so a brand carries only the contract calls and catalogues its features import.
        treeshake: { moduleSideEffects: (id: string) => !WORKSPACE_PURE.test(id) },
        output: { codeSplitting: CODE_SPLITTING },
      },
    },
  };
});
