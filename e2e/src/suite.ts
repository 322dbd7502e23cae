import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { startStack, type Stack } from './stack.ts';

/**
 * The usual frame of a browser test file: one stack (gateway, core, built brands) and one
 * Chromium, started before the file's tests and stopped after them. `use` hands both over.
 * Core starts from the run's seeded template (core-template.ts) unless `env.core` changes it.
 */
export function withStackAndBrowser(
  use: (stack: Stack, browser: Browser) => void,
  env: Parameters<typeof startStack>[0] = {},
): void {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    stack = await startStack(env, { template: inject('e2eCoreTemplate') });
    browser = await launchChromium();
    use(stack, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
}
