import { defineConfig } from 'vitest/config';

/** Tests only: the brand build config (vite.config.ts) needs BRAND and is exercised by build.test.ts. */
export default defineConfig({ test: { include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 120_000 } });
