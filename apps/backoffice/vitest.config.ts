import { defineConfig } from 'vitest/config';
import { NO_PORTAL_CATALOGUES } from './vite.config.ts';

export default defineConfig({
  define: NO_PORTAL_CATALOGUES,
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    testTimeout: 30_000,
  },
});
