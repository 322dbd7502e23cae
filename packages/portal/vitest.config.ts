import { defineConfig } from 'vitest/config';

/** Tests run with every compile-time flag on (apps/web defines them per brand). */
export default defineConfig({
  define: {
    __OP_FLAG_REGISTRATION__: 'true',
    __OP_FLAG_CONTRACTS__: 'true',
    __OP_FLAG_MERCHANT_ACCOUNT__: 'true',
    __OP_FLAG_SOURCE_OF_WEALTH__: 'true',
    __OP_FLAG_REALTIME__: 'false',
    __OP_DEV_GALLERY__: 'true',
    ...Object.fromEntries(['EN', 'ES', 'RO', 'RU', 'UA', 'PT'].map((l) => [`__OP_LANG_${l}__`, 'true'])),
  },
  resolve: { alias: { 'virtual:op-brand-themes': new URL('./src/test/brand-themes.ts', import.meta.url).pathname } },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30_000,
  },
});
