import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = fileURLToPath(new URL('.', import.meta.url));

/** `vite build` → dist/ (served by the gateway on BACKOFFICE_HOST). */
export default defineConfig({
  root: here,
  base: '/',
  plugins: [react()],
  build: {
    outDir: process.env.OUT_DIR ?? join(here, 'dist'),
    emptyOutDir: true,
    assetsDir: 'assets',
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 1024,
  },
});
