import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The back office has its own catalogue: it loads none of the portal's (packages/i18n, which
 * @openportal/ui reaches for money formatting, reads these build flags; apps/web sets them per brand).
 */
export const NO_PORTAL_CATALOGUES = Object.fromEntries(
  ['EN', 'ES', 'RO', 'RU', 'UA', 'PT'].map((l) => [`__OP_LANG_${l}__`, 'false']),
);

/** `vite build` → dist/ (served by the gateway on BACKOFFICE_HOST). */
export default defineConfig({
  root: here,
  base: '/',
  plugins: [react()],
  define: NO_PORTAL_CATALOGUES,
  build: {
    outDir: process.env.OUT_DIR ?? join(here, 'dist'),
    emptyOutDir: true,
    assetsDir: 'assets',
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 1024,
  },
});
