import { inject } from 'vitest';
import { chromium, type Browser, type Download } from 'playwright-core';
import { axeTally, describeFindings, FAILING_IMPACTS, uniqueFindings, watchAccessibility } from './axe.ts';

/** Debian's Chromium, headless, with no network chatter (the machine has no outside network). */
export const CHROMIUM_OPTIONS = {
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
};

/**
 * The run's Chromium (browser-server.ts starts it once; a file connects to it) or, outside a
 * run that started one, a Chromium of its own. Every context it makes runs axe-core on each
 * screen its pages show, and its `close()` fails on a serious or critical violation (see
 * axe.ts): the one place every e2e test gets the check. `close()` closes this file's contexts
 * and lets the run's Chromium go on.
 */
export async function launchChromium(): Promise<Browser> {
  const endpoint = inject('e2eBrowserEndpoint');
  const browser = endpoint ? await chromium.connect(endpoint) : await chromium.launch(CHROMIUM_OPTIONS);
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

/**
 * A download's bytes. Over the run's shared Chromium (a remote connection) `download.path()` is
 * not available; its stream is, whether the browser is this process's or the run's.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
