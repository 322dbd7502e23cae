import { chromium, type Browser } from 'playwright-core';
import { axeTally, describeFindings, FAILING_IMPACTS, uniqueFindings, watchAccessibility } from './axe.ts';

/**
 * Debian's Chromium, headless, with no network chatter (the machine has no outside network).
 * Every context it makes runs axe-core on each screen its pages show, and its `close()` fails on
 * a serious or critical violation (see axe.ts): the one place every e2e test gets the check.
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchAccessibility(context);
    return context;
  };
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    const all = uniqueFindings(axeTally.findings);
    const lesser = all.filter((f) => !(FAILING_IMPACTS as readonly string[]).includes(f.impact));
    console.log(
      `axe-core: ${axeTally.scans} screen states scanned in ${axeTally.pages} pages, ` +
        `${all.length - lesser.length} serious/critical, ${lesser.length} moderate/minor (each element once)` +
        (lesser.length ? `\n${describeFindings(lesser)}` : ''),
    );
    await close(options);
  };
  return browser;
}
