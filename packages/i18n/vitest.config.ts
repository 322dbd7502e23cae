import { defineConfig } from 'vitest/config';

/** Every language switch on (apps/web sets only the brand's languages). */
export default defineConfig({
  define: Object.fromEntries(['EN', 'ES', 'RO', 'RU', 'UA', 'PT'].map((l) => [`__OP_LANG_${l}__`, 'true'])),
  test: { include: ['src/**/*.test.ts'] },
});
