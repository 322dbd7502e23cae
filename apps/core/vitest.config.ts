import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test-image.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Realtime deliveries arrive through NOTIFY after a commit: allow a loaded machine time.
    expect: { poll: { timeout: 10_000 } },
  },
});
