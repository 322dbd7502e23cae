import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The unknown-field check compiles the Kubernetes types: a few seconds on a loaded machine.
  test: { testTimeout: 60_000 },
});
