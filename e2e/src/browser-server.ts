import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_OPTIONS } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Chromium (a Playwright browser server): files connect to it instead of starting their own. */
    e2eBrowserEndpoint: string | undefined;
  }
}

/**
 * Vitest global setup: one Chromium for the whole run (the guide's "Chromium once"); each file
 * connects to it (browser.ts) and closes only its own contexts.
 */
export default async function setup(project: TestProject) {
  const server = await chromium.launchServer(CHROMIUM_OPTIONS);
  project.provide('e2eBrowserEndpoint', server.wsEndpoint());
  return () => server.close();
}
