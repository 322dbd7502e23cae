import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // What a person waits for may take seconds on a loaded CI machine (default is 1 s).
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
