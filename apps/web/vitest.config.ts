import { defineConfig } from 'vitest/config';

/**
 * Tests only: the brand build config (vite.config.ts) needs BRAND and is exercised by
 * build.test.ts. The test reads the portal's feature registry, so every compile-time switch is on.
 */
export default defineConfig({
  define: {
    ...Object.fromEntries(
      ['REGISTRATION', 'CONTRACTS', 'MERCHANT_ACCOUNT', 'SOURCE_OF_WEALTH', 'REALTIME'].map((f) => [
        `__OP_FLAG_${f}__`,
        'true',
      ]),
    ),
    ...Object.fromEntries(['EN', 'ES', 'RO', 'RU', 'UA', 'PT'].map((l) => [`__OP_LANG_${l}__`, 'true'])),
  },
  test: { include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
});
