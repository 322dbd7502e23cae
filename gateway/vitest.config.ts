import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Some tests start servers and child processes: allow a loaded CI machine time.
  test: { testTimeout: 30_000, hookTimeout: 30_000 },
});
