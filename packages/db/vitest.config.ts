import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Opening embedded PGlite costs seconds of CPU on a loaded machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // NOTIFY arrives after the commit on another connection: allow a loaded machine time.
    expect: { poll: { timeout: 10_000 } },
  },
});
