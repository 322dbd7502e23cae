import { defineConfig } from 'vitest/config';

export default defineConfig({
  // @openportal/i18n's language switches (apps/web sets a brand's; the journeys read every catalogue).
  define: Object.fromEntries(['EN', 'ES', 'RO', 'RU', 'UA', 'PT'].map((l) => [`__OP_LANG_${l}__`, 'true'])),
  test: {
    include: ['src/**/*.e2e.test.ts'],
    globalSetup: ['src/calls-log-setup.ts', 'src/core-template.ts', 'src/browser-server.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // What a person waits for may take seconds on a loaded CI machine (default is 1 s).
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
