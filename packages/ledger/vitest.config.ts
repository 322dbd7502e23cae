import { defineConfig } from 'vitest/config';

// Opening embedded PGlite costs seconds of CPU: run the files one after another in one
// worker that opens it once (see openTestLedger) instead of once per file. On a server, each
// run works in a schema of its own (test-schema.setup.ts).
export default defineConfig({
  test: {
    isolate: false,
    fileParallelism: false,
    globalSetup: ['./test-schema.setup.ts'],
    // Concurrency tests take seconds on a loaded 2-core CI machine; the heavy ones set their own.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
